// Reads a board of any size written as numbers, one a cell in reading order, 0 the blank, for the
// case driver (case_driver.hpp): `cells` numbers that must be 0..cells-1, each once (POJ 2893's boards
// of up to 999 x 999, HDU 3600's, POJ 3240's), through a NaturalReader, at the speed it reads. The
// errors read as tile_board.hpp's: "expected 9 numbers, input ends after 5", "expected a number 0-8,
// got '9'", "number '3' appears twice".
// O(cells) time; memory: the board, 4 bytes a cell, and one bit a cell while it is read.
#ifndef PUZZLE_PERMUTATION_BOARD_HPP
#define PUZZLE_PERMUTATION_BOARD_HPP

#include <cassert>
#include <stdint.h>
#include <string>
#include <vector>

#include "puzzle/io/case_driver.hpp"
#include "puzzle/io/decimal.hpp"
#include "puzzle/io/input_error.hpp"
#include "puzzle/io/natural_reader.hpp"

namespace puzzle {

// Reads `cells` numbers from `numbers` into `tiles` (resized to cells): 0..cells-1, each once; false
// after in.fail(...) otherwise. Precondition: 1 <= cells < 2^32.
inline bool read_permutation_board(CaseInput& in, NaturalReader& numbers, uint32_t cells,
                                   std::vector<uint32_t>& tiles) {
  assert(cells >= 1 && "read_permutation_board: at least one cell");
  tiles.resize(cells);
  std::vector<uint32_t> seen(cells / 32 + 1, 0);
  for (uint32_t cell = 0; cell < cells; ++cell) {
    uint32_t& tile = tiles[cell];
    if (!numbers.next(cells - 1, tile)) {
      if (numbers.token().empty())
        return in.fail("expected " + decimal(cells) + " numbers, input ends after " + decimal(cell));
      return in.fail("expected a number 0-" + decimal(cells - 1) + ", got " + quoted(numbers.token()));
    }
    if (seen[tile >> 5] >> (tile & 31) & 1u) return in.fail("number '" + decimal(tile) + "' appears twice");
    seen[tile >> 5] |= 1u << (tile & 31);
  }
  return true;
}

}  // namespace puzzle

#endif  // PUZZLE_PERMUTATION_BOARD_HPP
