// How `mipt091` answers 4x4 boards toward 1 2 ... 15 then the blank (sliding_solver.hpp), for a judge
// that takes any solution under 1000 moves within a time limit: fifteen's plan (fifteen_puzzle_plan.hpp:
// IDA* on walking distance, then on the 5-5-5 databases with move pruning), the databases' search
// bounded by a budget (it gives up once its iterations' growth says the budget left cannot pay), then,
// for what is left, IDA* on the walking distance tripled (weighted_walking_puzzle.hpp: at most 3 times
// the fewest moves, 240 at worst). So every board within the budget gets a shortest answer, and the
// hardest, 80 moves that take fifteen hundreds of millions of nodes, an answer of at most 240 moves
// at once. Costs: see docs/binaries/mipt091.md.
#ifndef PUZZLE_FIFTEEN_PUZZLE_BOUNDED_PLAN_HPP
#define PUZZLE_FIFTEEN_PUZZLE_BOUNDED_PLAN_HPP

#include <stdint.h>

#include "puzzle/sliding/plans/fifteen_puzzle_plan.hpp"
#include "puzzle/sliding/plans/sliding_strategy.hpp"
#include "puzzle/sliding/estimates/weighted_walking_puzzle.hpp"

namespace puzzle {

// The nodes the databases' search may expand before the weighted search answers instead.
inline uint64_t fifteen_puzzle_database_budget_in_nodes() { return 30000000; }

inline SlidingPlan fifteen_puzzle_bounded_plan() {
  SlidingPlan plan = fifteen_puzzle_plan();
  plan.back().budget = fifteen_puzzle_database_budget_in_nodes();
  plan.back().gives_up = true;
  const SlidingStrategy any_solution = {"IDA* on walking distance tripled (not a shortest solution)", 0,
                                        &make_sliding_search<WeightedWalkingPuzzle<3> >, no_node_budget, false};
  plan.push_back(any_solution);
  return plan;
}

}  // namespace puzzle

#endif  // PUZZLE_FIFTEEN_PUZZLE_BOUNDED_PLAN_HPP
