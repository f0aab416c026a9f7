// uva10085: UVa 10085 "The most distant state". Reads N, then N 3x3 boards of numbers (0 the blank)
// and prints for each "Puzzle #k", a board as far from it as any (3 rows), and the moves of the blank
// (U D L R) that reach it: of all shortest paths to a farthest board, the smallest in D < L < R < U;
// an empty line after each case.
// Judges: UVa 10085 "The most distant state"
// Compile: g++ -lm -lcrypt -O2 -std=c++11 -pipe -DONLINE_JUDGE
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/tile_board.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/io/tile_tokens.hpp"
#include "puzzle/sliding/plans/farthest_board_solver.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/sliding/plans/farthest_board_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::counted_cases(
    "uva10085",
    "usage: uva10085 < boards\n"
    "Solves UVa 10085 \"The most distant state\": reads N, then N 3x3 boards of numbers 0-8 (0 the\n"
    "blank); prints per board \"Puzzle #k\", a board as far from it as any, and the moves of the blank\n"
    "(U/D/L/R) that reach it, the smallest shortest in D < L < R < U; an empty line after each.\n",
    "N", "boards");

const puzzle::TileTokens tiles = {9, puzzle::numbered_tile<8>, "numbers", "number", "a number 0-8"};

class Uva10085Problem : public puzzle::FarthestBoardSolver {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::FarthestBoardLesson Lesson;
#endif
  Uva10085Problem() : FarthestBoardSolver(3, 3) {}

  bool read(puzzle::CaseInput& in, const std::string& first, Case& board) const {
    board.rows = board.cols = 3;
    return puzzle::read_tile_board(in, first, tiles, board.start);
  }

  void print(puzzle::OutputBuffer& out, long case_number, const Case&, const Answer& answer) {
    out << "Puzzle #" << case_number << '\n';
    for (int cell = 0; cell < 9; ++cell) out << static_cast<int>(answer.farthest[cell]) << (cell % 3 == 2 ? '\n' : ' ');
    puzzle::slide_letters(answer.moves, letters_, true);
    out << letters_ << "\n\n";
  }

 private:
  std::string letters_;  // reused: no allocation a board
};

}  // namespace

// Up to 100,000 boards a run, each answered within a microsecond once its blank cell's path is known:
// written out once a millisecond.
int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Uva10085Problem>(format, argc, argv, input, output, errors);
}
