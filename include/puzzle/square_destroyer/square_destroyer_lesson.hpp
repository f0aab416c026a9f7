// What `square_destroyer` shows a learner (docs/learning.md; the Lesson contract of
// learning/learning_contract.hpp): the answer is only a count, so --show draws the grid as each stick of a
// smallest choice is taken (the one the solver found), '+' the points, '-' and '|' the sticks there,
// a blank where one is missing or taken; each picture labelled with the stick taken, numbered as the
// judges number them. --stats sums an answer up; the solver reports IDA*'s thresholds. O(sticks) a
// picture.
//
//   start   1 #1    2 #7    3 #6
//   +-+-+   + +-+   + +-+   + +-+
//   | | |   | | |   | | |   | | |
//   +-+-+   +-+-+   +-+ +   + + +
//   | | |   | | |   | | |   | | |
//   +-+-+   +-+-+   +-+-+   +-+-+
#ifndef PUZZLE_SQUARE_DESTROYER_LESSON_HPP
#define PUZZLE_SQUARE_DESTROYER_LESSON_HPP

#include <string>
#include <vector>

#include "puzzle/io/side_by_side.hpp"
#include "puzzle/io/decimal.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/ranking/bit_set.hpp"
#include "puzzle/square_destroyer/square_destroyer_solver.hpp"
#include "puzzle/square_destroyer/stick_grid.hpp"

namespace puzzle {

// Takes sticks from a grid: the part a replay of an answer needs (State, Move, apply).
struct StickTaking {
  typedef StickGridCase<1> State;
  typedef int Move;  // a stick, 0-based
  void apply(State& grid, Move stick) const { grid.missing.insert(stick); }
};

// The grid's 2n + 1 lines.
struct StickGridDrawing {
  std::vector<std::string> operator()(const StickGridCase<1>& grid) const {
    const int n = grid.n;
    std::vector<std::string> lines;
    for (int row = 0; row <= n; ++row) {
      std::string points = "+", sides;
      for (int column = 0; column < n; ++column)
        points += std::string(grid.missing.contains(horizontal_stick(n, row, column)) ? " " : "-") + "+";
      lines.push_back(points);
      if (row == n) break;
      for (int column = 0; column <= n; ++column)
        sides +=
            std::string(column > 0 ? " " : "") + (grid.missing.contains(vertical_stick(n, row, column)) ? " " : "|");
      lines.push_back(sides.substr(0, sides.find_last_not_of(' ') + 1));
    }
    return lines;
  }
};

// A stick as the judges number it.
struct StickLabel {
  std::string operator()(const StickGridCase<1>&, int stick) const { return "#" + decimal(stick + 1); }
};

struct SquareDestroyerLesson {
  typedef StickGridCase<1> Case;
  typedef SquareDestroyerSolver::Answer Answer;

  std::string summary(const Case&, const Answer& answer) const { return count_text(answer.moves.size(), "stick"); }
  void show(OutputBuffer& out, const Case& grid, const Answer& answer) const {
    show_path(out, StickTaking(), grid, answer.moves, StickGridDrawing(), StickLabel());
  }
};

}  // namespace puzzle

#endif  // PUZZLE_SQUARE_DESTROYER_LESSON_HPP
