// What `knights` shows a learner (docs/learning.md; the Lesson contract of learning/learning_contract.hpp):
// the answer is only a count, so --show draws the board after each move of the shortest solution the
// solver found, rows as the judge writes them (0 white, 1 black, * empty), each labelled with the
// knight that jumps, by its column a-e and row 1-5 from the top; nothing for -1. --stats sums an answer
// up; the solver itself reports the perimeter's build and IDA*'s thresholds. O(moves x 25) a board.
//
//   start   1 d1    2 c3
//   11111   111*1   11111
//   01111   01111   01111
//   0011*   00111   00*11
//   00001   00001   00001
//   00000   00000   00000
#ifndef PUZZLE_KNIGHTS_LESSON_HPP
#define PUZZLE_KNIGHTS_LESSON_HPP

#include <string>
#include <vector>

#include "puzzle/io/side_by_side.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/knights/knights_board.hpp"
#include "puzzle/knights/knights_puzzle.hpp"
#include "puzzle/knights/knights_solver.hpp"

namespace puzzle {

// The five rows of a board.
struct KnightsDrawing {
  std::vector<std::string> operator()(const KnightsState& state) const {
    std::vector<std::string> rows(knights_side, std::string(knights_side, '0'));
    for (int cell = 0; cell < knights_cells; ++cell) {
      char& c = rows[cell / knights_side][cell % knights_side];
      if (state.black >> cell & 1u) c = '1';
      if (cell == state.empty) c = '*';
    }
    return rows;
  }
};

// A move as the cell of the knight that jumps: its column a-e, its row 1-5 from the top.
struct KnightsMoveLabel {
  std::string operator()(const KnightsState& state, int move) const {
    const int cell = knights_jump(state.empty, move);
    std::string label(1, static_cast<char>('a' + cell % knights_side));
    return label + static_cast<char>('1' + cell / knights_side);
  }
};

class KnightsLesson {
 public:
  typedef KnightsBoard Case;
  typedef KnightsSolver::Answer Answer;

  std::string summary(const Case&, const Answer& answer) const {
    return answer.found ? count_text(answer.moves.size(), "move") : std::string("more than 15 moves");
  }
  void show(OutputBuffer& out, const Case& board, const Answer& answer) const {
    if (answer.found)
      show_path(out, puzzle_, puzzle_.make_state(board), answer.moves, KnightsDrawing(), KnightsMoveLabel());
  }

 private:
  KnightsPuzzle puzzle_;
};

}  // namespace puzzle

#endif  // PUZZLE_KNIGHTS_LESSON_HPP
