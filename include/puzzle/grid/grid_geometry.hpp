// The geometry shared by every grid with one blank (sliding tiles, sliding/; rolling cubes,
// cubic_eight/): the four moves of the blank in the canonical order d < l < r < u, and the neighbour
// table of an R x C grid. Their letters: slide_letters.hpp; the slide of a tile onto the blank:
// sliding/tiles/sliding_moves.hpp. O(1) per query; a table of 4 bytes per cell.
#ifndef PUZZLE_GRID_GEOMETRY_HPP
#define PUZZLE_GRID_GEOMETRY_HPP

#include <cassert>

namespace puzzle {

// Most cells of a board (the 15-puzzle's 4 x 4).
const int max_board_cells = 16;

// Where the blank moves. The numeric order is the canonical order of answers: d < l < r < u.
enum SlideMove { slide_down = 0, slide_left = 1, slide_right = 2, slide_up = 3 };

const int slide_move_count = 4;

inline SlideMove inverse_slide(SlideMove move) { return static_cast<SlideMove>(3 - move); }

// Neighbour table of an R x C grid: the cell the blank reaches by each move, or -1 off the board;
// and per cell its legal moves in canonical order.
class GridGeometry {
 public:
  // Precondition: 1 <= rows, cols; rows * cols <= max_board_cells.
  GridGeometry(int rows, int cols) : rows_(rows), cols_(cols) {
    assert(rows >= 1 && cols >= 1 && rows * cols <= max_board_cells && "GridGeometry: board size");
    for (int cell = 0; cell < rows * cols; ++cell) {
      const int row = cell / cols, col = cell % cols;
      target_[cell][slide_down] = static_cast<signed char>(row + 1 < rows ? cell + cols : -1);
      target_[cell][slide_left] = static_cast<signed char>(col > 0 ? cell - 1 : -1);
      target_[cell][slide_right] = static_cast<signed char>(col + 1 < cols ? cell + 1 : -1);
      target_[cell][slide_up] = static_cast<signed char>(row > 0 ? cell - cols : -1);
      move_count_[cell] = 0;
      for (int m = 0; m < slide_move_count; ++m) moves_[cell][m] = slide_down;
      for (int m = 0; m < slide_move_count; ++m)
        if (target_[cell][m] >= 0) moves_[cell][move_count_[cell]++] = static_cast<SlideMove>(m);
    }
  }
  int cols() const { return cols_; }
  int cells() const { return rows_ * cols_; }
  // The cell the blank moves to from `cell` by `move`, or -1.
  int target(int cell, SlideMove move) const { return target_[cell][move]; }

  // Writes the moves of a blank on `cell` that stay on the board, in canonical order; returns how many.
  int legal_moves(int cell, SlideMove* out) const {
    for (int i = 0; i < slide_move_count; ++i) out[i] = moves_[cell][i];  // a fixed-size copy, unrolled
    return move_count_[cell];
  }

 private:
  int rows_, cols_;
  signed char target_[max_board_cells][slide_move_count];
  SlideMove moves_[max_board_cells][slide_move_count];  // the legal ones first
  int move_count_[max_board_cells];
};

}  // namespace puzzle

#endif  // PUZZLE_GRID_GEOMETRY_HPP
