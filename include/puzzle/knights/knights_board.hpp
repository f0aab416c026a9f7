// 骑士精神 (SCOI2005; BZOJ 1085, Luogu P2324, AcWing 195): a 5 x 5 board of 12 white knights, 12 black
// knights and one empty square; a knight a knight's move away from the empty square may jump into it.
// The target has the black knights above the diagonal, the white below, the empty square in the centre:
//   1 1 1 1 1
//   0 1 1 1 1
//   0 0 * 1 1      (1 black, 0 white, * empty)
//   0 0 0 0 1
//   0 0 0 0 0
// Cells are numbered row by row, 5 x row + column. A move is the direction (0-7) the empty square
// jumps in; direction d + 4 (mod 8) jumps back. O(1) a query.
#ifndef PUZZLE_KNIGHTS_BOARD_HPP
#define PUZZLE_KNIGHTS_BOARD_HPP

#include <stdint.h>

namespace puzzle {

const int knights_side = 5;
const int knights_cells = 25;
const int knights_directions = 8;
const int knights_per_colour = 12;
const int knights_target_empty = 12;  // the centre
// The target's black cells, the picture above row by row (bit 5 x row + column).
const uint32_t knights_target_black = 0x1Fu | 0x1Eu << 5 | 0x18u << 10 | 0x10u << 15;

// A board: bit c of `black` set when a black knight stands on cell c; the empty square's cell. Cells
// neither black nor empty hold white knights.
struct KnightsBoard {
  uint32_t black;
  int empty;
};

// The cell the empty square reaches from `cell` by a jump in `direction`, or -1 off the board.
// Directions in order: (-2,-1) (-2,+1) (-1,+2) (+1,+2) (+2,+1) (+2,-1) (+1,-2) (-1,-2) as (rows, columns).
inline int knights_jump(int cell, int direction) {
  static const int rows[knights_directions] = {-2, -2, -1, 1, 2, 2, 1, -1};
  static const int columns[knights_directions] = {-1, 1, 2, 2, 1, -1, -2, -2};
  const int row = cell / knights_side + rows[direction], column = cell % knights_side + columns[direction];
  if (row < 0 || row >= knights_side || column < 0 || column >= knights_side) return -1;
  return knights_side * row + column;
}

// Whether the target has a black knight on `cell`.
inline bool knights_target_is_black(int cell) { return (knights_target_black >> cell & 1u) != 0; }

}  // namespace puzzle

#endif  // PUZZLE_KNIGHTS_BOARD_HPP
