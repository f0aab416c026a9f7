// Any 3x3 start and goal, as `eight2` solves them: SlidingPairSolver with its tuned partition and
// build cost (tuning.hpp). Costs as SlidingPairSolver: see README, `eight2`.
#ifndef PUZZLE_EIGHT_PUZZLE_PAIR_SOLVER_HPP
#define PUZZLE_EIGHT_PUZZLE_PAIR_SOLVER_HPP

#include <stdint.h>

#include "puzzle/sliding/sliding_pair_solver.hpp"
#include "puzzle/sliding/tuning.hpp"

namespace puzzle {

class EightPuzzlePairSolver : public SlidingPairSolver {
 public:
  EightPuzzlePairSolver() : SlidingPairSolver(3, 3, eight_puzzle_patterns(), eight_puzzle_build_cost_in_nodes()) {}
};

}  // namespace puzzle

#endif  // PUZZLE_EIGHT_PUZZLE_PAIR_SOLVER_HPP
