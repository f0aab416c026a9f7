// How `eight` and the other 8-puzzle judges' binaries answer 3x3 boards toward 1 2 ... 8 then the
// blank (sliding_solver.hpp): pay only for what the input asks. IDA* on Manhattan distance (nothing
// built) answers the first boards, each finished, until it has expanded what the two pattern
// databases of eight_puzzle_patterns.hpp cost to build; then IDA* on those databases (about 75 nodes
// a random board) until it has expanded what the table of every board costs; then the table. Every
// stage gives the canonical answer. The budgets below, with the benchmark that chose them. Costs:
// docs/performance.md, `eight`. A bundle leaves the middle stage out (9 KB of source, where judges
// cap a submission's size: docs/bundles.md) and goes from Manhattan distance to the table: the same
// answers, a file of a few hundred boards about three times slower.
#ifndef PUZZLE_EIGHT_PUZZLE_PLAN_HPP
#define PUZZLE_EIGHT_PUZZLE_PLAN_HPP

#include <stdint.h>

#ifndef PUZZLE_BUNDLE
#include "puzzle/sliding/plans/database_search.hpp"
#include "puzzle/sliding/plans/eight_puzzle_patterns.hpp"
#endif
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"
#include "puzzle/sliding/plans/sliding_strategy.hpp"
#include "puzzle/sliding/plans/sliding_table_lookup.hpp"

namespace puzzle {

// What building the two databases costs in IDA* nodes on Manhattan distance (bench/eight_bench
// prints both: 17-21 thousand nodes, docs/performance.md).
inline uint64_t eight_puzzle_database_cost_in_nodes() { return 20000; }

// What building the table of all 181,440 boards costs in IDA* nodes on the databases (bench/eight_bench
// prints both: 150-310 thousand nodes, about 3,000 random boards; docs/performance.md).
inline uint64_t eight_puzzle_table_cost_in_nodes() { return 200000; }

// A bundle's one budget, Manhattan distance's before the table: what the table costs in its nodes (the
// budget before the middle stage came, docs/performance.md).
inline uint64_t eight_puzzle_manhattan_table_cost_in_nodes() { return 30000; }

inline SlidingPlan eight_puzzle_plan() {
#ifdef PUZZLE_BUNDLE
  const SlidingStrategy plan[] = {{"IDA* on Manhattan distance", 0, &make_sliding_search<SlidingPuzzle>,
                                   eight_puzzle_manhattan_table_cost_in_nodes(), false},
                                  {"table look-up", "the table of every board's first move on a shortest path",
                                   &make_sliding_table_lookup, no_node_budget, false}};
  return SlidingPlan(plan, plan + 2);
#else
  const SlidingStrategy plan[] = {
      {"IDA* on Manhattan distance", 0, &make_sliding_search<SlidingPuzzle>, eight_puzzle_database_cost_in_nodes(),
       false},
      {"IDA* on additive pattern databases", "pattern databases", &make_database_search<eight_puzzle_patterns>,
       eight_puzzle_table_cost_in_nodes(), false},
      {"table look-up", "the table of every board's first move on a shortest path", &make_sliding_table_lookup,
       no_node_budget, false}};
  return SlidingPlan(plan, plan + 3);
#endif
}

}  // namespace puzzle

#endif  // PUZZLE_EIGHT_PUZZLE_PLAN_HPP
