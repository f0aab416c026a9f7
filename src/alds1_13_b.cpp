// alds1_13_b: AOJ ALDS1_13_B "8 Puzzle". Reads 3x3 boards of 9 numbers (0 the blank, 3 to a row)
// until end of input (the judge gives one) and prints for each the fewest moves to
// 1 2 3 / 4 5 6 / 7 8 0.
// Judges: AOJ ALDS1_13_B "8 Puzzle"
// Compile: g++ -std=c++11 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/tile_board.hpp"
#include "puzzle/io/decimal.hpp"
#include "puzzle/io/tile_tokens.hpp"
#include "puzzle/sliding/plans/eight_puzzle_plan.hpp"
#include "puzzle/sliding/tiles/sliding_parity.hpp"
#include "puzzle/sliding/plans/sliding_problem.hpp"

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_of_input(
    "alds1_13_b",
    "usage: alds1_13_b < boards\n"
    "Solves AOJ ALDS1_13_B \"8 Puzzle\": reads 3x3 boards of 9 numbers 0-8 (0 the blank) until end\n"
    "of input; prints per board the fewest moves to 1 2 3 / 4 5 6 / 7 8 0.\n");

const puzzle::TileTokens tiles = {9, puzzle::numbered_tile<8>, "numbers", "number", "a number 0-8"};

class Alds113BProblem : public puzzle::SlidingProblem {
 public:
  Alds113BProblem() : SlidingProblem(3, 3, puzzle::eight_puzzle_plan()) {}

  // A board of 9 numbers, toward 1 2 ... 8 and the blank last; the judge's boards all reach it.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& boards) const {
    boards.rows = boards.cols = 3;
    puzzle::standard_goal(9, 8, boards.goal);
    if (!puzzle::read_tile_board(in, first, tiles, boards.start)) return false;
    if (puzzle::is_solvable(boards.start, boards.goal, 3, 3)) return true;
    std::string board;
    for (int cell = 0; cell < 9; ++cell) board += (cell > 0 ? " " : "") + puzzle::decimal(boards.start[cell]);
    return in.fail("expected a solvable board (the inversion parity of 1 2 3 4 5 6 7 8 0), got " + board);
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    out << static_cast<long>(answer.moves.size()) << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Alds113BProblem>(format, argc, argv, input, output, errors);
}
