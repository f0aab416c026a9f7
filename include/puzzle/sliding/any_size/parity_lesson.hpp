// What the parity binaries (poj2893, hdu3600) show a learner (docs/learning.md; the Lesson contract
// of learning/learning_contract.hpp). --stats sums the argument up: "solvable: odd permutation (9 cells in
// 6 cycles), blank 3 moves from home" (the permutation takes each cell to its tile's goal cell; the
// board is solvable exactly when its parity, cells less cycles, is the parity of the blank's distance
// home: standard_goal_parity.hpp). --show draws a board that fits on a screen beside the same board with
// each cell's cycle numbered, so the cycles can be followed by eye (cycle 2: the blank's home is the
// corner, which holds 6, whose home holds 5, whose home holds 2, whose home is the blank's cell):
//
//   board    cycles
//   1 . 3    1 2 3
//   4 2 5    4 2 2
//   7 8 6    5 6 2
//
// O(cells) a board (the cycles are walked again, a cache miss a cell on large boards).
#ifndef PUZZLE_PARITY_LESSON_HPP
#define PUZZLE_PARITY_LESSON_HPP

#include <string>
#include <vector>

#include "puzzle/io/decimal.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/side_by_side.hpp"
#include "puzzle/learning/stats_report.hpp"
#include "puzzle/sliding/any_size/large_board.hpp"
#include "puzzle/sliding/tiles/sliding_drawing.hpp"
#include "puzzle/sliding/any_size/standard_goal_parity.hpp"

namespace puzzle {

struct ParityLesson {
  typedef LargeBoard Case;
  typedef StandardGoalParity Answer;

  // The most rows --show draws (a terminal's screen); a board must also fit in terminal_columns.
  static const long max_drawn_rows = 25;

  std::string summary(const Case& board, const Answer& parity) const {
    return std::string(parity.solvable() ? "solvable" : "unsolvable") + ": " +
           (parity.permutation_parity == 0 ? "even" : "odd") + " permutation (" +
           count_text(static_cast<uint64_t>(board.rows * board.cols), "cell") + " in " +
           count_text(static_cast<uint64_t>(goal_cycles(&board.tiles[0], board.rows, board.cols)), "cycle") +
           "), blank " + count_text(static_cast<uint64_t>(parity.blank_distance), "move") + " from home";
  }

  void show(OutputBuffer& out, const Case& board, const Answer&) const {
    const int rows = static_cast<int>(board.rows), cols = static_cast<int>(board.cols);
    const std::size_t width = static_cast<std::size_t>(cols) * (decimal(board.rows * board.cols - 1).size() + 1) - 1;
    if (board.rows > max_drawn_rows || width > terminal_columns) {
      out << "(not drawn: " << board.rows << " x " << board.cols << " is more than " << max_drawn_rows << " rows of "
          << static_cast<long>(terminal_columns) << " columns)\n\n";
      return;
    }
    std::vector<long> cycle_of_cell;
    goal_cycles(&board.tiles[0], board.rows, board.cols, &cycle_of_cell);
    std::vector<Picture> pictures(2);
    pictures[0].label = "board";
    pictures[0].lines = draw_sliding_board(&board.tiles[0], rows, cols);
    pictures[1].label = "cycles";
    pictures[1].lines = draw_sliding_board(&cycle_of_cell[0], rows, cols);
    write_side_by_side(out, pictures);
    out << '\n';
  }
};

}  // namespace puzzle

#endif  // PUZZLE_PARITY_LESSON_HPP
