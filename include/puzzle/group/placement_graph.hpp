// A permutation group acting on where k identical items stand among its n <= 32 points, as a search
// model: a state is the set of points the items stand on (a mask), a move sends each item through one
// generator. States: C(n, k), keyed densely by colexicographic rank (rank_combination), with
// state_of_key for the direction-optimizing BFS. The unordered counterpart of arrangement_graph.hpp:
// fewer states (C(24, 8) = 735,471 against 24!/16! = 2.97e10), for items that need not be told apart.
// A move and a key: ceil(n/8) table look-ups each (the image of each byte of the mask; the byte's
// share of the rank, CombinationRanker). Tables: generators x n/8 x 256 x 4 bytes for the moves (24 KB
// for 8 generators on 24 points), and the ranker's (19.5 KB for 8 items of 24). State of a key O(32).
#ifndef PUZZLE_PLACEMENT_GRAPH_HPP
#define PUZZLE_PLACEMENT_GRAPH_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/group/permutation_group.hpp"
#include "puzzle/ranking/combination_rank.hpp"

namespace puzzle {

// Search model (see search_model.hpp); moves are the group's moves (generator indices), in index
// order; inverse(move) and the backward moves may be generators that are no move (one-way moves),
// which apply() takes as well. MaxMoves: the most moves of the group (asserted), the model's
// max_branching.
template <int MaxMoves>
class BasicPlacementGraph {
 public:
  typedef uint32_t State;  // bit p set: an item stands on point p
  typedef int Move;
  static const int max_branching = MaxMoves;

  // Precondition: 0 <= items <= generators.points().
  BasicPlacementGraph(const PermutationGenerators& generators, int items)
      : generators_(within_moves(generators, MaxMoves)),
        items_(checked_items(generators.points(), items)),
        bytes_((generators.points() + 7) / 8),
        key_space_(binomial(generators.points(), items)),
        ranker_(generators.points(), items),
        byte_images_(static_cast<std::size_t>(generators.count() * bytes_ * 256)) {
    for (int g = 0; g < generators.count(); ++g)
      for (int byte = 0; byte < bytes_; ++byte)
        for (int value = 0; value < 256; ++value) {
          uint32_t image = 0;
          for (int bit = 0; bit < 8; ++bit) {
            const int point = 8 * byte + bit;
            if ((value >> bit & 1) && point < generators.points()) image |= 1u << generators.image(g, point);
          }
          byte_images_[(g * bytes_ + byte) * 256 + value] = image;
        }
  }

  int points() const { return generators_.points(); }
  int items() const { return items_; }

  // The state whose items stand on points[0..items()), distinct points below points().
  template <class Point>
  State make_state(const Point* points) const {
    State state = 0;
    for (int i = 0; i < items_; ++i) state |= 1u << points[i];
    return state;
  }

  // This group's own: its moves (sizes tables of moves, search_model.hpp).
  int branching() const { return generators_.moves(); }
  int legal_moves(const State&, Move* out) const { return generators_.write_moves(out); }
  // The generators that lead back to a state's parents (search_model.hpp): the moves' inverses.
  int backward_moves(const State&, Move* out) const { return generators_.write_backward_moves(out); }
  void apply(State& state, Move move) const {
    const uint32_t* images = &byte_images_[static_cast<std::size_t>(move * bytes_ * 256)];
    State image = 0;
    for (int byte = 0; byte < bytes_; ++byte, images += 256) image |= images[state >> (8 * byte) & 0xFFu];
    state = image;
  }
  Move inverse(Move move) const { return generators_.inverse(move); }

  uint64_t key(const State& state) const { return ranker_.rank(state); }
  uint64_t key_space() const { return key_space_; }
  State state_of_key(uint64_t key) const { return unrank_combination(key, items_); }

 private:
  // The precondition, checked before the members built from it.
  static int checked_items(int points, int items) {
    assert(0 <= items && items <= points && "PlacementGraph: 0 <= items <= points");
    (void)points;  // read by the assert only
    return items;
  }

  PermutationGenerators generators_;
  int items_;
  int bytes_;  // of a mask that covers the points
  uint64_t key_space_;
  CombinationRanker ranker_;
  std::vector<uint32_t> byte_images_;  // [(generator * bytes_ + byte) * 256 + value]: image of those points
};

template <int MaxMoves>
const int BasicPlacementGraph<MaxMoves>::max_branching;

// With the bound of every group model of this suite but booksort's.
typedef BasicPlacementGraph<max_group_moves> PlacementGraph;

}  // namespace puzzle

#endif  // PUZZLE_PLACEMENT_GRAPH_HPP
