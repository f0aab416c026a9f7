// luogu1379: Luogu P1379, the 8-puzzle toward 1 2 3 / 8 0 4 / 7 6 5. Reads boards written as one
// token of 9 digits (row by row, 0 the blank; a board may start with 0) until end of input (the judge
// gives one) and prints for each the fewest moves to that goal.
// Judges: Luogu P1379 (8-puzzle, goal 123804765)
// Compile: g++ -std=c++11 -O2
#include <stdint.h>
#include <algorithm>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/sliding/plans/eight_puzzle_plan.hpp"
#include "puzzle/sliding/tiles/sliding_parity.hpp"
#include "puzzle/sliding/plans/sliding_problem.hpp"
#include "puzzle/util/holds_each_once.hpp"

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_of_input(
    "luogu1379",
    "usage: luogu1379 < boards\n"
    "Solves Luogu P1379: reads 3x3 boards, each one token of 9 digits 0-8 row by row (0 the blank),\n"
    "until end of input; prints per board the fewest moves to 123804765 (1 2 3 / 8 0 4 / 7 6 5).\n");

const int cells = 9;
const uint8_t goal[cells] = {1, 2, 3, 8, 0, 4, 7, 6, 5};

class Luogu1379Problem : public puzzle::SlidingProblem {
 public:
  Luogu1379Problem() : SlidingProblem(3, 3, puzzle::eight_puzzle_plan()) {}

  // One token of 9 digits, each of 0-8 once (read as text: a leading 0 is the blank); the judge's
  // boards all reach the goal.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& boards) const {
    boards.rows = boards.cols = 3;
    std::copy(goal, goal + cells, boards.goal);
    bool digits = first.size() == cells;
    for (int cell = 0; digits && cell < cells; ++cell) {
      const char c = first[static_cast<std::size_t>(cell)];
      digits = c >= '0' && c <= '8';
      boards.start[cell] = static_cast<uint8_t>(c - '0');
    }
    if (!digits || !puzzle::holds_each_once(boards.start, cells))
      return in.fail("expected 9 digits, each of 0-8 once, got " + puzzle::quoted(first));
    if (!puzzle::is_solvable(boards.start, goal, 3, 3))
      return in.fail("expected a solvable board (the inversion parity of 123804765), got " + puzzle::quoted(first));
    return true;
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    out << static_cast<long>(answer.moves.size()) << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Luogu1379Problem>(format, argc, argv, input, output, errors);
}
