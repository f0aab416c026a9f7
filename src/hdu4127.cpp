// hdu4127: HDU 4127 / POJ 4007 "Flood-it!". Reads boards until a lone 0, each N (2-8) and N rows of
// N colours 0-5, and prints for each the fewest moves that give the board one colour, a move painting
// the area (the top-left cell and the cells joined to it in its colour) another colour.
// Judges: HDU 4127 "Flood-it!", POJ 4007, AcWing 194
// Compile: g++ -std=gnu++98 -O2
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/flood_it/flood_it_board.hpp"
#include "puzzle/flood_it/flood_it_solver.hpp"
#include "puzzle/search/search_model.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/flood_it/flood_it_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_marker(
    "hdu4127",
    "usage: hdu4127 < boards\n"
    "Solves HDU 4127 / POJ 4007 \"Flood-it!\": reads boards until a lone 0, each N (2-8) and N rows of\n"
    "N colours 0-5. The area is the top-left cell and the cells joined to it through neighbours of its\n"
    "colour; a move paints the area a colour, and the area takes in the cells of that colour it meets.\n"
    "Prints per board the fewest moves that give the whole board one colour.\n",
    "boards", "0");

const int min_side = 2;

class Hdu4127Problem : public puzzle::SolverProblem<puzzle::FloodItSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::FloodItLesson Lesson;
#endif
  // Every board has an answer within the solver's bound (a move per cell): a board over it is a fault.
  Hdu4127Problem() : SolverProblem(puzzle::judge_promises_an_answer) {}

  // N, then N x N colours; a lone 0 ends the input (the driver checks that nothing follows).
  bool read(puzzle::CaseInput& in, const std::string& first, Case& board) const {
    if (first == "0") return false;
    long value = 0;
    if (!puzzle::parse_natural(first, puzzle::flood_it_max_side, value) || value < min_side)
      return in.fail("expected the board's size N, 2-8, or the closing 0, got " + puzzle::quoted(first));
    board.side = static_cast<int>(value);
    const int cells = board.side * board.side;
    const std::string colours_expected = "expected " + puzzle::decimal(cells) + " colours";
    std::string token;
    for (int cell = 0; cell < cells; ++cell) {
      if (!in.next(token)) return in.fail(colours_expected + ", input ends after " + puzzle::decimal(cell));
      if (!puzzle::parse_natural(token, puzzle::flood_it_colours - 1, value))
        return in.fail(colours_expected + ", each 0-5, got " + puzzle::quoted(token));
      board.colour[puzzle::flood_it_row_stride * (cell / board.side) + cell % board.side] =
          static_cast<unsigned char>(value);
    }
    return true;
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    out << puzzle::fewest_moves(answer) << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Hdu4127Problem>(format, argc, argv, input, output, errors);
}
