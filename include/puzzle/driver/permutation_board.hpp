// Reads a board of any size written as numbers, one a cell in reading order, 0 the blank, for the
// case driver (case_driver.hpp): `cells` numbers that must be 0..cells-1, each once. The numbers come
// from a NaturalReader, at the speed it reads (POJ 2893's boards of up to 999 x 999, HDU 3600's, POJ
// 3240's), or from the driver's tokens, the case's first token first (CaseNumbers: the 15-puzzles of
// AOJ and acm.mipt.ru). The errors read as tile_board.hpp's: "expected 9 numbers, input ends after
// 5", "expected a number 0-8, got '9'", "number '3' appears twice".
// O(cells) time; memory: the board, 4 bytes a cell, and one bit a cell while it is read.
#ifndef PUZZLE_PERMUTATION_BOARD_HPP
#define PUZZLE_PERMUTATION_BOARD_HPP

#include <cassert>
#include <stdint.h>
#include <string>
#include <vector>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/io/decimal.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/io/token_reader.hpp"

namespace puzzle {

// The numbers of a case from the driver's tokens, starting with its first token, as a NaturalReader
// gives them: next(max, value), and token() the token that was not a number within bounds ("" at the
// end of input).
class CaseNumbers {
 public:
  CaseNumbers(CaseInput& in, const std::string& first) : in_(in), first_(first), first_read_(false) {}
  bool next(uint32_t max, uint32_t& value) {
    if (first_read_) {
      if (!in_.next(token_)) {
        token_.clear();
        return false;
      }
    } else {
      token_ = first_;
      first_read_ = true;
    }
    long number = 0;
    if (!parse_natural(token_, static_cast<long>(max), number)) return false;
    value = static_cast<uint32_t>(number);
    return true;
  }
  const std::string& token() const { return token_; }
  // Never: the driver's tokens report an overlong one themselves (CaseInput::next).
  bool overlong() const { return false; }
  long long length() const { return static_cast<long long>(token_.size()); }

 private:
  CaseInput& in_;
  const std::string& first_;
  bool first_read_;
  std::string token_;
};

// The error for the token `numbers` (a NaturalReader or CaseNumbers) just refused: a token over
// max_token_bytes bytes as the driver reports one, any other as "expected <what>, got '<token>'".
template <class Numbers>
std::string refused_number_error(const std::string& what, const Numbers& numbers) {
  if (numbers.overlong()) return overlong_token_error(numbers.token(), numbers.length());
  return "expected " + what + ", got " + puzzle::quoted(numbers.token());
}

// Reads `cells` numbers from `numbers` (a NaturalReader or CaseNumbers) into `tiles` (resized to
// cells): 0..cells-1, each once; false after in.fail(...) otherwise. Precondition: 1 <= cells < 2^31.
template <class Numbers>
bool read_permutation_board(CaseInput& in, Numbers& numbers, uint32_t cells, std::vector<uint32_t>& tiles) {
  assert(cells >= 1 && cells < 0x80000000u && "read_permutation_board: 1 to 2^31 - 1 cells");
  tiles.resize(cells);
  std::vector<uint32_t> seen(cells / 32 + 1, 0);
  for (uint32_t cell = 0; cell < cells; ++cell) {
    uint32_t& tile = tiles[cell];
    if (!numbers.next(cells - 1, tile)) {
      if (numbers.token().empty())
        return in.fail("expected " + decimal(cells) + " numbers, input ends after " + decimal(cell));
      return in.fail(refused_number_error("a number 0-" + decimal(cells - 1), numbers));
    }
    if (seen[tile >> 5] >> (tile & 31) & 1u) return in.fail("number '" + decimal(tile) + "' appears twice");
    seen[tile >> 5] |= 1u << (tile & 31);
  }
  return true;
}

}  // namespace puzzle

#endif  // PUZZLE_PERMUTATION_BOARD_HPP
