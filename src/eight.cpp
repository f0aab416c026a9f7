// eight: POJ 1077 / HDU 1043 "Eight". Reads 3x3 boards (tiles 1-8, x the blank) until end of input
// and prints for each its shortest solution, lexicographically smallest in d < l < r < u, or "unsolvable".
// Judges: POJ 1077 "Eight", HDU 1043 "Eight"
// Compile: g++ -std=gnu++98 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/tile_board.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/io/tile_tokens.hpp"
#include "puzzle/sliding/plans/eight_puzzle_plan.hpp"
#include "puzzle/sliding/plans/sliding_problem.hpp"

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_of_input(
    "eight",
    "usage: eight < boards\n"
    "Solves POJ 1077 / HDU 1043 \"Eight\": reads 3x3 boards of 9 tokens (tiles 1-8, x the blank)\n"
    "until end of input; prints per board the shortest move string (blank moves u/d/l/r),\n"
    "the lexicographically smallest with d < l < r < u, or \"unsolvable\".\n");

const puzzle::TileTokens tiles = {9, puzzle::digit_or_x_tile, "tiles", "tile", "a tile 1-8 or x"};

class EightProblem : public puzzle::SlidingProblem {
 public:
  EightProblem() : SlidingProblem(3, 3, puzzle::eight_puzzle_plan()) {}

  // A board of 9 tokens, toward 1 2 ... 8 and the blank last.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& boards) const {
    boards.rows = boards.cols = 3;
    puzzle::standard_goal(9, 8, boards.goal);
    return puzzle::read_tile_board(in, first, tiles, boards.start);
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) {
    if (answer.outcome != puzzle::sliding_solved) {
      out << "unsolvable\n";
      return;
    }
    puzzle::slide_letters(answer.moves, letters_);
    out << letters_ << '\n';
  }

 private:
  std::string letters_;  // reused: no allocation a board
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<EightProblem>(format, argc, argv, input, output, errors);
}
