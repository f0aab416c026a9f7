// What `luogu1312` shows a learner (docs/learning.md; the Lesson contract of learning/learning_contract.hpp):
// --show draws the board before and after each move of the answer, settled (the blocks dropped and
// the runs cleared), the top row first, a block as its colour 1-9 (10 as A), an empty cell as '.';
// each move labelled as the judges print it, "x y g"; nothing for -1. --stats sums an answer up; the
// solver reports its method and the boards it expanded. O(moves x 35) a board.
//
//   start     1 2 1 1   2 3 1 1   3 3 0 1
//   .....     .....     .....     .....
//   .....     .....     .....     .....
//   .....     .....     .....     .....
//   ....4     ....4     ....4     .....
//   ..4.3     ..4.3     ..4.3     .....
//   .1314     .1134     .1143     .....
//   12232     12232     12232     .....
#ifndef PUZZLE_MAYAN_LESSON_HPP
#define PUZZLE_MAYAN_LESSON_HPP

#include <string>
#include <vector>

#include "puzzle/io/decimal.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/io/side_by_side.hpp"
#include "puzzle/mayan/mayan_board.hpp"
#include "puzzle/mayan/mayan_solver.hpp"

namespace puzzle {

// The moves as show_path plays them.
struct MayanRules {
  typedef MayanBoard State;
  typedef MayanMove Move;
  void apply(State& board, const Move& move) const { mayan_play(board, move); }
};

// The seven rows of a board, the top one first.
struct MayanDrawing {
  std::vector<std::string> operator()(const MayanBoard& board) const {
    std::vector<std::string> rows(mayan_rows, std::string(mayan_columns, '.'));
    for (int x = 0; x < mayan_columns; ++x)
      for (int y = 0; y < mayan_rows; ++y) {
        const int colour = board.colour[x][y];
        if (colour) rows[mayan_rows - 1 - y][x] = static_cast<char>(colour < 10 ? '0' + colour : 'A' + colour - 10);
      }
    return rows;
  }
};

// A move as the judges print it: x y g.
struct MayanMoveLabel {
  std::string operator()(const MayanBoard&, const MayanMove& move) const {
    return decimal(move.x) + " " + decimal(move.y) + " " + decimal(move.direction);
  }
};

class MayanLesson {
 public:
  typedef MayanCase Case;
  typedef MayanSolver::Answer Answer;

  std::string summary(const Case& game, const Answer& answer) const {
    return answer.found
               ? count_text(answer.moves.size(), "move")
               : "no way to empty the board in exactly " + count_text(static_cast<std::size_t>(game.moves), "move");
  }
  void show(OutputBuffer& out, const Case& game, const Answer& answer) const {
    if (answer.found) show_path(out, MayanRules(), game.board, answer.moves, MayanDrawing(), MayanMoveLabel());
  }
};

}  // namespace puzzle

#endif  // PUZZLE_MAYAN_LESSON_HPP
