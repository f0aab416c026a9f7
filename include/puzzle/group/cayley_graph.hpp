// The Cayley graph of a permutation group on 5 <= n <= 10 points as a fast search model: a state is
// the Lehmer rank of an arrangement, split in two coordinates that each move updates by table look-ups
// (O(1) per move, no re-ranking). Tables: n!/5! x generators steps and 120 x 120 reorders, ~0.2 MB.
#ifndef PUZZLE_CAYLEY_GRAPH_HPP
#define PUZZLE_CAYLEY_GRAPH_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/group/permutation_group.hpp"
#include "puzzle/ranking/permutation_rank.hpp"

namespace puzzle {

// An arrangement where[item] = point of the items 0..n-1, as two coordinates: `prefix`, the rank of
// where the first n-5 items stand (rank_arrangement); `suffix`, the rank of the order in which the
// last 5 items fill the 5 remaining points (suffix item j on the order[j]-th smallest remaining point).
// Together: prefix * 120 + suffix is the rank of `where` (rank_permutation). A move sends every item
// through a generator: it maps the prefix by a table, and reorders the remaining points by a
// permutation that depends only on the prefix, so the new suffix is a second look-up.
struct CayleyState {
  uint16_t prefix;
  uint8_t suffix;
};

// Search model (see search_model.hpp); moves are the group's moves (generator indices), in index
// order; inverse(move) and the backward moves may be generators that are no move (one-way moves),
// which apply() takes as well. MaxMoves: the most moves of the group (asserted), the model's
// max_branching. Keys are dense over the arrangements the identity (item i on point i, key 0) can
// reach at most: the rank of the arrangement, halved when every generator is an even permutation
// (then the group holds even arrangements only, and ranks 2k, 2k+1 differ by one swap: one of them
// is even).
template <int MaxMoves>
class BasicCayleyGraph {
 public:
  typedef CayleyState State;
  typedef int Move;
  static const int max_branching = MaxMoves;

  // The last 5 items form the suffix; 5! orders.
  enum { suffix_items = 5, suffix_orders = 120 };

  // Precondition: 5 <= generators.points() <= 10.
  explicit BasicCayleyGraph(const PermutationGenerators& generators)
      : generators_(within_moves(generators, MaxMoves)),
        points_(generators.points()),
        prefix_items_(points_ - suffix_items),
        key_shift_(0) {
    assert(points_ >= 5 && points_ <= 10 && "CayleyGraph: 5 to 10 points");
    build_steps();
    build_reorders();
    bool all_even = true;
    for (int g = 0; g < generators_.count(); ++g) {
      State state = identity();
      apply(state, g);
      all_even = all_even && parity(state) == 0;
    }
    key_shift_ = all_even ? 1 : 0;
  }

  int points() const { return points_; }
  int prefix_items() const { return prefix_items_; }
  // Whether some move's inverse is no move (permutation_group.hpp).
  bool one_way() const { return generators_.one_way(); }
  // 1 when keys are halved ranks (every generator even), else 0.
  int key_shift() const { return key_shift_; }
  // Parity of the order with rank `suffix`, and of the prefix arrangement with rank `prefix`: their
  // sum is the parity of the whole arrangement (the sum of its Lehmer digits).
  int suffix_parity(int suffix) const { return order_parity_[suffix]; }
  int prefix_parity(int prefix) const { return prefix_parity_[prefix]; }

  State identity() const {
    const State state = {0, 0};
    return state;
  }

  // The state of the arrangement where[0..n) (item i on point where[i]). O(n).
  template <class Point>
  State make_state(const Point* where) const {
    State state;
    state.prefix = static_cast<uint16_t>(rank_arrangement(where, prefix_items_, points_));
    uint8_t order[suffix_items];
    unsigned prefix_points = 0;
    for (int i = 0; i < prefix_items_; ++i) prefix_points |= 1u << where[i];
    for (int j = 0; j < suffix_items; ++j)
      order[j] = static_cast<uint8_t>(lehmer_digit(where[prefix_items_ + j], prefix_points));
    state.suffix = static_cast<uint8_t>(rank_permutation(order, suffix_items));
    return state;
  }

  // The state with the given key, of the identity's parity when keys are halved ranks.
  State state_of_key(uint64_t key) const {
    const uint64_t rank = key << key_shift_;
    State state;
    state.prefix = static_cast<uint16_t>(rank / suffix_orders);
    state.suffix = static_cast<uint8_t>(rank % suffix_orders);
    if (key_shift_ != 0 && parity(state) != 0) state.suffix ^= 1u;  // the other order of the last two
    return state;
  }

  // This group's own: its moves (sizes tables of moves, search_model.hpp).
  int branching() const { return generators_.moves(); }
  int legal_moves(const State&, Move* out) const { return generators_.write_moves(out); }
  // The generators that lead back to a state's parents (search_model.hpp): the moves' inverses.
  int backward_moves(const State&, Move* out) const { return generators_.write_backward_moves(out); }
  void apply(State& state, Move move) const {
    const Step& step = steps_[state.prefix * generators_.count() + move];
    state.prefix = step.prefix;
    state.suffix = reorders_[step.reorder_row + state.suffix];
  }
  Move inverse(Move move) const { return generators_.inverse(move); }

  uint64_t key(const State& state) const {
    return (static_cast<uint64_t>(state.prefix) * suffix_orders + state.suffix) >> key_shift_;
  }
  uint64_t key_space() const { return factorial(points_) >> key_shift_; }

 private:
  // What one generator does to the states with one prefix.
  struct Step {
    uint16_t prefix;       // the new prefix
    uint16_t reorder_row;  // 120 x the rank of the permutation of the remaining points
  };

  int parity(const State& state) const { return prefix_parity(state.prefix) ^ suffix_parity(state.suffix); }

  // For each prefix: where the prefix items go, and how the remaining points, sorted, are reordered.
  // The reordering depends only on which points the prefix holds: it is computed once per set.
  void build_steps() {
    const int count = generators_.count();
    std::vector<uint16_t> reorder_rows((1u << points_) * count);
    for (unsigned set = 0; set < 1u << points_; ++set)
      if (static_cast<int>(count_bits32(set)) == prefix_items_)
        for (int g = 0; g < count; ++g) reorder_rows[set * count + g] = reorder_row(set, g);
    const uint64_t prefixes = arrangement_count(points_, prefix_items_);
    steps_.resize(prefixes * count);
    prefix_parity_.resize(prefixes);
    const uint64_t moved_rank[max_generators] = {0};
    const unsigned moved_points[max_generators] = {0};
    int prefix = 0;
    place_prefix_item(0, 0, 0, moved_rank, moved_points, reorder_rows, prefix);
  }

  // Places prefix item `item` on each free point in increasing order, so that the prefixes are met in
  // rank order, keeping digit by digit the prefix's parity and, for every generator, the rank of the
  // points it sends the placed items to (and the set of those points).
  void place_prefix_item(int item, unsigned taken, unsigned digit_sum, const uint64_t* moved_rank,
                         const unsigned* moved_points, const std::vector<uint16_t>& reorder_rows, int& prefix) {
    const int count = generators_.count();
    if (item == prefix_items_) {
      prefix_parity_[prefix] = static_cast<uint8_t>(digit_sum & 1u);
      for (int g = 0; g < count; ++g) {
        steps_[prefix * count + g].prefix = static_cast<uint16_t>(moved_rank[g]);
        steps_[prefix * count + g].reorder_row = reorder_rows[taken * count + g];
      }
      ++prefix;
      return;
    }
    uint64_t next_rank[max_generators];
    unsigned next_points[max_generators];
    for (unsigned point = 0; point < static_cast<unsigned>(points_); ++point) {
      if (taken >> point & 1u) continue;
      for (int g = 0; g < count; ++g) {
        const unsigned image = static_cast<unsigned>(generators_.image(g, static_cast<int>(point)));
        next_rank[g] = moved_rank[g] * static_cast<uint64_t>(points_ - item) + lehmer_digit(image, moved_points[g]);
        next_points[g] = moved_points[g] | 1u << image;
      }
      place_prefix_item(item + 1, taken | 1u << point, digit_sum + lehmer_digit(point, taken), next_rank, next_points,
                        reorder_rows, prefix);
    }
  }

  // 120 x the rank of the permutation by which generator g reorders the points outside prefix_points:
  // the j-th of them (in increasing order) goes to the reorder[j]-th of their images.
  uint16_t reorder_row(unsigned prefix_points, int g) const {
    unsigned moved_points = 0;
    for (int point = 0; point < points_; ++point)
      if (prefix_points >> point & 1u) moved_points |= 1u << generators_.image(g, point);
    uint8_t reorder[suffix_items];
    int j = 0;
    for (int point = 0; point < points_; ++point)
      if (!(prefix_points >> point & 1u))
        reorder[j++] = static_cast<uint8_t>(lehmer_digit(generators_.image(g, point), moved_points));
    return static_cast<uint16_t>(rank_permutation(reorder, suffix_items) * suffix_orders);
  }

  // reorders_[r * 120 + o]: the order o after the remaining points are reordered by permutation r.
  void build_reorders() {
    uint8_t permutations[suffix_orders][suffix_items];
    order_parity_.resize(suffix_orders);
    for (int rank = 0; rank < suffix_orders; ++rank) {
      unrank_permutation(rank, suffix_items, permutations[rank]);
      unsigned used = 0, digit_sum = 0;
      for (int j = 0; j < suffix_items; ++j) {
        digit_sum += lehmer_digit(permutations[rank][j], used);
        used |= 1u << permutations[rank][j];
      }
      order_parity_[rank] = static_cast<uint8_t>(digit_sum & 1u);
    }
    reorders_.resize(suffix_orders * suffix_orders);
    for (int r = 0; r < suffix_orders; ++r)
      for (int o = 0; o < suffix_orders; ++o) {
        uint8_t reordered[suffix_items];
        for (int j = 0; j < suffix_items; ++j) reordered[j] = permutations[r][permutations[o][j]];
        reorders_[r * suffix_orders + o] = static_cast<uint8_t>(rank_permutation(reordered, suffix_items));
      }
  }

  PermutationGenerators generators_;
  int points_, prefix_items_, key_shift_;
  std::vector<Step> steps_;
  std::vector<uint8_t> reorders_;
  std::vector<uint8_t> prefix_parity_, order_parity_;
};

template <int MaxMoves>
const int BasicCayleyGraph<MaxMoves>::max_branching;

// With the bound of every group model of this suite but booksort's.
typedef BasicCayleyGraph<max_group_moves> CayleyGraph;

}  // namespace puzzle

#endif  // PUZZLE_CAYLEY_GRAPH_HPP
