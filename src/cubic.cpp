// cubic: UVa 1604 / POJ 3131 / AOJ 1268 "Cubic Eight-Puzzle". Reads datasets (the empty square as
// column and row, then the goal's top colours) until "0 0" and prints the fewest moves, or -1 if over 30.
// Judges: UVa 1604 "Cubic Eight-Puzzle", POJ 3131, AOJ 1268, LA 3618
// Compile: g++ -std=gnu++98 -O2
#include <cstdio>
#include <string>

#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"
#include "puzzle/cubic_eight/cubic_eight_solver.hpp"
#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/driver/solver_problem.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/cubic_eight/cubic_eight_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_marker(
    "cubic",
    "usage: cubic < datasets\n"
    "Solves UVa 1604 / POJ 3131 / AOJ 1268 \"Cubic Eight-Puzzle\": reads datasets until \"0 0\", each the\n"
    "initially empty square as column x and row y (1-3), then the goal's top colours in 3 rows of 3\n"
    "(W, R, B, and E for the empty square); prints per dataset the fewest moves, or -1 if over 30.\n",
    "datasets", "0 0");

const int max_moves = 30;  // more moves are all -1, the judge's own answer beyond the bound

// A coordinate 1-3 as a 0-based index, or -1.
int parse_coordinate(const std::string& token) {
  return token.size() == 1 && token[0] >= '1' && token[0] <= '3' ? token[0] - '1' : -1;
}

class CubicProblem : public puzzle::SolverProblem<puzzle::CubicEightSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::CubicEightLesson Lesson;
#endif

  // A dataset: the initially empty square, column then row ("0 0" ends the input), then 9 colours.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& dataset) const {
    std::string token;
    const int column = parse_coordinate(first);
    if (column < 0 && first != "0") return in.fail("expected a column 1-3, got " + puzzle::quoted(first));
    if (!in.next(token)) return cut_short(in, 1);
    if (column < 0)
      return token == "0" ? false : in.fail("expected 0 after 0 (the end marker), got " + puzzle::quoted(token));
    const int row = parse_coordinate(token);
    if (row < 0) return in.fail("expected a row 1-3, got " + puzzle::quoted(token));
    dataset.start_empty = row * 3 + column;
    dataset.max_moves = max_moves;

    puzzle::CubicEightTarget& target = dataset.target;
    target.empty = -1;
    for (int cell = 0; cell < puzzle::cubic_eight_cells; ++cell) {
      if (!in.next(token)) return cut_short(in, 2 + cell);
      target.top[cell] = puzzle::cube_white;
      if (token == "R") target.top[cell] = puzzle::cube_red;
      if (token == "B") target.top[cell] = puzzle::cube_blue;
      if (token == "E") {
        if (target.empty >= 0) return in.fail("expected exactly one E, got a second 'E'");
        target.empty = cell;
      } else if (token != "W" && token != "R" && token != "B") {
        return in.fail("expected a colour W, R, B or E, got " + puzzle::quoted(token));
      }
    }
    return target.empty >= 0 || in.fail("expected exactly one E, got none");
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    out << puzzle::fewest_moves(answer) << '\n';  // -1: none
  }

 private:
  // A dataset cut short after `tokens_read` of its 11 tokens.
  static bool cut_short(puzzle::CaseInput& in, int tokens_read) {
    return in.fail("expected x, y and 9 colours, input ends after " + puzzle::decimal(tokens_read));
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<CubicProblem>(format, argc, argv, input, output, errors);
}
