// hdu3600: HDU 3600 "Simple Puzzle". Reads N x N boards (N, then N rows of N numbers, 0 the blank)
// until "0" and prints for each YES if it can be slid into 1 2 ... N*N-1 with the blank last, NO if not.
// Judges: HDU 3600 "Simple Puzzle"
// Compile: g++ -std=gnu++98 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/io/natural_reader.hpp"
#include "puzzle/driver/permutation_board.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/sliding/any_size/parity_solver.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/sliding/any_size/parity_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_marker(
    "hdu3600",
    "usage: hdu3600 < boards\n"
    "Solves HDU 3600 \"Simple Puzzle\": reads boards until \"0\", each N (1-300), then N rows of N\n"
    "numbers, 0..N*N-1 once each (0 the blank); prints per board YES if it can be slid into\n"
    "1 2 ... N*N-1 with the blank last, NO if not.\n",
    "boards", "0");

const long max_side = 300;

// run()'s input: read() reads the boards' numbers from it directly (NaturalReader), at the speed the
// stream's buffer is read, taking turns with the driver's tokens.
std::FILE* boards_input = 0;

class Hdu3600Problem : public puzzle::SolverProblem<puzzle::ParitySolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::ParityLesson Lesson;
#endif

  // N, then N rows of N numbers; "0" ends the input.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& board) const {
    if (!puzzle::parse_natural(first, max_side, board.rows))
      return in.fail("expected the size N, 1-300, got " + puzzle::quoted(first));
    if (board.rows == 0) return false;  // the end marker
    board.cols = board.rows;
    puzzle::NaturalReader numbers(boards_input);
    return puzzle::read_permutation_board(in, numbers, static_cast<uint32_t>(board.rows * board.cols), board.tiles);
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& parity) const {
    out << (parity.solvable() ? "YES\n" : "NO\n");
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  boards_input = input;
  return puzzle::run_cases<Hdu3600Problem>(format, argc, argv, input, output, errors);
}
