// poj2893: POJ 2893 "M x N Puzzle". Reads boards (M and N, then M rows of N numbers, 0 the blank)
// until "0 0" and prints for each YES if it can be slid into 1 2 ... MN-1 with the blank last, NO if not.
// Judges: POJ 2893 "M x N Puzzle"
// Compile: g++ -std=gnu++98 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "parity_problem.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/io/decimal.hpp"

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_marker(
    "poj2893",
    "usage: poj2893 < boards\n"
    "Solves POJ 2893 \"M x N Puzzle\": reads boards until \"0 0\", each M and N (2-999), then M rows of\n"
    "N numbers, 0..MN-1 once each (0 the blank); prints per board YES if it can be slid into\n"
    "1 2 ... MN-1 with the blank last, NO if not.\n",
    "boards", "0 0");

const long max_side = 999;

struct Poj2893Size {
  // M and N, then M rows of N numbers; "0 0" ends the input.
  static bool read_size(puzzle::CaseInput& in, const std::string& first, puzzle::NaturalReader& numbers,
                        puzzle::LargeBoard& board) {
    if (!puzzle::parse_natural(first, max_side, board.rows) || board.rows == 1)
      return in.fail("expected the number of rows M, 2-999, got " + puzzle::quoted(first));
    uint32_t cols = 0;
    const bool is_number = numbers.next(static_cast<uint32_t>(max_side), cols);
    if (!is_number && numbers.token().empty()) return in.fail("expected the number of columns N, input ends after M");
    if (board.rows == 0 && is_number)  // the end marker, "0 0"
      return cols == 0 ? false : in.fail("expected 0 after 0 (the end marker), got '" + puzzle::decimal(cols) + "'");
    if (board.rows == 0) return in.fail(puzzle::refused_number_error("0 after 0 (the end marker)", numbers));
    if (!is_number) return in.fail(puzzle::refused_number_error("the number of columns N, 2-999", numbers));
    if (cols < 2) return in.fail("expected the number of columns N, 2-999, got '" + puzzle::decimal(cols) + "'");
    board.cols = cols;
    return true;
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return run_parity_cases<Poj2893Size>(format, argc, argv, input, output, errors);
}
