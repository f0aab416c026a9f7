// The Pilots Brothers' refrigerator (POJ 2965, AcWing 116), written the textbook way: every one of the
// 2^16 sets of handles to switch is tried, each switching turning its row and its column, and the
// smallest set that opens every handle is printed, its handles top to bottom and left to right within
// a row (AcWing's order; POJ takes any). Right: switchings commute and a second one on the same handle
// undoes the first, so a fewest sequence is a set. Cost: 65,536 sets of up to 16 switchings.
// Hooks for wrong/poj2965_*.cpp: POJ2965_BOTTOM_UP (the handles printed bottom to bottom-right first:
// AcWing's order reversed), POJ2965_CELL_TWICE (the handle itself switched twice, by its row and by its
// column: it stays as it was).
// judge: poj2965 AC
// judge: acwing116 AC
#include <cstdio>

#ifndef POJ2965_BOTTOM_UP
#define POJ2965_BOTTOM_UP 0
#endif
#ifndef POJ2965_CELL_TWICE
#define POJ2965_CELL_TWICE 0
#endif

int main() {
  int board = 0;
  char row[8];
  for (int r = 0; r < 4; ++r) {
    if (std::scanf("%7s", row) != 1) return 1;
    for (int c = 0; c < 4; ++c)
      if (row[c] == '+') board |= 1 << (r * 4 + c);
  }
  int turn[16];
  for (int cell = 0; cell < 16; ++cell) {
    turn[cell] = 0;
    for (int i = 0; i < 4; ++i) turn[cell] ^= 1 << (cell / 4 * 4 + i);
    for (int i = 0; i < 4; ++i) turn[cell] ^= 1 << (i * 4 + cell % 4);
    if (!POJ2965_CELL_TWICE) turn[cell] ^= 1 << cell;  // counted in its row and its column: once
  }
  int best = -1, best_count = 17;
  for (int set = 0; set < 1 << 16; ++set) {
    int after = board, count = 0;
    for (int cell = 0; cell < 16; ++cell)
      if (set >> cell & 1) after ^= turn[cell], ++count;
    if (after == 0 && count < best_count) best = set, best_count = count;
  }
  if (best < 0) return 1;  // never: every board has a set
  std::printf("%d\n", best_count);
  for (int i = 0; i < 16; ++i) {
    const int cell = POJ2965_BOTTOM_UP ? 15 - i : i;
    if (best >> cell & 1) std::printf("%d %d\n", cell / 4 + 1, cell % 4 + 1);
  }
  return 0;
}
