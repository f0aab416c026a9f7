// The 15-puzzle toward 1 2 ... 15 then the blank, as `fifteen` solves it: SlidingPdbSolver with its
// tuned partition and build cost (tuning.hpp). Costs as SlidingPdbSolver: see README, `fifteen`.
#ifndef PUZZLE_FIFTEEN_PUZZLE_SOLVER_HPP
#define PUZZLE_FIFTEEN_PUZZLE_SOLVER_HPP

#include <stdint.h>

#include "puzzle/sliding/sliding_pdb_solver.hpp"
#include "puzzle/sliding/tuning.hpp"

namespace puzzle {

class FifteenPuzzleSolver : public SlidingPdbSolver {
 public:
  FifteenPuzzleSolver()
      : SlidingPdbSolver(4, 4, goal(), fifteen_puzzle_patterns(), fifteen_puzzle_build_cost_in_nodes()) {}

 private:
  static const uint8_t* goal() {
    static const uint8_t tiles[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
    return tiles;
  }
};

}  // namespace puzzle

#endif  // PUZZLE_FIFTEEN_PUZZLE_SOLVER_HPP
