// Flip Game (POJ 1753, Timus 1060), written the textbook way: every one of the 2^16 sets of pieces
// to flip is tried, each flip toggling the piece and its neighbours, and the smallest set that
// leaves the board one colour wins. Right: the order of rounds does not matter and flipping a piece
// twice undoes it, so a fewest sequence is a set of distinct pieces. Prints the set's size, or
// Impossible when none works. Cost: 65,536 sets of up to 16 flips, about a millisecond.
// Hooks for wrong/poj1753_*.cpp: POJ1753_ALL_BLACK_TOO (1: either colour; 0: white only),
// POJ1753_MAX_ROUNDS (16: sets of more rounds are skipped), POJ1753_NONE_TEXT ("Impossible").
// judge: poj1753 AC
// judge: timus1060 AC
#include <cstdio>

#ifndef POJ1753_ALL_BLACK_TOO
#define POJ1753_ALL_BLACK_TOO 1
#endif
#ifndef POJ1753_MAX_ROUNDS
#define POJ1753_MAX_ROUNDS 16
#endif
#ifndef POJ1753_NONE_TEXT
#define POJ1753_NONE_TEXT "Impossible"
#endif

int main() {
  int board = 0;
  char row[8];
  for (int r = 0; r < 4; ++r) {
    if (std::scanf("%7s", row) != 1) return 1;
    for (int c = 0; c < 4; ++c)
      if (row[c] == 'b') board |= 1 << (r * 4 + c);
  }
  int flip[16];
  for (int cell = 0; cell < 16; ++cell) {
    const int r = cell / 4, c = cell % 4;
    flip[cell] = 1 << cell;
    if (r > 0) flip[cell] |= 1 << (cell - 4);
    if (r < 3) flip[cell] |= 1 << (cell + 4);
    if (c > 0) flip[cell] |= 1 << (cell - 1);
    if (c < 3) flip[cell] |= 1 << (cell + 1);
  }
  int best = 17;
  for (int set = 0; set < 1 << 16; ++set) {
    int after = board, rounds = 0;
    for (int cell = 0; cell < 16; ++cell)
      if (set >> cell & 1) after ^= flip[cell], ++rounds;
    const bool done = after == 0 || (POJ1753_ALL_BLACK_TOO && after == 0xFFFF);
    if (done && rounds <= POJ1753_MAX_ROUNDS && rounds < best) best = rounds;
  }
  if (best > 16)
    std::printf("%s\n", POJ1753_NONE_TEXT);
  else
    std::printf("%d\n", best);
  return 0;
}
