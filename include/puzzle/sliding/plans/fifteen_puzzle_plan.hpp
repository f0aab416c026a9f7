// How `fifteen` answers 4x4 boards toward 1 2 ... 15 then the blank (sliding_solver.hpp): IDA* on the
// walking distance, giving up early, until it has expanded what building the databases and the
// move-pruning automaton costs, then IDA* on the 5-5-5 databases with move pruning; partition,
// pruning length and budget tuned, here, each with the benchmark that chose it. Costs:
// docs/performance.md, `fifteen`.
#ifndef PUZZLE_FIFTEEN_PUZZLE_PLAN_HPP
#define PUZZLE_FIFTEEN_PUZZLE_PLAN_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/sliding/plans/pruned_database_search.hpp"
#include "puzzle/sliding/plans/sliding_strategy.hpp"
#include "puzzle/sliding/estimates/sliding_walking_puzzle.hpp"

namespace puzzle {

// For the 15-puzzle with goal 1..15 then the blank: three patterns of 5 tiles, 1 2 3 6 7 (top left),
// 4 8 11 12 15 (right), 5 9 10 13 14 (bottom left); the fewest nodes of the 27 partitions into
// connected patterns of 5 (chosen by bench/fifteen_bench; docs/binaries/fifteen.md says why):
// 3 x 16^5 bytes = 3 MiB.
inline TilePatterns fifteen_puzzle_patterns() {
  const uint8_t tiles[3][5] = {{1, 2, 3, 6, 7}, {4, 8, 11, 12, 15}, {5, 9, 10, 13, 14}};
  TilePatterns patterns;
  for (int p = 0; p < 3; ++p) patterns.push_back(std::vector<uint8_t>(tiles[p], tiles[p] + 5));
  return patterns;
}

// Tuned with bench/fifteen_bench: building those databases (and the move-pruning automaton) takes
// as long as IDA* on the walking distance expanding about this many nodes.
inline uint64_t fifteen_puzzle_build_cost_in_nodes() { return 10000000; }

// Tuned with bench/fifteen_bench: the search on the databases prunes every sequence of up to this
// many moves that an earlier one, no longer, replaces (sliding_move_pruning.hpp).
enum { fifteen_puzzle_pruning_length = 12 };

inline SlidingPlan fifteen_puzzle_plan() {
  const SlidingStrategy plan[] = {
      {"IDA* on walking distance", 0, &make_sliding_search<SlidingWalkingPuzzle>, fifteen_puzzle_build_cost_in_nodes(),
       true},
      {"IDA* on additive pattern databases, with move pruning", "pattern databases",
       &make_pruned_database_search<fifteen_puzzle_patterns, fifteen_puzzle_pruning_length>, no_node_budget, false}};
  return SlidingPlan(plan, plan + 2);
}

}  // namespace puzzle

#endif  // PUZZLE_FIFTEEN_PUZZLE_PLAN_HPP
