// How `eight` answers 3x3 boards toward 1 2 ... 8 then the blank (sliding_solver.hpp): IDA* on
// Manhattan distance, each board finished, until it has expanded the tuned budget (below, with the
// benchmark that chose it), then the table of every board. Costs: docs/performance.md, `eight`.
#ifndef PUZZLE_EIGHT_PUZZLE_PLAN_HPP
#define PUZZLE_EIGHT_PUZZLE_PLAN_HPP

#include <stdint.h>

#include "puzzle/sliding/tiles/sliding_puzzle.hpp"
#include "puzzle/sliding/plans/sliding_strategy.hpp"
#include "puzzle/sliding/plans/sliding_table_lookup.hpp"

namespace puzzle {

// IDA* on Manhattan distance answers the first boards until it has expanded this many nodes, two
// hardest boards' worth (15,000 each), so one or two boards never wait for the table. The table of
// all 181,440 boards costs more (230-270 thousand nodes, as bench/eight_bench counts it), but renting
// that long slows random boards more than renting this long does (docs/performance.md).
inline uint64_t eight_puzzle_table_cost_in_nodes() { return 30000; }

inline SlidingPlan eight_puzzle_plan() {
  const SlidingStrategy plan[] = {
      {"IDA* on Manhattan distance", 0, &make_sliding_search<SlidingPuzzle>, eight_puzzle_table_cost_in_nodes(), false},
      {"table look-up", "the table of every board's first move on a shortest path", &make_sliding_table_lookup,
       no_node_budget, false}};
  return SlidingPlan(plan, plan + 2);
}

}  // namespace puzzle

#endif  // PUZZLE_EIGHT_PUZZLE_PLAN_HPP
