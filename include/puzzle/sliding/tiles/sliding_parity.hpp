// Solvability of an R x C sliding-tile board against any goal, by the inversion-parity invariant.
// Odd width: inversion parity of the tiles; even width: that plus the blank's row (Johnson & Story
// 1879, "Notes on the 15 puzzle"). For boards of the tiles 0..n-1, 0 the blank, as every binary's
// boards are: O(n), n = R*C, by the cycles of the permutation.
#ifndef PUZZLE_SLIDING_PARITY_HPP
#define PUZZLE_SLIDING_PARITY_HPP

#include <cassert>
#include <stdint.h>

namespace puzzle {

// The quantity that no sliding move changes, for a board of the tiles 0..n-1 (n = rows * cols <= 32,
// each once), 0 the blank: the inversion parity of the tiles, plus the blank's row on even widths.
// In O(n): the parity of the whole permutation (n less its number of cycles), less the inversions the
// blank makes (one with each tile before it, 0 being the smallest), plus the blank's row on even widths.
inline int tile_board_invariant(const uint8_t* board, int rows, int cols) {
  const int n = rows * cols;
  assert(n <= 32 && "tile_board_invariant: at most 32 cells");
  uint32_t seen = 0;
  int parity = n & 1, blank_cell = 0;
  for (int start = 0; start < n; ++start) {
    if (board[start] == 0) blank_cell = start;
    if (seen >> start & 1u) continue;
    parity ^= 1;  // one more cycle
    for (int cell = start; !(seen >> cell & 1u); cell = board[cell]) seen |= 1u << cell;
  }
  parity ^= blank_cell & 1;
  if (cols % 2 == 0) parity ^= (blank_cell / cols) & 1;
  return parity;
}

// True iff `board` can be slid into `goal`, boards of the tiles 0..n-1 (n <= 32), 0 the blank. O(n).
inline bool is_solvable(const uint8_t* board, const uint8_t* goal, int rows, int cols) {
  assert(rows >= 2 && cols >= 2 && "is_solvable: a board of at least 2 x 2");
  return tile_board_invariant(board, rows, cols) == tile_board_invariant(goal, rows, cols);
}

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_PARITY_HPP
