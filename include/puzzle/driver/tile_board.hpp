// Reads a board written as one token a cell (eight: 1-8 and x; fifteen: 0-15), each tile once, for
// the case driver (case_driver.hpp): what differs between judges is data (TileTokens), the reading
// and its errors are written once. O(cells) per board.
#ifndef PUZZLE_TILE_BOARD_HPP
#define PUZZLE_TILE_BOARD_HPP

#include <cassert>
#include <stdint.h>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/io/decimal.hpp"

namespace puzzle {

// How a judge writes a board's tiles: `cells` tokens, tile_of(token) the tile a token names (0 the
// blank) or -1, and the words of the errors: "expected 9 tiles, input ends after 5", "expected a
// tile 1-8 or x, got '9'", "tile '3' appears twice".
struct TileTokens {
  int cells;  // at most 32
  int (*tile_of)(const std::string& token);
  const char* cells_noun;  // "tiles"
  const char* tile_noun;   // "tile"
  const char* one_tile;    // "a tile 1-8 or x"
};

// Reads the board from its first token `first` on into tiles[0..cells); false after in.fail(...).
inline bool read_tile_board(CaseInput& in, const std::string& first, const TileTokens& format, uint8_t* tiles) {
  assert(format.cells >= 1 && format.cells <= 32 && "read_tile_board: 1-32 cells");
  uint32_t seen = 0;
  std::string token = first;
  for (int cell = 0; cell < format.cells; ++cell) {
    if (cell > 0 && !in.next(token))
      return in.fail("expected " + decimal(format.cells) + " " + format.cells_noun + ", input ends after " +
                     decimal(cell));
    const int tile = format.tile_of(token);
    if (tile < 0) return in.fail(std::string("expected ") + format.one_tile + ", got " + puzzle::quoted(token));
    if (seen >> tile & 1u)
      return in.fail(std::string(format.tile_noun) + " " + puzzle::quoted(token) + " appears twice");
    seen |= 1u << tile;
    tiles[cell] = static_cast<uint8_t>(tile);
  }
  return true;
}

}  // namespace puzzle

#endif  // PUZZLE_TILE_BOARD_HPP
