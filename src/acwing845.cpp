// acwing845: AcWing 845, the 8-puzzle's fewest moves. Reads 3x3 boards of 9 tokens (tiles 1-8, x the
// blank) until end of input (the judge gives one) and prints for each the fewest moves to
// 1 2 3 / 4 5 6 / 7 8 x, or -1 when none reaches it.
// Judges: AcWing 845 (8-puzzle, fewest moves or -1)
// Compile: g++ -std=c++11 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/tile_board.hpp"
#include "puzzle/io/tile_tokens.hpp"
#include "puzzle/sliding/plans/eight_puzzle_plan.hpp"
#include "puzzle/sliding/plans/sliding_problem.hpp"

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_of_input(
    "acwing845",
    "usage: acwing845 < boards\n"
    "Solves AcWing 845: reads 3x3 boards of 9 tokens (tiles 1-8, x the blank) until end of input;\n"
    "prints per board the fewest moves to 1 2 3 4 5 6 7 8 x, or -1 when it cannot be reached.\n");

const puzzle::TileTokens tiles = {9, puzzle::digit_or_x_tile, "tiles", "tile", "a tile 1-8 or x"};

class Acwing845Problem : public puzzle::SlidingProblem {
 public:
  Acwing845Problem() : SlidingProblem(3, 3, puzzle::eight_puzzle_plan()) {}

  // A board of 9 tokens, toward 1 2 ... 8 and the blank last.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& boards) const {
    boards.rows = boards.cols = 3;
    puzzle::standard_goal(9, 8, boards.goal);
    return puzzle::read_tile_board(in, first, tiles, boards.start);
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    if (answer.outcome == puzzle::sliding_solved)
      out << static_cast<long>(answer.moves.size()) << '\n';
    else
      out << "-1\n";
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Acwing845Problem>(format, argc, argv, input, output, errors);
}
