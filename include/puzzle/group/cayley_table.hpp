// Distances from the identity to every arrangement of a permutation group on 5 <= n <= 10 points, and
// the least of them over the arrangements that pin some items to given points (m pins: (n-m)!/2 or
// (n-m)! look-ups). Build O(n! x generators) by direction-optimizing BFS; 1 byte per key.
#ifndef PUZZLE_CAYLEY_TABLE_HPP
#define PUZZLE_CAYLEY_TABLE_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/group/cayley_graph.hpp"
#include "puzzle/group/permutation_group.hpp"
#include "puzzle/ranking/permutation_rank.hpp"
#include "puzzle/tables/direction_optimizing_distances.hpp"
#include "puzzle/search/search_model.hpp"

namespace puzzle {

// A `pinned` entry for an item that may stand anywhere.
const int unpinned = -1;

// Whether the pinned items of pinned[0..points) are pinned to distinct points of 0..points-1.
inline bool pinned_points_distinct(const int* pinned, int points) {
  unsigned seen = 0;
  for (int item = 0; item < points; ++item) {
    if (pinned[item] == unpinned) continue;
    if (pinned[item] < 0 || pinned[item] >= points || (seen >> pinned[item] & 1u)) return false;
    seen |= 1u << pinned[item];
  }
  return true;
}

class CayleyTable {
 public:
  // Precondition: 5 <= generators.points() <= 10.
  explicit CayleyTable(const PermutationGenerators& generators)
      : graph_(generators),
        distance_(direction_optimizing_distances(graph_, std::vector<CayleyState>(1, graph_.identity()))) {
    index_suffix_orders();
  }

  // Keys held (n!, or n!/2 when every generator is even), a byte each.
  uint64_t entries() const { return distance_.size(); }
  // The table entries nearest() reads for a target of `pins` pinned items: (n - pins)! completions,
  // half of them (one if just one) when the table holds one parity class.
  uint64_t look_ups(int pins) const {
    const uint64_t completions = factorial(graph_.points() - pins);
    return (completions + graph_.key_shift()) >> graph_.key_shift();
  }

  // The fewest moves from the identity to an arrangement with item i on point pinned[i] for every
  // pinned item (pinned[i] = unpinned: anywhere), or unreached. Precondition: pinned points distinct.
  int nearest(const int* pinned) const {
    const int points = graph_.points(), prefix_items = graph_.prefix_items();
    assert(pinned_points_distinct(pinned, points) && "CayleyTable: two items pinned to one point");
    // An arrangement and its inverse (items and points swapped) are equally far from the identity
    // when the moves are closed under inverses: then enumerate the form that pins more prefix items,
    // for fewer and longer rows of the table.
    int pinned_prefix = 0, inverse_pinned_prefix = 0;
    for (int item = 0; item < points; ++item)
      if (pinned[item] != unpinned) {
        pinned_prefix += item < prefix_items;
        inverse_pinned_prefix += pinned[item] < prefix_items;
      }
    const bool inverse = !graph_.one_way() && inverse_pinned_prefix > pinned_prefix;
    Completion completion(*this);
    for (int item = 0; item < points; ++item)
      if (pinned[item] != unpinned) {
        if (inverse) {
          completion.pin(pinned[item], item);
        } else {
          completion.pin(item, pinned[item]);
        }
      }
    return completion.least_distance();
  }

 private:
  // A suffix target says where some suffix items must stand among the 5 remaining points: digit j
  // (base 6) is 0 if suffix item j is free, r + 1 if it stands on the r-th remaining point.
  enum { target_base = CayleyGraph::suffix_items + 1, suffix_targets = 7776 };  // 6^5

  // The enumeration of a pinned set's completions. Places the prefix items (see CayleyGraph) in
  // order, each on its pinned point or on every free point in turn, keeping up to date the prefix
  // rank and parity digit by digit (lehmer_digit), and the suffix target (a prefix item placed below
  // a pinned suffix item's point lowers that point's rank among the remaining ones). Then looks up the
  // suffix orders that agree with the target (from the index) and, when the table holds one parity
  // class only, put the arrangement in it.
  class Completion {
   public:
    explicit Completion(const CayleyTable& table)
        : table_(table),
          points_(table.graph_.points()),
          prefix_items_(table.graph_.prefix_items()),
          key_shift_(table.graph_.key_shift()),
          free_points_((1u << points_) - 1u),
          target_(0),
          best_(unreached) {
      for (int i = 0; i < points_; ++i) {
        pin_[i] = unpinned;
        target_drop_[i] = 0;
      }
    }

    void pin(int item, int point) {
      pin_[item] = point;
      free_points_ &= ~(1u << point);
      if (item < prefix_items_) return;
      // With no prefix item placed, point p is the (p+1)-th remaining point.
      int weight = 1;
      for (int j = prefix_items_; j < item; ++j) weight *= target_base;
      target_ += weight * (point + 1);
      for (int below = 0; below < point; ++below) target_drop_[below] += weight;
    }

    int least_distance() {
      place_prefix(0, 0, 0, 0, target_);
      return best_;
    }

   private:
    void place_prefix(int item, unsigned used_points, uint64_t prefix, unsigned parity, int target) {
      if (item == prefix_items_) {
        const int slot = 2 * target + (key_shift_ != 0 ? static_cast<int>(parity) : 0);
        const int end = table_.target_start_[key_shift_ != 0 ? slot + 1 : slot + 2];
        const uint64_t row = prefix * CayleyGraph::suffix_orders;
        for (int i = table_.target_start_[slot]; i < end; ++i) {
          const int found = table_.distance_[(row + table_.target_orders_[i]) >> key_shift_];
          if (found < best_) best_ = found;
        }
        return;
      }
      const unsigned open_points = pin_[item] != unpinned ? 1u << pin_[item] : free_points_ & ~used_points;
      for (unsigned point = 0; point < static_cast<unsigned>(points_); ++point)
        if (open_points >> point & 1u) {
          const unsigned digit = lehmer_digit(point, used_points);
          place_prefix(item + 1, used_points | 1u << point, prefix * static_cast<unsigned>(points_ - item) + digit,
                       parity ^ (digit & 1u), target - target_drop_[point]);
        }
    }

    const CayleyTable& table_;
    int points_, prefix_items_, key_shift_;
    int pin_[max_permutation_size];          // by item
    int target_drop_[max_permutation_size];  // by point: the target's decrease when it is taken
    unsigned free_points_;
    int target_;
    int best_;
  };

  // target_orders_[target_start_[2p + q] .. target_start_[2p + q + 1]): the suffix orders of
  // parity q that agree with suffix target p. Each order agrees with the 32 targets that keep some
  // of its digits (a counting sort of the 120 x 32 pairs by target and parity).
  void index_suffix_orders() {
    std::vector<int> slot_of;  // by order * 32 + kept digits
    target_start_.assign(2 * suffix_targets + 1, 0);
    for (int order = 0; order < CayleyGraph::suffix_orders; ++order) {
      uint8_t ranks[CayleyGraph::suffix_items];
      unrank_permutation(order, CayleyGraph::suffix_items, ranks);
      for (int kept = 0; kept < 1 << CayleyGraph::suffix_items; ++kept) {
        int target = 0;
        for (int j = CayleyGraph::suffix_items - 1; j >= 0; --j)
          target = target * target_base + (kept >> j & 1 ? ranks[j] + 1 : 0);
        slot_of.push_back(2 * target + graph_.suffix_parity(order));
        ++target_start_[slot_of.back() + 1];
      }
    }
    for (int slot = 0; slot < 2 * suffix_targets; ++slot) target_start_[slot + 1] += target_start_[slot];
    std::vector<int> next(target_start_.begin(), target_start_.end() - 1);
    target_orders_.resize(slot_of.size());
    for (std::size_t i = 0; i < slot_of.size(); ++i)
      target_orders_[next[slot_of[i]]++] = static_cast<uint8_t>(i >> CayleyGraph::suffix_items);
  }

  CayleyGraph graph_;
  std::vector<uint8_t> distance_;
  std::vector<int> target_start_;
  std::vector<uint8_t> target_orders_;
};

}  // namespace puzzle

#endif  // PUZZLE_CAYLEY_TABLE_HPP
