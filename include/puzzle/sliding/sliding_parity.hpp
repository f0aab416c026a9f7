// Solvability of an R x C sliding-tile board against any goal, by the inversion-parity invariant.
// Odd width: inversion parity of the tiles; even width: that plus the blank's row (Johnson & Story
// 1879, "Notes on the 15 puzzle"). O(n^2), n = R*C; O(n) for boards of the tiles 0..n-1, 0 the blank
// (by the cycles of the permutation), as every binary's boards are.
#ifndef PUZZLE_SLIDING_PARITY_HPP
#define PUZZLE_SLIDING_PARITY_HPP

#include <cassert>
#include <stdint.h>

namespace puzzle {

// Parity (0 or 1) of the number of inversions among items[0..n), ignoring every item equal to `skip`.
template <class Item>
int inversion_parity(const Item* items, int n, Item skip) {
  int inversions = 0;
  for (int i = 0; i < n; ++i) {
    if (items[i] == skip) continue;
    for (int j = i + 1; j < n; ++j)
      if (items[j] != skip && items[j] < items[i]) ++inversions;
  }
  return inversions & 1;
}

// The quantity that no sliding move changes: inversion parity, plus the blank's row on even widths.
template <class Item>
int sliding_invariant(const Item* board, int rows, int cols, Item blank) {
  const int n = rows * cols;
  int parity = inversion_parity(board, n, blank);
  if (cols % 2 == 0) {
    int blank_cell = 0;
    while (board[blank_cell] != blank) ++blank_cell;
    parity ^= (blank_cell / cols) & 1;
  }
  return parity;
}

// sliding_invariant of a board of the tiles 0..n-1 (n = rows * cols <= 32, each once), 0 the blank,
// in O(n): the parity of the whole permutation (n less its number of cycles), less the inversions the
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

// True iff `board` can be slid into `goal`. Both hold the same n = rows*cols distinct items, one of
// them `blank`. Precondition: rows >= 2 and cols >= 2 (a single row or column cannot permute tiles).
template <class Item>
bool is_solvable(const Item* board, const Item* goal, int rows, int cols, Item blank) {
  assert(rows >= 2 && cols >= 2 && "is_solvable: a board of at least 2 x 2");
  return sliding_invariant(board, rows, cols, blank) == sliding_invariant(goal, rows, cols, blank);
}

// is_solvable for boards of the tiles 0..n-1 (n <= 32), 0 the blank, in O(n).
inline bool is_solvable(const uint8_t* board, const uint8_t* goal, int rows, int cols) {
  assert(rows >= 2 && cols >= 2 && "is_solvable: a board of at least 2 x 2");
  return tile_board_invariant(board, rows, cols) == tile_board_invariant(goal, rows, cols);
}

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_PARITY_HPP
