// What `hdu4127` shows a learner (docs/learning.md; the Lesson contract of learning/learning_contract.hpp):
// the answer is only a count, so --show draws the board after each move of the shortest sequence the
// solver found, one digit a cell (the judges' colours, without their blanks), each picture labelled
// with the colour painted. --stats sums an answer up; the solver itself reports A*'s progress. O(moves x cells) a
// board.
//
//   start   1 1   2 2   3 1
//   012     112   222   111
//   112     112   222   111
//   221     221   221   111
#ifndef PUZZLE_FLOOD_IT_LESSON_HPP
#define PUZZLE_FLOOD_IT_LESSON_HPP

#include <string>
#include <vector>

#include "puzzle/flood_it/flood_it_board.hpp"
#include "puzzle/flood_it/flood_it_puzzle.hpp"
#include "puzzle/flood_it/flood_it_solver.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/io/side_by_side.hpp"

namespace puzzle {

// The board's rows: the area's cells in its colour, the others as given.
struct FloodItDrawing {
  explicit FloodItDrawing(const FloodItBoard& board) : board_(board) {}
  std::vector<std::string> operator()(const FloodItState& state) const {
    std::vector<std::string> rows(static_cast<std::size_t>(board_.side), std::string(board_.side, '0'));
    for (int row = 0; row < board_.side; ++row)
      for (int column = 0; column < board_.side; ++column) {
        const bool in_area = (state.area & flood_it_cell(row, column)) != 0;
        const int colour = in_area ? state.colour : board_.colour[flood_it_row_stride * row + column];
        rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)] = static_cast<char>('0' + colour);
      }
    return rows;
  }

 private:
  FloodItBoard board_;
};

// A move as the colour painted.
struct FloodItMoveLabel {
  std::string operator()(const FloodItState&, int colour) const {
    return std::string(1, static_cast<char>('0' + colour));
  }
};

class FloodItLesson {
 public:
  typedef FloodItBoard Case;
  typedef FloodItSolver::Answer Answer;

  std::string summary(const Case&, const Answer& answer) const { return count_text(answer.moves.size(), "move"); }
  void show(OutputBuffer& out, const Case& board, const Answer& answer) const {
    const FloodItPuzzle puzzle(board);
    show_path(out, puzzle, puzzle.start(), answer.moves, FloodItDrawing(board), FloodItMoveLabel());
  }
};

}  // namespace puzzle

#endif  // PUZZLE_FLOOD_IT_LESSON_HPP
