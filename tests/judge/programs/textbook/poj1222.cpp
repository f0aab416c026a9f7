// EXTENDED LIGHTS OUT (POJ 1222, UVa 1560, BOJ 6363), written the textbook way: each of the 64 sets
// of presses on the first row is tried; then each light left on in a row is put out by pressing the
// button below it, row by row (the statement's own hint), and the set that leaves the last row dark
// is printed. Right: once the first row is chosen the chase forces every other press, and exactly
// one first row works on this board. Cost: 64 chases of 30 cells a puzzle.
// Hooks for wrong/poj1222_*.cpp: POJ1222_HEADER ("PUZZLE #%d\n"), POJ1222_LAST_ROW_CHECKED (1: the
// first row's set is kept only when the last row ends dark).
// judge: poj1222 AC
// judge: uva1560 AC
// judge: boj6363 AC
#include <cstdio>

#ifndef POJ1222_HEADER
#define POJ1222_HEADER "PUZZLE #%d\n"
#endif
#ifndef POJ1222_LAST_ROW_CHECKED
#define POJ1222_LAST_ROW_CHECKED 1
#endif

static int light[5][6], on[5][6], press[5][6];

static void toggle(int r, int c) {
  on[r][c] ^= 1;
  if (r > 0) on[r - 1][c] ^= 1;
  if (r < 4) on[r + 1][c] ^= 1;
  if (c > 0) on[r][c - 1] ^= 1;
  if (c < 5) on[r][c + 1] ^= 1;
}

// The chase from a first row: whether every light ends off.
static bool chase(int first) {
  for (int r = 0; r < 5; ++r)
    for (int c = 0; c < 6; ++c) on[r][c] = light[r][c], press[r][c] = 0;
  for (int c = 0; c < 6; ++c)
    if (first >> c & 1) press[0][c] = 1, toggle(0, c);
  for (int r = 1; r < 5; ++r)
    for (int c = 0; c < 6; ++c)
      if (on[r - 1][c]) press[r][c] = 1, toggle(r, c);
  for (int c = 0; c < 6; ++c)
    if (on[4][c]) return false;
  return true;
}

int main() {
  int puzzles = 0;
  if (std::scanf("%d", &puzzles) != 1) return 0;
  for (int p = 1; p <= puzzles; ++p) {
    for (int r = 0; r < 5; ++r)
      for (int c = 0; c < 6; ++c) std::scanf("%d", &light[r][c]);
    for (int first = 0; first < 64; ++first)
      if (chase(first) || !POJ1222_LAST_ROW_CHECKED) break;
    std::printf(POJ1222_HEADER, p);
    for (int r = 0; r < 5; ++r)
      for (int c = 0; c < 6; ++c) std::printf("%d%c", press[r][c], c == 5 ? '\n' : ' ');
  }
  return 0;
}
