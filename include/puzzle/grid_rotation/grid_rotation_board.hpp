// The 3x3 rotation puzzle (UESTC 485 "Game"): nine tiles, no blank; a move rotates one row left or
// right, or one column up or down, by one cell, cyclically. 12 moves, each a 3-cycle of the cells.
#ifndef PUZZLE_GRID_ROTATION_BOARD_HPP
#define PUZZLE_GRID_ROTATION_BOARD_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/group/permutation_group.hpp"

namespace puzzle {

const int grid_rotation_cells = 9;  // row-major: cell = 3 * row + column
const int grid_rotation_move_count = 12;

// Row moves, then column moves; each move is followed by its inverse.
enum GridRotationMove {
  row0_left,
  row0_right,
  row1_left,
  row1_right,
  row2_left,
  row2_right,
  column0_up,
  column0_down,
  column1_up,
  column1_down,
  column2_up,
  column2_down
};

// The cell that `move` carries the tile on `cell` to.
inline int grid_rotation_target(GridRotationMove move, int cell) {
  const int line = move / 2 % 3;            // the row or column turned
  const int shift = move % 2 == 0 ? 2 : 1;  // left / up moves a tile one back: two forward, cyclically
  const int row = cell / 3, column = cell % 3;
  if (move < column0_up) return row == line ? 3 * row + (column + shift) % 3 : cell;
  return column == line ? 3 * ((row + shift) % 3) + column : cell;
}

// The 12 moves as permutations of the cells, in GridRotationMove order.
inline PermutationGenerators grid_rotation_generators() {
  std::vector<std::vector<uint8_t> > images(grid_rotation_move_count, std::vector<uint8_t>(grid_rotation_cells));
  for (int move = 0; move < grid_rotation_move_count; ++move)
    for (int cell = 0; cell < grid_rotation_cells; ++cell)
      images[move][cell] = static_cast<uint8_t>(grid_rotation_target(static_cast<GridRotationMove>(move), cell));
  return PermutationGenerators(grid_rotation_cells, images);
}

}  // namespace puzzle

#endif  // PUZZLE_GRID_ROTATION_BOARD_HPP
