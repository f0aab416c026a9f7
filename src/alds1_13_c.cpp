// alds1_13_c: AOJ ALDS1_13_C "15 Puzzle". Reads 4x4 boards (16 numbers, 0 the blank) and prints for
// each the fewest moves that slide it into 1 2 ... 15 with the blank last.
// Judges: AOJ ALDS1_13_C "15 Puzzle"
// Compile: g++ -std=c++11 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "fifteen_board.hpp"
#include "puzzle/driver/case_driver.hpp"
#include "puzzle/sliding/plans/fifteen_puzzle_plan.hpp"
#include "puzzle/sliding/tiles/sliding_parity.hpp"
#include "puzzle/sliding/plans/sliding_problem.hpp"

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_of_input(
    "alds1_13_c",
    "usage: alds1_13_c < board\n"
    "Solves AOJ ALDS1_13_C \"15 Puzzle\": reads 4 rows of 4 numbers, 0..15 once each (0 the blank), a\n"
    "solvable board (more boards may follow); prints per board the fewest moves that slide it into\n"
    "1 2 ... 15 with the blank last.\n");

class Alds113cProblem : public puzzle::SlidingProblem {
 public:
  Alds113cProblem() : SlidingProblem(4, 4, puzzle::fifteen_puzzle_plan()) {}

  // A board of 16 numbers, toward 1 2 ... 15 and the blank last; solvable, as the judge promises.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& boards) const {
    if (!read_fifteen_board(in, first, boards)) return false;
    return puzzle::is_solvable(boards.start, boards.goal, 4, 4) ||
           in.fail("expected a solvable board (the judge's are), got one that no moves solve");
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    out << answer.moves.size() << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Alds113cProblem>(format, argc, argv, input, output, errors);
}
