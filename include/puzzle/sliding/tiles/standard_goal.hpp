// The standard goal of a sliding board with the blank on a given cell: tiles 1, 2, ... in reading
// order around it. Any board with its blank there is this one with the tiles renamed, and moves name
// where the blank goes, so a search toward (or from) it serves every such board: the sliding solver
// (sliding_solver.hpp) renames goals onto it, the farthest-board solver (farthest_board_solver.hpp)
// starts. O(cells).
#ifndef PUZZLE_STANDARD_GOAL_HPP
#define PUZZLE_STANDARD_GOAL_HPP

#include <cassert>
#include <stdint.h>

namespace puzzle {

// Writes into goal[0..cells) the standard goal with the blank on `blank_cell`.
// Precondition: 0 <= blank_cell < cells.
inline void standard_goal(int cells, int blank_cell, uint8_t* goal) {
  assert(blank_cell >= 0 && blank_cell < cells && "standard_goal: the blank on one of the cells");
  int tile = 1;
  for (int cell = 0; cell < cells; ++cell) goal[cell] = static_cast<uint8_t>(cell == blank_cell ? 0 : tile++);
}

}  // namespace puzzle

#endif  // PUZZLE_STANDARD_GOAL_HPP
