// The 15-puzzle toward 1 2 ... 15 then the blank, as `fifteen` solves it: IDA* on the walking
// distance, then on pattern databases with move pruning (ski rental), with the tuned partition,
// pruning length and build cost of tuning.hpp. Costs: see README, `fifteen`.
#ifndef PUZZLE_FIFTEEN_PUZZLE_SOLVER_HPP
#define PUZZLE_FIFTEEN_PUZZLE_SOLVER_HPP

#include <stdint.h>

#include "puzzle/sliding/pruned_database_search.hpp"
#include "puzzle/sliding/sliding_pdb_solver.hpp"
#include "puzzle/sliding/tuning.hpp"

namespace puzzle {

typedef BasicSlidingPdbSolver<PrunedDatabaseSearch<fifteen_puzzle_pruning_length> > FifteenPuzzleSolverBase;

class FifteenPuzzleSolver : public FifteenPuzzleSolverBase {
 public:
  FifteenPuzzleSolver()
      : FifteenPuzzleSolverBase(4, 4, goal(), fifteen_puzzle_patterns(), fifteen_puzzle_build_cost_in_nodes()) {}

 private:
  static const uint8_t* goal() {
    static const uint8_t tiles[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
    return tiles;
  }
};

}  // namespace puzzle

#endif  // PUZZLE_FIFTEEN_PUZZLE_SOLVER_HPP
