// A sliding board of any size as the large-board binaries read it (POJ 2893's up to 999 x 999, HDU
// 3600's, POJ 3240's): rows, columns and the tiles in reading order, 0 the blank, 4 bytes a cell. The
// goal is always the standard one, 1 2 ... n-1 and the blank last. O(1) besides its tiles.
#ifndef PUZZLE_LARGE_BOARD_HPP
#define PUZZLE_LARGE_BOARD_HPP

#include <stdint.h>
#include <vector>

namespace puzzle {

struct LargeBoard {
  long rows, cols;
  std::vector<uint32_t> tiles;  // rows * cols of them: 0..n-1 once each
};

}  // namespace puzzle

#endif  // PUZZLE_LARGE_BOARD_HPP
