// Flood-it! (HDU 4127, POJ 4007, AcWing 194): an n x n board (2 <= n <= 8) of cells coloured 0-5. The
// area is the top-left cell and every cell joined to it through edge-adjacent cells of its colour; a
// move paints the area one colour, and the area then takes in every cell of that colour joined to it.
// Goal: one colour over the whole board. Cells are bits of a 64-bit set, bit 8 x row + column (rows
// 8 cells apart whatever n), so a set of cells moves one step in each direction by a shift: the
// neighbours of a set cost O(1), growing a set within another O(longest path inside it).
#ifndef PUZZLE_FLOOD_IT_BOARD_HPP
#define PUZZLE_FLOOD_IT_BOARD_HPP

#include <stdint.h>

namespace puzzle {

const int flood_it_max_side = 8;
const int flood_it_colours = 6;
const int flood_it_row_stride = 8;  // bit of (row, column): flood_it_row_stride x row + column

// A board as the judges give it: colour[8 x row + column], 0-5, for row and column below `side`.
struct FloodItBoard {
  int side;
  uint8_t colour[flood_it_max_side * flood_it_row_stride];
};

// The bit of a cell.
inline uint64_t flood_it_cell(int row, int column) { return uint64_t(1) << (flood_it_row_stride * row + column); }

// The cells of a side x side board.
inline uint64_t flood_it_board_cells(int side) {
  uint64_t cells = 0;
  for (int row = 0; row < side; ++row)
    for (int column = 0; column < side; ++column) cells |= flood_it_cell(row, column);
  return cells;
}

// Every cell edge-adjacent to a cell of `cells` (the 8 x 8 frame; a caller masks it to its board).
inline uint64_t flood_it_neighbours(uint64_t cells) {
  const uint64_t not_first_column = 0xFEFEFEFEFEFEFEFEull, not_last_column = 0x7F7F7F7F7F7F7F7Full;
  return (cells << 1 & not_first_column) | (cells >> 1 & not_last_column) | cells << flood_it_row_stride |
         cells >> flood_it_row_stride;
}

// The cells of `within` joined to `seed` through edge-adjacent cells of `within`.
// Precondition: seed is a subset of within.
inline uint64_t flood_it_fill(uint64_t seed, uint64_t within) {
  uint64_t grown = seed;
  for (;;) {
    const uint64_t next = (grown | flood_it_neighbours(grown)) & within;
    if (next == grown) return grown;
    grown = next;
  }
}

}  // namespace puzzle

#endif  // PUZZLE_FLOOD_IT_BOARD_HPP
