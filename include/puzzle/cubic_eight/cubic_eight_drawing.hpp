// A cubic eight-puzzle position as a learner sees it from above (--show): each cube's top colour,
// W, R or B, and '.' for the empty square, in 3 rows. O(9) per position.
//
//   W W W
//   W . W
//   W W W
#ifndef PUZZLE_CUBIC_EIGHT_DRAWING_HPP
#define PUZZLE_CUBIC_EIGHT_DRAWING_HPP

#include <string>
#include <vector>

#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"

namespace puzzle {

inline std::vector<std::string> draw_cubic_eight_board(CubicEightState state) {
  std::vector<std::string> lines(3);
  for (int cell = 0; cell < cubic_eight_cells; ++cell) {
    std::string& line = lines[static_cast<std::size_t>(cell / 3)];
    if (cell % 3 > 0) line += ' ';
    line += cell == empty_cell(state) ? '.' : "WRB"[top_colour(orientation_at(state, cell))];
  }
  return lines;
}

// Draws the states of CubicEightPuzzle for show_path (io/side_by_side.hpp).
struct CubicEightBoardDrawing {
  std::vector<std::string> operator()(CubicEightState state) const { return draw_cubic_eight_board(state); }
};

}  // namespace puzzle

#endif  // PUZZLE_CUBIC_EIGHT_DRAWING_HPP
