// poj1753: POJ 1753 "Flip Game". Reads boards of 4 rows of 4 pieces (b black, w white side up) until
// end of input (the judges give one) and prints for each the fewest rounds that turn every piece to
// one colour, a round flipping a piece and its neighbours up, down, left and right, or Impossible.
// Judges: POJ 1753 "Flip Game", Timus 1060
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
    "poj1753",
    "usage: poj1753 < boards\n"
    "Solves POJ 1753 \"Flip Game\" (Timus 1060): reads boards of 4 rows of 4 pieces, b (black side up)\n"
    "or w (white), until end of input. A round flips one piece and its neighbours up, down, left and\n"
    "right. Prints per board the fewest rounds that leave every piece the same colour (0 when they\n"
    "are), or Impossible.\n");

const puzzle::TwoSymbolGrid pieces = {4, 4, {'w', 'b'}};

class Poj1753Problem : public puzzle::SolverProblem<puzzle::ToggleSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::ToggleLesson Lesson;
#endif

  // 16 pieces from `first` on, a token holding pieces of one row.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& board) const {
    const puzzle::ToggleGeometry geometry = {4, 4, puzzle::press_plus};
    board.geometry = geometry;
    board.either_colour = true;
    board.symbol[0] = pieces.symbol[0];
    board.symbol[1] = pieces.symbol[1];
    return puzzle::read_two_symbol_grid(in, first, pieces, board.lights);
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    if (answer.found)
      out << static_cast<long>(answer.moves.size()) << '\n';
    else
      out << "Impossible\n";
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Poj1753Problem>(format, argc, argv, input, output, errors);
}
