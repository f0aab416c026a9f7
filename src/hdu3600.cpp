// hdu3600: HDU 3600 "Simple Puzzle". Reads N x N boards (N, then N rows of N numbers, 0 the blank)
// until "0" and prints for each YES if it can be slid into 1 2 ... N*N-1 with the blank last, NO if not.
// Judges: HDU 3600 "Simple Puzzle"
// Compile: g++ -std=gnu++98 -O2
#include <cstdio>
#include <string>

#include "parity_problem.hpp"
#include "puzzle/driver/input_error.hpp"

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_marker(
    "hdu3600",
    "usage: hdu3600 < boards\n"
    "Solves HDU 3600 \"Simple Puzzle\": reads boards until \"0\", each N (1-300), then N rows of N\n"
    "numbers, 0..N*N-1 once each (0 the blank); prints per board YES if it can be slid into\n"
    "1 2 ... N*N-1 with the blank last, NO if not.\n",
    "boards", "0");

const long max_side = 300;

struct Hdu3600Size {
  // N, then N rows of N numbers; "0" ends the input.
  static bool read_size(puzzle::CaseInput& in, const std::string& first, puzzle::NaturalReader&,
                        puzzle::LargeBoard& board) {
    if (!puzzle::parse_natural(first, max_side, board.rows))
      return in.fail("expected the size N, 1-300, got " + puzzle::quoted(first));
    if (board.rows == 0) return false;  // the end marker
    board.cols = board.rows;
    return true;
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return run_parity_cases<Hdu3600Size>(format, argc, argv, input, output, errors);
}
