// The Mayan game's rules (NOIP 2011 Day 1 T3 "Mayan 游戏", Luogu P1312, AcWing 185): a board of 5
// columns x 7 rows of coloured blocks standing on each other, a move that drags one block one column
// left or right, and the fall-and-clear step after it. Cell (x, y): column x = 0-4 from the left, row
// y = 0-6 from the bottom, as the judges number them.
// - A move drags the block at (x, y) to (x + direction, y): onto a block, the two exchange places;
//   into an empty cell, the block leaves its column (the blocks above it drop) and falls in the other.
// - Then, until nothing changes: blocks drop onto what is below them; every run of 3 or more blocks
//   of one colour in a row or a column is marked, all at once (a block in two runs takes both), and
//   the marked blocks vanish together.
// Costs: a move O(cells x rounds of clearing), at most 35 x 12. Preconditions (asserted): colours
// 1-255 (0 is an empty cell); a move drags a block and stays on the board.
#ifndef PUZZLE_MAYAN_BOARD_HPP
#define PUZZLE_MAYAN_BOARD_HPP

#include <cassert>
#include <cstring>
#include <stdint.h>

namespace puzzle {

const int mayan_columns = 5;
const int mayan_rows = 7;
const int mayan_run = 3;  // the fewest blocks of one colour in a line that vanish

// colour[x][y]: the block at column x, row y, 0 for none.
struct MayanBoard {
  uint8_t colour[mayan_columns][mayan_rows];
};

inline bool operator==(const MayanBoard& a, const MayanBoard& b) {
  return std::memcmp(a.colour, b.colour, sizeof a.colour) == 0;
}

// One move: the block at (x, y) dragged right (direction 1) or left (-1), as the judges print it.
struct MayanMove {
  int x, y, direction;
};

inline bool operator==(const MayanMove& a, const MayanMove& b) {
  return a.x == b.x && a.y == b.y && a.direction == b.direction;
}

inline bool mayan_is_empty(const MayanBoard& board) {
  for (int x = 0; x < mayan_columns; ++x)
    if (board.colour[x][0]) return false;
  return true;
}

// Drops every block onto the one below it (or the bottom row), keeping each column's order.
inline void mayan_drop(MayanBoard& board) {
  for (int x = 0; x < mayan_columns; ++x) {
    uint8_t* column = board.colour[x];
    int height = 0;
    for (int y = 0; y < mayan_rows; ++y)
      if (column[y]) column[height++] = column[y];
    for (int y = height; y < mayan_rows; ++y) column[y] = 0;
  }
}

// Marks the blocks of every run of 3 or more of one colour, in rows and columns at once, and clears
// them; false when there was none. Precondition: no block floats.
inline bool mayan_clear_runs(MayanBoard& board) {
  bool marked[mayan_columns][mayan_rows];
  std::memset(marked, 0, sizeof marked);
  bool any = false;
  for (int x = 0; x < mayan_columns; ++x)
    for (int y = 0; y < mayan_rows; ++y) {
      const uint8_t colour = board.colour[x][y];
      if (!colour) continue;
      if (x + 2 < mayan_columns && board.colour[x + 1][y] == colour && board.colour[x + 2][y] == colour)
        any = marked[x][y] = marked[x + 1][y] = marked[x + 2][y] = true;
      if (y + 2 < mayan_rows && board.colour[x][y + 1] == colour && board.colour[x][y + 2] == colour)
        any = marked[x][y] = marked[x][y + 1] = marked[x][y + 2] = true;
    }
  for (int x = 0; x < mayan_columns; ++x)
    for (int y = 0; y < mayan_rows; ++y)
      if (marked[x][y]) board.colour[x][y] = 0;
  return any;
}

// Drops and clears until the board is still.
inline void mayan_settle(MayanBoard& board) {
  do mayan_drop(board);
  while (mayan_clear_runs(board));
}

// Plays `move`, then settles the board.
inline void mayan_play(MayanBoard& board, const MayanMove& move) {
  const int to = move.x + move.direction;
  assert(0 <= move.x && move.x < mayan_columns && 0 <= move.y && move.y < mayan_rows &&
         (move.direction == 1 || move.direction == -1) && 0 <= to && to < mayan_columns &&
         board.colour[move.x][move.y] && "mayan_play: a block dragged one column, staying on the board");
  uint8_t& from = board.colour[move.x][move.y];
  uint8_t& onto = board.colour[to][move.y];
  const uint8_t dragged = from;
  from = onto;
  onto = dragged;
  mayan_settle(board);
}

}  // namespace puzzle

#endif  // PUZZLE_MAYAN_BOARD_HPP
