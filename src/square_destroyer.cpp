// square_destroyer: POJ 1084 "Square Destroyer". Reads T grids of n x n matchstick squares (n <= 5),
// each n, then k and the k sticks missing, and prints for each the fewest further sticks to take so
// that no square of any size is left whole.
// Judges: POJ 1084 "Square Destroyer", ZOJ 1031, UVa 1603, AcWing 182
// Compile: g++ -std=gnu++98 -O2
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/ranking/bit_set.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/square_destroyer/square_destroyer_solver.hpp"
#include "puzzle/square_destroyer/stick_grid.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/square_destroyer/square_destroyer_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::counted_cases(
    "square_destroyer",
    "usage: square_destroyer < grids\n"
    "Solves POJ 1084 \"Square Destroyer\": reads T, then T grids, each n (1-5), then k and the k\n"
    "matchsticks missing from the n x n grid (numbered from 1 row by row: the n horizontal sticks of\n"
    "a row, then the n + 1 vertical sticks below it). Prints per grid the fewest further sticks to\n"
    "take so that no square of any size is left whole.\n",
    "T", "grids");

const int max_side = 5;

class SquareDestroyerProblem : public puzzle::SolverProblem<puzzle::SquareDestroyerSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::SquareDestroyerLesson Lesson;
#endif

  // n, then k and k stick numbers (a stick named twice is missing once).
  bool read(puzzle::CaseInput& in, const std::string& first, Case& grid) const {
    long value = 0;
    if (!puzzle::parse_natural(first, max_side, value) || value < 1)
      return in.fail("expected the grid's size n, 1-5, got " + puzzle::quoted(first));
    grid.n = static_cast<int>(value);
    const long sticks = puzzle::stick_count(grid.n);
    std::string token;
    if (!in.next(token)) return in.fail("expected the number of missing sticks, input ends");
    if (!puzzle::parse_natural(token, sticks, value))
      return in.fail("expected the number of missing sticks, 0-" + puzzle::decimal(sticks) + ", got " +
                     puzzle::quoted(token));
    const long missing = value;
    grid.missing = puzzle::BitSet<1>::none();
    for (long i = 0; i < missing; ++i) {
      if (!in.next(token))
        return in.fail("expected " + puzzle::decimal(missing) + " missing sticks, input ends after " +
                       puzzle::decimal(i));
      if (!puzzle::parse_natural(token, sticks, value) || value < 1)
        return in.fail("expected a stick 1-" + puzzle::decimal(sticks) + ", got " + puzzle::quoted(token));
      grid.missing.insert(static_cast<int>(value - 1));
    }
    return true;
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    out << puzzle::fewest_moves(answer) << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<SquareDestroyerProblem>(format, argc, argv, input, output, errors);
}
