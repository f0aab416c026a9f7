// How `eight2` answers any 3x3 start and goal (sliding_solver.hpp, which renames the tiles so that
// the goal is the standard goal of its blank cell): IDA* on the walking distance, giving up early,
// until it has expanded what building the databases costs, then IDA* on the two databases of tiles
// 1-4 and 5-8; the tuned constants here, each with the benchmark that chose it. Costs:
// docs/performance.md, `eight2`.
#ifndef PUZZLE_EIGHT_PUZZLE_PAIR_PLAN_HPP
#define PUZZLE_EIGHT_PUZZLE_PAIR_PLAN_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/sliding/plans/database_search.hpp"
#include "puzzle/sliding/plans/eight_puzzle_patterns.hpp"
#include "puzzle/sliding/plans/sliding_strategy.hpp"
#include "puzzle/sliding/estimates/sliding_walking_puzzle.hpp"

namespace puzzle {

// Tuned with bench/eight2_bench: building those two databases takes as long as IDA* on the walking
// distance expanding about this many nodes (docs/performance.md, `eight2`).
inline uint64_t eight_puzzle_build_cost_in_nodes() { return 30000; }

inline SlidingPlan eight_puzzle_pair_plan() {
  const SlidingStrategy plan[] = {{"IDA* on walking distance", 0, &make_sliding_search<SlidingWalkingPuzzle>,
                                   eight_puzzle_build_cost_in_nodes(), true},
                                  {"IDA* on additive pattern databases", "pattern databases",
                                   &make_database_search<eight_puzzle_patterns>, no_node_budget, false}};
  return SlidingPlan(plan, plan + 2);
}

}  // namespace puzzle

#endif  // PUZZLE_EIGHT_PUZZLE_PAIR_PLAN_HPP
