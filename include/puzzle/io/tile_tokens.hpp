// How the 8-puzzle judges write one tile as a token, for the board readers' TileTokens
// (tile_board.hpp): a digit 1-8 with the blank as `x` (POJ 1077 and the judges that copy it: HDU
// 1043, AcWing 179 and 845, UVa 652), or a number with the blank as 0 (AOJ ALDS1_13_B, UVa 10085,
// UVa 10181). Each returns the tile (0 the blank) or -1 for any other token. O(token length).
#ifndef PUZZLE_TILE_TOKENS_HPP
#define PUZZLE_TILE_TOKENS_HPP

#include <string>

#include "puzzle/io/token_reader.hpp"

namespace puzzle {

// A digit 1-8, or x for the blank (lower case only, as these judges spell it).
inline int digit_or_x_tile(const std::string& token) {
  if (token.size() != 1) return -1;
  if (token[0] == 'x') return 0;
  return token[0] >= '1' && token[0] <= '8' ? token[0] - '0' : -1;
}

// A number 0..max_tile, 0 the blank (as parse_natural reads numbers).
template <int max_tile>
int numbered_tile(const std::string& token) {
  long tile = 0;
  return parse_natural(token, max_tile, tile) ? static_cast<int>(tile) : -1;
}

}  // namespace puzzle

#endif  // PUZZLE_TILE_TOKENS_HPP
