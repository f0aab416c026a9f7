// poj3240: POJ 3240 "Solution to the n^2 - 1 Puzzle". Reads one n x n board (n, then n rows of n
// numbers, 0 the blank) and prints a move string of the blank (L R U D) that slides it into
// 1 2 ... n^2-1 with the blank last, or "No Answer!".
// Judges: POJ 3240 "Solution to the n^2-1 Puzzle"
// Compile: g++ -std=gnu++98 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/io/natural_reader.hpp"
#include "puzzle/driver/permutation_board.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/sliding/any_size/row_column_solver.hpp"
#include "puzzle/grid/slide_letters.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/sliding/any_size/row_column_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_of_input(
    "poj3240",
    "usage: poj3240 < board\n"
    "Solves POJ 3240 \"Solution to the n^2-1 Puzzle\": reads n (1-10), then n rows of n numbers,\n"
    "0..n*n-1 once each (0 the blank); prints a move string of the blank (L/R/U/D) that slides the\n"
    "board into 1 2 ... n*n-1 with the blank last (built row by row and column by column, not a\n"
    "shortest one), or \"No Answer!\".\n");

const long max_side = 10;

// run()'s input: read() reads the board's numbers from it directly (NaturalReader), taking turns
// with the driver's tokens.
std::FILE* board_input = 0;

class Poj3240Problem : public puzzle::SolverProblem<puzzle::RowColumnSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::RowColumnLesson Lesson;
#endif

  // n, then n rows of n numbers; the input holds this one board.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& board) const {
    if (!puzzle::parse_natural(first, max_side, board.rows) || board.rows == 0)
      return in.fail("expected the size n, 1-10, got " + puzzle::quoted(first));
    board.cols = board.rows;
    puzzle::NaturalReader numbers(board_input);
    if (!puzzle::read_permutation_board(in, numbers, static_cast<uint32_t>(board.rows * board.cols), board.tiles))
      return false;
    std::string token;
    return !in.next(token) || in.fail("expected end of input after the board, got " + puzzle::quoted(token));
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    if (answer.solvable)
      out << puzzle::slide_letters(answer.moves, true) << '\n';
    else
      out << "No Answer!\n";
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  board_input = input;
  return puzzle::run_cases<Poj3240Problem>(format, argc, argv, input, output, errors);
}
