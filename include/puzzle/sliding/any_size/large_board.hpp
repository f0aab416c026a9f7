// A sliding board of any size as the large-board binaries read it (POJ 2893's up to 999 x 999, HDU
// 3600's, POJ 3240's): rows, columns and the tiles in reading order, 0 the blank, 4 bytes a cell. The
// goal is always the standard one, 1 2 ... n-1 and the blank last. Its Manhattan distance, and a
// blank's move on it (to replay a solution). O(1) a move.
#ifndef PUZZLE_LARGE_BOARD_HPP
#define PUZZLE_LARGE_BOARD_HPP

#include <cassert>
#include <cstdlib>
#include <stdint.h>
#include <vector>

#include "puzzle/grid/grid_geometry.hpp"

namespace puzzle {

struct LargeBoard {
  long rows, cols;
  std::vector<uint32_t> tiles;  // rows * cols of them: 0..n-1 once each
};

// The sum over the tiles of their distances home: no solution is shorter (a move moves one tile one
// cell). O(cells).
inline long manhattan_distance(const LargeBoard& board) {
  long total = 0;
  for (long cell = 0; cell < board.rows * board.cols; ++cell) {
    const long tile = static_cast<long>(board.tiles[static_cast<std::size_t>(cell)]);
    if (tile > 0)
      total += std::labs(cell / board.cols - (tile - 1) / board.cols) +
               std::labs(cell % board.cols - (tile - 1) % board.cols);
  }
  return total;
}

// The cell next to `cell` on a rows x cols board (reading order) in direction `move`, or -1 off it.
inline long neighbour_cell(long rows, long cols, long cell, SlideMove move) {
  const long row = cell / cols, col = cell % cols;
  switch (move) {
    case slide_down:
      return row + 1 < rows ? cell + cols : -1;
    case slide_left:
      return col > 0 ? cell - 1 : -1;
    case slide_right:
      return col + 1 < cols ? cell + 1 : -1;
    default:
      return row > 0 ? cell - cols : -1;
  }
}

// Moves the blank of `board`, on cell `blank` (updated), one cell by `move`. Precondition: the move
// stays on the board.
inline void slide_on(LargeBoard& board, long& blank, SlideMove move) {
  const long to = neighbour_cell(board.rows, board.cols, blank, move);
  assert(to >= 0 && "slide_on: a move off the board");
  board.tiles[static_cast<std::size_t>(blank)] = board.tiles[static_cast<std::size_t>(to)];
  board.tiles[static_cast<std::size_t>(to)] = 0;
  blank = to;
}

}  // namespace puzzle

#endif  // PUZZLE_LARGE_BOARD_HPP
