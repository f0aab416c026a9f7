// Textbook solution of AOJ ALDS1_13_C "15 Puzzle", the way the course's own notes and most accepted
// solutions write it: iterative deepening (IDA*) with the sum of the tiles' Manhattan distances as
// the estimate, kept up to date a move at a time, never undoing the move before; the depth bound grows
// from the estimate to the statement's 45 moves, and the first bound with a solution is the answer.
// Cost: IDA* nodes, a few million for a board of 45 moves; a 16 x 16 table.
// judge: aoj_alds1_13_c AC
//
// Hooks for the wrong programs of wrong/alds1_13_c_*.cpp (each a few #defines, then this file):
//   ALDS1_13_C_MOST_MOVES      the largest bound tried (45, the statement's)
//   ALDS1_13_C_COUNT_BLANK     the estimate also counts the blank's distance from its home (not a lower
//                              bound: a board's distance can be overestimated)
//   ALDS1_13_C_MISPLACED_TOO   the estimate adds the misplaced tiles to the Manhattan distance
#include <cstdio>
#include <cstdlib>

#ifndef ALDS1_13_C_MOST_MOVES
#define ALDS1_13_C_MOST_MOVES 45
#endif

namespace {

const int kRowStep[4] = {-1, 0, 0, 1};
const int kColumnStep[4] = {0, -1, 1, 0};

int home_distance[16][16];  // [tile][cell]; tile 0 is the blank, home in the last cell
int cells[16];
int blank;
int limit;

// The estimate of a tile on a cell: its Manhattan distance home (and, for a wrong program, more).
int cost_of(int tile, int cell) {
#ifdef ALDS1_13_C_MISPLACED_TOO
  if (tile != 0 && home_distance[tile][cell] != 0) return home_distance[tile][cell] + 1;
#endif
#ifndef ALDS1_13_C_COUNT_BLANK
  if (tile == 0) return 0;
#endif
  return home_distance[tile][cell];
}

// Depth-first search below `depth` moves made, `estimate` the estimate of the board; `came` the
// direction of the move before (-1 none), whose reverse (3 - came) is never tried.
bool deepen(int depth, int estimate, int came) {
  if (estimate == 0) return true;
  if (depth + estimate > limit) return false;
  for (int d = 0; d < 4; ++d) {
    if (came >= 0 && d == 3 - came) continue;
    const int row = blank / 4 + kRowStep[d], column = blank % 4 + kColumnStep[d];
    if (row < 0 || row >= 4 || column < 0 || column >= 4) continue;
    const int to = row * 4 + column, tile = cells[to], from = blank;
    const int next = estimate - cost_of(tile, to) + cost_of(tile, from) - cost_of(0, from) + cost_of(0, to);
    cells[from] = tile;
    cells[to] = 0;
    blank = to;
    const bool solved = deepen(depth + 1, next, d);
    cells[to] = tile;
    cells[from] = 0;
    blank = from;
    if (solved) return true;
  }
  return false;
}

}  // namespace

int main() {
  for (int tile = 0; tile < 16; ++tile) {
    const int home = tile == 0 ? 15 : tile - 1;
    for (int cell = 0; cell < 16; ++cell)
      home_distance[tile][cell] = std::abs(cell / 4 - home / 4) + std::abs(cell % 4 - home % 4);
  }
  int estimate = 0;
  for (int cell = 0; cell < 16; ++cell) {
    if (std::scanf("%d", &cells[cell]) != 1) return 0;
    if (cells[cell] == 0) blank = cell;
  }
  for (int cell = 0; cell < 16; ++cell) estimate += cost_of(cells[cell], cell);
  for (limit = estimate; limit <= ALDS1_13_C_MOST_MOVES; ++limit)
    if (deepen(0, estimate, -1)) {
      std::printf("%d\n", limit);
      break;
    }
  return 0;
}
