// A cubic eight-puzzle position as a learner sees it from above (--show): each cube's top colour,
// W, R or B, and '.' for the empty square, in 3 rows. O(9) per position.
//
//   W W W
//   W . W
//   W W W
#ifndef PUZZLE_CUBE_DRAWING_HPP
#define PUZZLE_CUBE_DRAWING_HPP

#include <string>
#include <vector>

#include "puzzle/cube/cube_puzzle.hpp"

namespace puzzle {

inline std::vector<std::string> draw_cube_board(CubeState state) {
  std::vector<std::string> lines(3);
  for (int cell = 0; cell < cube_board_cells; ++cell) {
    std::string& line = lines[static_cast<std::size_t>(cell / 3)];
    if (cell % 3 > 0) line += ' ';
    line += cell == empty_cell(state) ? '.' : "WRB"[top_colour(orientation_at(state, cell))];
  }
  return lines;
}

// Draws the states of CubePuzzle for Lessons::show_path.
struct CubeBoardDrawing {
  std::vector<std::string> operator()(CubeState state) const { return draw_cube_board(state); }
};

}  // namespace puzzle

#endif  // PUZZLE_CUBE_DRAWING_HPP
