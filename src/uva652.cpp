// uva652: UVa 652 "Eight". Reads N, then N 3x3 boards of 9 tokens (tiles 1-8, x the blank; blank
// lines may separate them) and prints for each its shortest solution, lexicographically smallest in
// d < l < r < u, or "unsolvable"; one blank line between cases.
// Judges: UVa 652 "Eight"
// Compile: g++ -lm -lcrypt -O2 -std=c++11 -pipe -DONLINE_JUDGE
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/tile_board.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/io/tile_tokens.hpp"
#include "puzzle/sliding/eight_puzzle_plan.hpp"
#include "puzzle/sliding/sliding_problem.hpp"

namespace {

const puzzle::JudgeFormat format = {
    "uva652",
    "usage: uva652 < boards\n"
    "Solves UVa 652 \"Eight\": reads N, then N 3x3 boards of 9 tokens (tiles 1-8, x the blank);\n"
    "prints per board the shortest move string (blank moves u/d/l/r), the lexicographically smallest\n"
    "with d < l < r < u, or \"unsolvable\"; a blank line between boards.\n",
    puzzle::counted, "N", "boards", 0};

const puzzle::TileTokens tiles = {9, puzzle::digit_or_x_tile, "tiles", "tile", "a tile 1-8 or x"};

class Uva652Problem : public puzzle::SlidingProblem {
 public:
  Uva652Problem() : SlidingProblem(3, 3, puzzle::eight_puzzle_plan()) {}

  // A board of 9 tokens, toward 1 2 ... 8 and the blank last.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& boards) const {
    boards.rows = boards.cols = 3;
    puzzle::standard_goal(9, 8, boards.goal);
    return puzzle::read_tile_board(in, first, tiles, boards.start);
  }

  // UVa's multiple-input rule: the answers one blank line apart.
  void print(puzzle::OutputBuffer& out, long case_number, const Case&, const Answer& answer) {
    if (case_number > 1) out << '\n';
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
  return puzzle::run_cases<Uva652Problem>(format, argc, argv, input, output, errors);
}
