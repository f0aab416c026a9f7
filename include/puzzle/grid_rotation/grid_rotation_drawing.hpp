// The rotation puzzle's board as a learner sees it (--show): its tiles in 3 rows; and a move as a
// short label: "r2<" turns row 2 left, "r2>" right, "c3^" turns column 3 up, "c3v" down (rows and
// columns counted from 1, top and left). O(9) per board.
//
//   1 2 3
//   4 5 6
//   7 8 9
#ifndef PUZZLE_GRID_ROTATION_DRAWING_HPP
#define PUZZLE_GRID_ROTATION_DRAWING_HPP

#include <stdint.h>
#include <string>
#include <vector>

#include "puzzle/grid_rotation/grid_rotation_board.hpp"
#include "puzzle/group/arrangement_graph.hpp"

namespace puzzle {

// The rows of the board tiles[cell] (tiles 1-9).
inline std::vector<std::string> grid_draw_rotation_board(const uint8_t* tiles) {
  std::vector<std::string> lines(3);
  for (int cell = 0; cell < grid_rotation_cells; ++cell) {
    std::string& line = lines[static_cast<std::size_t>(cell / 3)];
    if (cell % 3 > 0) line += ' ';
    line += static_cast<char>('0' + tiles[cell]);
  }
  return lines;
}

inline std::string grid_rotation_move_label(GridRotationMove move) {
  const bool row = move < column0_up;
  std::string label(row ? "r" : "c");
  label += static_cast<char>('1' + move / 2 % 3);
  label += row ? (move % 2 == 0 ? '<' : '>') : (move % 2 == 0 ? '^' : 'v');
  return label;
}

// Draws a board kept as the arrangement of its tiles (ArrangementGraph over the 12 moves, tile t as
// item t - 1 on point = cell), for show_path (io/side_by_side.hpp).
struct GridRotationBoardDrawing {
  std::vector<std::string> operator()(const ArrangementState& state) const {
    uint8_t tiles[grid_rotation_cells];
    for (int item = 0; item < grid_rotation_cells; ++item) tiles[state.point[item]] = static_cast<uint8_t>(item + 1);
    return grid_draw_rotation_board(tiles);
  }
};

// Labels the moves of that graph (generator indices in GridRotationMove order).
struct GridRotationMoveLabel {
  std::string operator()(const ArrangementState&, int move) const {
    return grid_rotation_move_label(static_cast<GridRotationMove>(move));
  }
};

}  // namespace puzzle

#endif  // PUZZLE_GRID_ROTATION_DRAWING_HPP
