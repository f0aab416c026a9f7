// A shortest sequence of moves, in a permutation group on n <= 16 points, from a start arrangement to
// the nearest one matching a wildcard target (m items pinned to given points, the others anywhere): for a
// learner to see the answer WildcardDistance only counts (--show). A breadth-first search over where
// just the pinned items stand (their paths are paths of whole arrangements, as in wildcard_distance.hpp),
// moves in generator order, so the sequence is the lexicographically smallest of the shortest.
// Time and memory O(n!/(n-m)! x generators) at most: 181,440 placements for 9 points and 7 pins or more.
#ifndef PUZZLE_WILDCARD_PATH_HPP
#define PUZZLE_WILDCARD_PATH_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/group/arrangement_graph.hpp"
#include "puzzle/group/cayley_table.hpp"
#include "puzzle/group/permutation_group.hpp"
#include "puzzle/search/breadth_first_search.hpp"
#include "puzzle/util/holds_each_once.hpp"

namespace puzzle {

namespace detail {

// Where the pinned items stand, with the target as goal: the arrangement graph of the pinned items.
class PinnedItemsToTarget {
 public:
  typedef ArrangementState State;
  typedef int Move;
  static const int max_branching = ArrangementGraph::max_branching;

  PinnedItemsToTarget(const ArrangementGraph& graph, const State& goal, int pins)
      : graph_(graph), goal_(goal), pins_(pins) {}

  int branching() const { return graph_.branching(); }
  int legal_moves(const State& state, Move* out) const { return graph_.legal_moves(state, out); }
  void apply(State& state, Move move) const { graph_.apply(state, move); }
  uint64_t key(const State& state) const { return graph_.key(state); }
  bool is_goal(const State& state) const {
    for (int i = 0; i < pins_; ++i)
      if (state.point[i] != goal_.point[i]) return false;
    return true;
  }

 private:
  const ArrangementGraph& graph_;
  State goal_;
  int pins_;
};

}  // namespace detail

// start[item] is the point the item stands on; pinned[item] the point it must reach, or `unpinned`.
// Writes into `moves` (generator indices) a shortest sequence reaching the target; false (moves
// empty) if no matching arrangement can be reached. Precondition: start holds 0..n-1 once each; the
// pinned points are distinct; n!/(n-m)! < 2^31.
inline bool shortest_wildcard_path(const PermutationGenerators& generators, const uint8_t* start, const int* pinned,
                                   std::vector<int>& moves) {
  const int points = generators.points();
  assert(holds_each_once(start, points) && pinned_points_distinct(pinned, points) &&
         "shortest_wildcard_path: start must hold each item once, pins on distinct points");
  uint8_t from[max_permutation_size], to[max_permutation_size];
  int pins = 0;
  for (int item = 0; item < points; ++item)
    if (pinned[item] != unpinned) {
      from[pins] = start[item];
      to[pins++] = static_cast<uint8_t>(pinned[item]);
    }
  const ArrangementGraph graph(generators, pins);
  const detail::PinnedItemsToTarget model(graph, graph.make_state(to), pins);
  const SearchResult<int> result =
      breadth_first_search(model, graph.make_state(from), BreadthFirstOptions().keep_at_most(graph.key_space() + 1));
  moves = result.moves;
  return result.found;
}

}  // namespace puzzle

#endif  // PUZZLE_WILDCARD_PATH_HPP
