// What eight (POJ 1077, HDU 1043) and uva652 (UVa 652) share: the 8-puzzle's Problem for the case
// driver, reading a board of 9 tokens (tiles 1-8, x the blank) toward 1 2 ... 8 and the blank last,
// printing the smallest shortest move string (u d l r) or "unsolvable". A binary adds its JudgeFormat;
// uva652 also a blank line between answers. O(1) per case besides the solver's.
#ifndef EIGHT_PROBLEM_HPP
#define EIGHT_PROBLEM_HPP

#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/tile_board.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/io/tile_tokens.hpp"
#include "puzzle/sliding/plans/eight_puzzle_plan.hpp"
#include "puzzle/sliding/plans/sliding_problem.hpp"

class EightProblem : public puzzle::SlidingProblem {
 public:
  EightProblem() : SlidingProblem(3, 3, puzzle::eight_puzzle_plan()) {}

  // A board of 9 tokens, toward 1 2 ... 8 and the blank last.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& boards) const {
    static const puzzle::TileTokens tiles = {9, puzzle::digit_or_x_tile, "tiles", "tile", "a tile 1-8 or x"};
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

#endif  // EIGHT_PROBLEM_HPP
