// What the toggle binaries (poj1753, poj2965, poj1222) show a learner (docs/learning.md; the Lesson
// contract of learning/learning_contract.hpp): --show draws the board after each press of the answer,
// in the row-major order the answer lists them, cells written as the input writes them, each labelled
// with the cell pressed as row,column from 1,1 at the top left; nothing when no press set works.
// --stats sums an answer up; the solver reports its reduction and the press sets it looked at.
// O(presses x cells) a board.
//
//   start   1 1,1   2 1,3
//   -+--    +-++    -+--
//   ----    +---    +-+-
//   ----    +---    +-+-
//   -+--    ++--    +++-
#ifndef PUZZLE_TOGGLE_LESSON_HPP
#define PUZZLE_TOGGLE_LESSON_HPP

#include <stdint.h>
#include <string>
#include <vector>

#include "puzzle/io/decimal.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/io/side_by_side.hpp"
#include "puzzle/toggles/press_pattern.hpp"
#include "puzzle/toggles/toggle_solver.hpp"

namespace puzzle {

// Presses on one board: the part a replay of an answer needs (State, Move, apply).
class TogglePresses {
 public:
  typedef uint32_t State;  // the lights
  typedef int Move;        // the cell pressed
  explicit TogglePresses(const ToggleGeometry& geometry) : pattern_(geometry) {}
  void apply(State& lights, Move cell) const { lights ^= pattern_.press(cell); }

 private:
  PressPattern pattern_;
};

// The board's rows, its cells written as the input writes them; cells apart by a blank where the
// input writes them apart (symbols that are digits: Lights Out's 0 and 1).
class ToggleDrawing {
 public:
  explicit ToggleDrawing(const ToggleCase& question) : question_(question) {}
  std::vector<std::string> operator()(uint32_t lights) const {
    const ToggleGeometry& geometry = question_.geometry;
    const bool spaced = question_.symbol[0] >= '0' && question_.symbol[0] <= '9';
    std::vector<std::string> rows(static_cast<std::size_t>(geometry.rows));
    for (int cell = 0; cell < geometry.cells(); ++cell) {
      std::string& row = rows[static_cast<std::size_t>(cell / geometry.cols)];
      if (spaced && !row.empty()) row += ' ';
      row += question_.symbol[lights >> cell & 1u];
    }
    return rows;
  }

 private:
  ToggleCase question_;
};

// A press as its cell, row,column from 1.
class ToggleLabel {
 public:
  explicit ToggleLabel(int cols) : cols_(cols) {}
  std::string operator()(uint32_t, int cell) const {
    return decimal(cell / cols_ + 1) + "," + decimal(cell % cols_ + 1);
  }

 private:
  int cols_;
};

struct ToggleLesson {
  typedef ToggleCase Case;
  typedef ToggleSolver::Answer Answer;

  std::string summary(const Case&, const Answer& answer) const {
    if (!answer.found) return "impossible";
    const uint64_t presses = answer.moves.size();
    return grouped_decimal(presses) + (presses == 1 ? " press" : " presses");
  }
  void show(OutputBuffer& out, const Case& question, const Answer& answer) const {
    if (!answer.found) return;
    show_path(out, TogglePresses(question.geometry), question.lights, answer.moves, ToggleDrawing(question),
              ToggleLabel(question.geometry.cols));
  }
};

}  // namespace puzzle

#endif  // PUZZLE_TOGGLE_LESSON_HPP
