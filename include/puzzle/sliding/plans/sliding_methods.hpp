// The learners' --method for the sliding binaries (docs/learning.md; not in judge bundles, which
// never choose): the names, and the plan (sliding_strategy.hpp) each stands for, which the solver
// (sliding_solver.hpp, use_plan) then runs in place of its binary's tuned plan. One strategy each:
// bfs (breadth-first search from the start), astar (A* on Manhattan distance), both stopping at a
// number of nodes kept (outcome sliding_stopped), idastar (IDA* on Manhattan distance), pdb (IDA* on
// the pattern databases of the board size's tuned partition: leetcode773's on 2x3 boards, eight2's
// on 3x3, fifteen's on 4x4, without move pruning). O(1) to choose; each method costs what its search costs.
#ifndef PUZZLE_SLIDING_METHODS_HPP
#define PUZZLE_SLIDING_METHODS_HPP

#include <cassert>
#include <stdint.h>
#include <string>
#include <vector>

#include "puzzle/search/a_star.hpp"
#include "puzzle/search/breadth_first_search.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/sliding/plans/database_search.hpp"
#include "puzzle/sliding/plans/eight_puzzle_pair_plan.hpp"
#include "puzzle/sliding/plans/fifteen_puzzle_plan.hpp"
#include "puzzle/sliding/plans/five_puzzle_plan.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"
#include "puzzle/sliding/plans/sliding_strategy.hpp"

namespace puzzle {

// The names --method accepts, "default" (the binary's tuned plan) first, ending with a null pointer.
inline const char* const* sliding_methods() {
  static const char* const names[] = {"default", "bfs", "astar", "idastar", "pdb", 0};
  return names;
}

namespace detail {

// Breadth-first search from the start, or A* on Manhattan distance: each keeps every node it
// generates, up to the budget.
template <bool breadth_first>
class KeptSearch : public SlidingMethod {
 public:
  KeptSearch(int rows, int cols, const uint8_t* goal) : model_(rows, cols, goal) {}
  bool solve(const uint8_t* tiles, uint64_t budget, bool, SearchMonitor* monitor, std::vector<SlideMove>& moves,
             uint64_t& expanded) const {
    const SlidingState start = model_.make_state(tiles);
    const SearchResult<SlideMove> result =
        breadth_first
            ? breadth_first_search(model_, start, BreadthFirstOptions().keep_at_most(budget).monitored_by(monitor))
            : a_star(model_, start, AStarOptions().keep_at_most(budget).monitored_by(monitor));
    expanded += result.expanded;
    moves = result.moves;
    return result.found;
  }

 private:
  SlidingPuzzle model_;
};

template <bool breadth_first>
SlidingMethod* make_kept_search(int rows, int cols, const uint8_t* goal) {
  return new KeptSearch<breadth_first>(rows, cols, goal);
}

}  // namespace detail

// The plan of the method `name`, one of sliding_methods() but "default" (which keeps the binary's
// own plan), on rows x cols boards; bfs and astar stop past `max_kept` nodes kept. Precondition for
// pdb: a 2x3, 3x3 or 4x4 board.
inline SlidingPlan sliding_method_plan(const std::string& name, int rows, int cols, uint64_t max_kept) {
  int method = 1;
  while (sliding_methods()[method] != 0 && name != sliding_methods()[method]) ++method;
  assert(sliding_methods()[method] != 0 && "sliding_method_plan: one of sliding_methods() but default");
  const SlidingStrategy chosen[] = {
      {"breadth-first search from the start", 0, &detail::make_kept_search<true>, max_kept, false},
      {"A* on Manhattan distance", 0, &detail::make_kept_search<false>, max_kept, false},
      {"IDA* on Manhattan distance", 0, &make_sliding_search<SlidingPuzzle>, no_node_budget, false},
      {"IDA* on additive pattern databases", "pattern databases",
       rows * cols == 6   ? &make_database_search<five_puzzle_patterns>
       : rows * cols == 9 ? &make_database_search<eight_puzzle_patterns>
                          : &make_database_search<fifteen_puzzle_patterns>,
       no_node_budget, false}};
  return SlidingPlan(chosen + method - 1, chosen + method);
}

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_METHODS_HPP
