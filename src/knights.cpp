// knights: SCOI2005 "骑士精神" (the knights' spirit). Reads T boards of 5 x 5 knights (0 white, 1 black,
// * the empty square), five rows of five, and prints for each the fewest moves to the target board if
// at most 15, else -1.
// Judges: Luogu P2324, AcWing 195, BZOJ 1085
// Compile: g++ -std=gnu++98 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/knights/knights_board.hpp"
#include "puzzle/knights/knights_solver.hpp"
#include "puzzle/search/search_model.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/knights/knights_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::counted_cases(
    "knights",
    "usage: knights < boards\n"
    "Solves SCOI2005 \"The Knights' Spirit\" (Luogu P2324, AcWing 195, BZOJ 1085): reads T, then T\n"
    "boards of 5 rows of 5 cells: 0 a white knight, 1 a black knight, * the empty square (12 knights\n"
    "of each colour). A knight a knight's move away from the empty square may jump into it. Prints\n"
    "per board the fewest moves to the target (11111 01111 00*11 00001 00000) if at most 15, else -1.\n",
    "T", "boards");

const int max_answer = 15;  // more moves are all -1, the judge's own answer beyond the bound

class KnightsProblem : public puzzle::SolverProblem<puzzle::KnightsSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::KnightsLesson Lesson;
#endif
  KnightsProblem() : SolverProblem(max_answer, puzzle::bound_is_an_answer) {}

  // 25 cells from `first` on, in tokens of whole cells of a row (a row of 5, or single cells).
  bool read(puzzle::CaseInput& in, const std::string& first, Case& board) const {
    int count[3] = {0, 0, 0};  // white, black, empty
    board.black = 0;
    board.empty = -1;
    std::string token = first;
    for (int cell = 0; cell < puzzle::knights_cells;) {
      if (cell > 0 && !in.next(token)) return in.fail("expected 25 cells, input ends after " + puzzle::decimal(cell));
      if (token.size() > static_cast<std::size_t>(puzzle::knights_side - cell % puzzle::knights_side))
        return in.fail("expected a row of 5 cells 0, 1 or *, got " + puzzle::quoted(token));
      for (std::size_t i = 0; i < token.size(); ++i, ++cell) {
        const char c = token[i];
        if (c != '0' && c != '1' && c != '*') return in.fail("expected cells 0, 1 or *, got " + puzzle::quoted(token));
        ++count[c == '*' ? 2 : c - '0'];
        if (c == '1') board.black |= 1u << cell;
        if (c == '*') board.empty = cell;
      }
    }
    if (count[2] != 1 || count[1] != puzzle::knights_per_colour)
      return in.fail("expected 12 white knights, 12 black and one empty square, got " + puzzle::decimal(count[0]) +
                     ", " + puzzle::decimal(count[1]) + " and " + puzzle::decimal(count[2]));
    return true;
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    out << puzzle::fewest_moves(answer) << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<KnightsProblem>(format, argc, argv, input, output, errors);
}
