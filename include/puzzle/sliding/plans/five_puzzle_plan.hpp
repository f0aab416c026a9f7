// How `leetcode773` answers 2x3 boards (the 5-puzzle) toward 1 2 3 / 4 5 then the blank
// (sliding_solver.hpp): the table of every board straight away. A goal has 360 boards; the table of
// them all (sliding_table_lookup.hpp) costs about what IDA* on Manhattan distance spends on one of
// the farthest boards, ten average ones (bench/leetcode773_bench prints both), microseconds beside
// the process's start: nothing worth renting. The learners' pdb method reads the 3-2 partition below.
// Costs: docs/binaries/leetcode773.md.
#ifndef PUZZLE_FIVE_PUZZLE_PLAN_HPP
#define PUZZLE_FIVE_PUZZLE_PLAN_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/sliding/plans/sliding_strategy.hpp"
#include "puzzle/sliding/plans/sliding_table_lookup.hpp"
#ifndef PUZZLE_BUNDLE  // the learners' pdb method
#include "puzzle/sliding/estimates/sliding_pdb_puzzle.hpp"
#endif

namespace puzzle {

#ifndef PUZZLE_BUNDLE
// For 2x3 boards (the learners' --method pdb; no plan uses it): tiles 1-3 of the standard goal and
// tiles 4-5, two databases of 16^3 and 16^2 bytes by key.
inline TilePatterns five_puzzle_patterns() {
  const uint8_t first[3] = {1, 2, 3}, second[2] = {4, 5};
  TilePatterns patterns;
  patterns.push_back(std::vector<uint8_t>(first, first + 3));
  patterns.push_back(std::vector<uint8_t>(second, second + 2));
  return patterns;
}
#endif

inline SlidingPlan five_puzzle_plan() {
  const SlidingStrategy table = {"table look-up", "the table of every board's first move on a shortest path",
                                 &make_sliding_table_lookup, no_node_budget, false};
  return SlidingPlan(1, table);
}

}  // namespace puzzle

#endif  // PUZZLE_FIVE_PUZZLE_PLAN_HPP
