// fifteen: UVa 10181 "15-Puzzle Problem". Reads N boards of 4x4 numbers (0 the blank) and prints for
// each its shortest solution, lexicographically smallest in D < L < R < U, or that it is not solvable.
// Judges: UVa 10181 "15-Puzzle Problem"
// Compile: g++ -lm -lcrypt -O2 -std=c++11 -pipe -DONLINE_JUDGE
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/tile_board.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/io/token_reader.hpp"
#include "puzzle/sliding/plans/fifteen_puzzle_plan.hpp"
#include "puzzle/sliding/plans/sliding_problem.hpp"

namespace {

const puzzle::JudgeFormat format = puzzle::counted_cases(
    "fifteen",
    "usage: fifteen < boards\n"
    "Solves UVa 10181 \"15-Puzzle Problem\": reads N, then N boards of 4 rows of 4 numbers (0 the\n"
    "blank); prints per board the shortest move string of the blank (L/R/U/D), the lexicographically\n"
    "smallest with D < L < R < U, or \"This puzzle is not solvable.\"\n",
    "N", "boards");

// The tile a token names (0 the blank), or -1.
int tile_of(const std::string& token) {
  long tile = 0;
  return puzzle::parse_natural(token, 15, tile) ? static_cast<int>(tile) : -1;
}
const puzzle::TileTokens tiles = {16, tile_of, "numbers", "number", "a number 0-15"};

class FifteenProblem : public puzzle::SlidingProblem {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::SlidingLesson<true> Lesson;  // moves as UVa prints them: D L R U
#endif
  FifteenProblem() : SlidingProblem(4, 4, puzzle::fifteen_puzzle_plan()) {}

  // A board of 16 numbers, toward 1 2 ... 15 and the blank last.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& boards) const {
    boards.rows = boards.cols = 4;
    puzzle::standard_goal(16, 15, boards.goal);
    return puzzle::read_tile_board(in, first, tiles, boards.start);
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    if (answer.outcome == puzzle::sliding_solved)
      out << puzzle::slide_letters(answer.moves, true) << '\n';
    else
      out << "This puzzle is not solvable.\n";
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<FifteenProblem>(format, argc, argv, input, output, errors);
}
