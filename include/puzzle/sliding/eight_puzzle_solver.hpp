// The 8-puzzle toward 1 2 ... 8 then the blank, as `eight` solves it: SlidingSolver with its tuned
// table budget (tuning.hpp). Costs as SlidingSolver: see README, `eight`.
#ifndef PUZZLE_EIGHT_PUZZLE_SOLVER_HPP
#define PUZZLE_EIGHT_PUZZLE_SOLVER_HPP

#include <stdint.h>

#include "puzzle/sliding/sliding_solver.hpp"
#include "puzzle/sliding/tuning.hpp"

namespace puzzle {

class EightPuzzleSolver : public SlidingSolver {
 public:
  EightPuzzleSolver() : SlidingSolver(3, 3, goal(), eight_puzzle_table_cost_in_nodes()) {}

 private:
  static const uint8_t* goal() {
    static const uint8_t tiles[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    return tiles;
  }
};

}  // namespace puzzle

#endif  // PUZZLE_EIGHT_PUZZLE_SOLVER_HPP
