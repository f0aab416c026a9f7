// Sorting by block moves as a search model (search/search_model.hpp) for the generic searches: a
// state is a framed permutation (block_move.hpp); the moves are those that cut three breakpoints,
// which keep a shortest sorting (block_move.hpp, "Reduction") and are C(breakpoints, 3), not
// C(n + 1, 3); the estimate is the exact distance from a ReducedDistanceTable when the permutation
// has few enough breakpoints and is near enough, else the cycle-graph bound (or the table's, if
// larger). All are admissible, so ida_star returns a shortest sorting. Per move O(n); per estimate O(n).
#ifndef PUZZLE_BLOCK_MOVE_PUZZLE_HPP
#define PUZZLE_BLOCK_MOVE_PUZZLE_HPP

#include <algorithm>
#include <stdint.h>

#include "puzzle/block_moves/block_move.hpp"
#include "puzzle/block_moves/cycle_graph_bound.hpp"
#include "puzzle/block_moves/reduced_distance_table.hpp"

namespace puzzle {

class BlockMovePuzzle {
 public:
  typedef BlockPermutation State;
  typedef BlockMove Move;
  // Three of at most 17 breakpoints (16 items): C(17, 3).
  static const int max_branching = 680;

  // `table` outlives the model.
  explicit BlockMovePuzzle(const ReducedDistanceTable& table) : table_(table) {}

  // The moves that cut three breakpoints, in order of their gaps (first, middle, last).
  int legal_moves(const State& state, Move* out) const {
    uint8_t breakpoint[max_block_items + 1];
    int breakpoints = 0;
    for (int gap = 0; gap <= state.size; ++gap)
      if (is_breakpoint(state, gap)) breakpoint[breakpoints++] = static_cast<uint8_t>(gap);
    int count = 0;
    for (int first = 0; first < breakpoints; ++first)
      for (int middle = first + 1; middle < breakpoints; ++middle)
        for (int last = middle + 1; last < breakpoints; ++last)
          out[count++] = block_move(breakpoint[first], breakpoint[middle], breakpoint[last]);
    return count;
  }

  void apply(State& state, Move move) const { apply_block_move(state, move); }
  Move inverse(Move move) const { return inverse_block_move(move); }

  // Exact when the table knows the distance; otherwise the larger of the table's bound (if it has
  // the permutation) and the cycle-graph bound (which is never below ceil(breakpoints / 3)).
  int estimate(const State& state) const {
    if (state.breakpoints > table_.max_breakpoints()) return cycle_graph_bound(state);
    const int known = table_.capped_distance(state);
    return known <= table_.max_depth() ? known : std::max(known, cycle_graph_bound(state));
  }
  bool is_goal(const State& state) const { return state.breakpoints == 0; }

 private:
  const ReducedDistanceTable& table_;
};

}  // namespace puzzle

#endif  // PUZZLE_BLOCK_MOVE_PUZZLE_HPP
