// poj1222: POJ 1222 "EXTENDED LIGHTS OUT". Reads n, then n puzzles of 5 rows of 6 lights (1 on, 0 off)
// and prints for each "PUZZLE #m" and the buttons to press, 5 rows of 6 (1 pressed), a press toggling
// its light and the lights up, down, left and right of it, so that every light goes out.
// Judges: POJ 1222 "EXTENDED LIGHTS OUT", UVa 1560, ZOJ 1354, BOJ 6363
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

const puzzle::JudgeFormat format = puzzle::counted_cases(
    "poj1222",
    "usage: poj1222 < puzzles\n"
    "Solves POJ 1222 \"EXTENDED LIGHTS OUT\" (UVa 1560, ZOJ 1354, BOJ 6363): reads n, then n puzzles\n"
    "of 5 rows of 6 lights, 1 (on) or 0 (off). A press toggles its light and the lights up, down,\n"
    "left and right of it. Prints per puzzle PUZZLE #m, then the buttons that turn every light off,\n"
    "5 rows of 6, 1 for a button pressed (the set is unique).\n",
    "n", "puzzles");

const puzzle::TwoSymbolGrid lights = {5, 6, {'0', '1'}};

class Poj1222Problem : public puzzle::SolverProblem<puzzle::ToggleSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::ToggleLesson Lesson;
#endif

  // 30 lights from `first` on, a token holding lights of one row.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& puzzle) const {
    const puzzle::ToggleGeometry geometry = {5, 6, puzzle::press_plus};
    puzzle.geometry = geometry;
    puzzle.either_colour = false;
    puzzle.symbol[0] = lights.symbol[0];
    puzzle.symbol[1] = lights.symbol[1];
    return puzzle::read_two_symbol_grid(in, first, lights, puzzle.lights);
  }

  // Every puzzle has an answer (the presses have full rank on 5 x 6).
  void print(puzzle::OutputBuffer& out, long case_number, const Case& puzzle, const Answer& answer) const {
    const int cols = puzzle.geometry.cols;
    std::string pressed(static_cast<std::size_t>(puzzle.geometry.cells()), '0');
    for (std::size_t i = 0; i < answer.moves.size(); ++i) pressed[static_cast<std::size_t>(answer.moves[i])] = '1';
    out << "PUZZLE #" << case_number << '\n';
    for (int cell = 0; cell < puzzle.geometry.cells(); ++cell)
      out << pressed[static_cast<std::size_t>(cell)] << (cell % cols == cols - 1 ? '\n' : ' ');
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Poj1222Problem>(format, argc, argv, input, output, errors);
}
