// poj2965: POJ 2965 "The Pilots Brothers' refrigerator". Reads boards of 4 rows of 4 handles (+ closed,
// - open) until end of input (the judges give one) and prints for each the fewest switchings that
// open every handle, switching a handle turning every handle of its row and of its column, then the
// switchings as row and column, top to bottom and left to right within a row.
// Judges: POJ 2965 "The Pilots Brothers' refrigerator", AcWing 116
// Compile: g++ -std=gnu++98 -O2
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/driver/two_symbol_grid.hpp"
#include "puzzle/toggles/press_pattern.hpp"
#include "puzzle/toggles/toggle_solver.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/toggles/toggle_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_of_input(
    "poj2965",
    "usage: poj2965 < boards\n"
    "Solves POJ 2965 \"The Pilots Brothers' refrigerator\" (AcWing 116): reads boards of 4 rows of 4\n"
    "handles, + (closed) or - (open), until end of input. Switching a handle switches every handle\n"
    "of its row and of its column. Prints per board the fewest switchings that open every handle,\n"
    "then one line each, row and column from 1, top to bottom and left to right within a row.\n");

const puzzle::TwoSymbolGrid handles = {4, 4, {'-', '+'}};

class Poj2965Problem : public puzzle::SolverProblem<puzzle::ToggleSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::ToggleLesson Lesson;
#endif

  // 16 handles from `first` on, a token holding handles of one row.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& board) const {
    const puzzle::ToggleGeometry geometry = {4, 4, puzzle::press_cross};
    board.geometry = geometry;
    board.either_colour = false;
    board.symbol[0] = handles.symbol[0];
    board.symbol[1] = handles.symbol[1];
    return puzzle::read_two_symbol_grid(in, first, handles, board.lights);
  }

  // Every board has an answer (the switchings have full rank); the solver lists them row-major.
  void print(puzzle::OutputBuffer& out, long, const Case& board, const Answer& answer) const {
    const int cols = board.geometry.cols;
    out << static_cast<long>(answer.moves.size()) << '\n';
    for (std::size_t i = 0; i < answer.moves.size(); ++i)
      out << answer.moves[i] / cols + 1 << ' ' << answer.moves[i] % cols + 1 << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Poj2965Problem>(format, argc, argv, input, output, errors);
}
