// Reads a board of rows x cols cells, each written as one of two characters (Flip Game's `w` and
// `b`, the refrigerator's `-` and `+`, Lights Out's `0` and `1`), for the case driver
// (case_driver.hpp): a token holds one cell or several cells of one row run together (`bwwb`, or
// `b w w b`), never cells of two rows. The board comes back as a mask, cell r * cols + c one bit, set
// where the cell is the second character. O(cells) per board.
// Preconditions (asserted): 1 <= rows, cols; rows x cols <= 32.
#ifndef PUZZLE_TWO_SYMBOL_GRID_HPP
#define PUZZLE_TWO_SYMBOL_GRID_HPP

#include <cassert>
#include <stdint.h>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/io/decimal.hpp"

namespace puzzle {

// How a judge writes the grid: its size, the two characters, and the words of the errors: "expected
// a row of 4 cells w or b, got 'bwwbb'", "expected 16 cells, input ends after 9".
struct TwoSymbolGrid {
  int rows, cols;
  char symbol[2];  // the cell's character for bit 0, for bit 1
};

// "w or b".
inline std::string symbol_choice(const TwoSymbolGrid& grid) {
  return std::string(1, grid.symbol[0]) + " or " + std::string(1, grid.symbol[1]);
}

// Reads the grid from its first token `first` on into `cells`; false after in.fail(...).
inline bool read_two_symbol_grid(CaseInput& in, const std::string& first, const TwoSymbolGrid& grid, uint32_t& cells) {
  assert(grid.rows >= 1 && grid.cols >= 1 && grid.rows * grid.cols <= 32 && "read_two_symbol_grid: 1-32 cells");
  const int count = grid.rows * grid.cols;
  const std::string row_of = "a row of " + decimal(grid.cols) + " cells " + symbol_choice(grid);
  cells = 0;
  std::string token = first;
  for (int cell = 0; cell < count;) {
    if (cell > 0 && !in.next(token))
      return in.fail("expected " + decimal(count) + " cells, input ends after " + decimal(cell));
    if (token.size() > static_cast<std::size_t>(grid.cols - cell % grid.cols))
      return in.fail("expected " + row_of + ", got " + puzzle::quoted(token));
    for (std::size_t i = 0; i < token.size(); ++i, ++cell) {
      if (token[i] != grid.symbol[0] && token[i] != grid.symbol[1])
        return in.fail("expected " + row_of + ", got " + puzzle::quoted(token));
      if (token[i] == grid.symbol[1]) cells |= uint32_t(1) << cell;
    }
  }
  return true;
}

}  // namespace puzzle

#endif  // PUZZLE_TWO_SYMBOL_GRID_HPP
