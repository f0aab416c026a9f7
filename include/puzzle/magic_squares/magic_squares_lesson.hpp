// What `magic_squares` and `hdu1430` show a learner (docs/learning.md; the Lesson contract of
// learning/learning_contract.hpp): --show draws the 2 x 4 board after each move of the answer, labelled with
// its letter, the pieces in their rows (the top row left to right, then the bottom row left to right);
// --stats sums an answer up. The solver itself reports its table's build and each look-up.
// O(moves x 8) per question for --show.
//
//   start     1 B       2 C
//   1 2 3 4   4 1 2 3   4 8 1 3
//   8 7 6 5   5 8 7 6   5 7 2 6
#ifndef PUZZLE_MAGIC_SQUARES_LESSON_HPP
#define PUZZLE_MAGIC_SQUARES_LESSON_HPP

#include <string>
#include <vector>

#include "puzzle/io/side_by_side.hpp"
#include "puzzle/io/decimal.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/magic_squares/magic_squares_board.hpp"
#include "puzzle/magic_squares/magic_squares_solver.hpp"

namespace puzzle {

// The two rows of a board as a learner sees them (pieces are small numbers).
struct MagicSquaresDrawing {
  std::vector<std::string> operator()(const MagicSquaresBoard& board) const {
    std::vector<std::string> rows(2);
    for (int i = 0; i < 4; ++i) {
      rows[0] += (i > 0 ? " " : "") + decimal(board.piece[i]);
      rows[1] += (i > 0 ? " " : "") + decimal(board.piece[magic_squares_cells - 1 - i]);
    }
    return rows;
  }
};

// A move as its letter.
struct MagicSquaresMoveLabel {
  std::string operator()(const MagicSquaresBoard&, int move) const {
    return std::string(1, magic_squares_letter(move));
  }
};

struct MagicSquaresLesson {
  typedef MagicSquaresCase Case;
  typedef MagicSquaresAnswer Answer;

  std::string summary(const Case&, const Answer& answer) const { return count_text(answer.length, "move"); }
  void show(OutputBuffer& out, const Case& question, const Answer& answer) const {
    show_path(out, MagicSquaresMoves(), question.start, std::vector<int>(answer.moves, answer.moves + answer.length),
              MagicSquaresDrawing(), MagicSquaresMoveLabel());
  }
};

}  // namespace puzzle

#endif  // PUZZLE_MAGIC_SQUARES_LESSON_HPP
