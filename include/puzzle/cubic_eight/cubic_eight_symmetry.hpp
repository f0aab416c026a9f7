// Symmetries of the cubic eight-puzzle's board that keep its start orientation: the 8 of the square,
// with Red and Blue swapping names under those that swap rows and columns. They map every start cell to
// a corner, an edge's middle or the centre. Maps of cells, targets and moves, O(1) each (targets O(9)).
#ifndef PUZZLE_CUBIC_EIGHT_SYMMETRY_HPP
#define PUZZLE_CUBIC_EIGHT_SYMMETRY_HPP

#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"
#include "puzzle/grid/grid_geometry.hpp"

namespace puzzle {

// Transpose the board (cell (r, c) goes to (c, r)), then flip the rows (r to 2 - r), then the columns.
// Transposing swaps every cube's columns and rows axes, which turns the start orientation (Blue toward
// the columns, Red toward the rows) into its mirror unless Red and Blue swap names as well: they do.
struct CubicEightSymmetry {
  bool transpose, flip_rows, flip_columns;
};

inline int map_cell(CubicEightSymmetry symmetry, int cell) {
  int row = cell / 3, column = cell % 3;
  if (symmetry.transpose) {
    const int was_row = row;
    row = column;
    column = was_row;
  }
  if (symmetry.flip_rows) row = 2 - row;
  if (symmetry.flip_columns) column = 2 - column;
  return row * 3 + column;
}

inline CubeColour map_colour(CubicEightSymmetry symmetry, CubeColour colour) {
  if (!symmetry.transpose || colour == cube_white) return colour;
  return colour == cube_red ? cube_blue : cube_red;
}

// The target whose positions are the images of `target`'s.
inline CubicEightTarget map_target(CubicEightSymmetry symmetry, const CubicEightTarget& target) {
  CubicEightTarget image;
  image.empty = map_cell(symmetry, target.empty);
  for (int cell = 0; cell < cubic_eight_cells; ++cell)
    image.top[map_cell(symmetry, cell)] = map_colour(symmetry, target.top[cell]);
  return image;
}

// The move whose image is `image`: where the empty square goes, undoing the flips, then the transpose.
inline SlideMove unmap_move(CubicEightSymmetry symmetry, SlideMove image) {
  const bool vertical = image == slide_down || image == slide_up;
  if (vertical ? symmetry.flip_rows : symmetry.flip_columns) image = inverse_slide(image);
  static const SlideMove transposed[slide_move_count] = {slide_right, slide_up, slide_down, slide_left};
  return symmetry.transpose ? transposed[image] : image;
}

// A symmetry that takes `cell` to 0 (a corner), 1 (the middle of an edge) or 4 (the centre).
inline CubicEightSymmetry symmetry_to_representative(int cell) {
  const int row = cell / 3, column = cell % 3;
  CubicEightSymmetry symmetry;
  symmetry.transpose = row == 1 && column != 1;  // the middles of the left and right edges
  symmetry.flip_rows = (symmetry.transpose ? column : row) == 2;
  symmetry.flip_columns = (symmetry.transpose ? row : column) == 2;
  return symmetry;
}

}  // namespace puzzle

#endif  // PUZZLE_CUBIC_EIGHT_SYMMETRY_HPP
