// Knights (SCOI2005 "骑士精神": Luogu P2324, AcWing 195, BZOJ 1085), written the textbook way: IDA* with
// bounds 0 to 15, the estimate the number of knights not on their cell of the target (the empty
// square not counted: a move carries one knight, so it puts at most one in place), the empty square
// never jumped straight back. Prints the fewest moves, or -1 when more than 15 are needed. Right: the
// estimate never overestimates, and every bound up to 15 is searched in full before -1. Cost: a few
// thousand to a few hundred thousand nodes a board.
// Hooks for wrong/knights_*.cpp: KNIGHTS_MAX_MOVES (15), KNIGHTS_COUNT_EMPTY (the empty square counted
// in the estimate too, which overestimates on the last move), KNIGHTS_NONE_TEXT ("-1").
// judge: luogu2324 AC
// judge: acwing195 AC
// judge: bzoj1085 AC
#include <cstdio>

#ifndef KNIGHTS_MAX_MOVES
#define KNIGHTS_MAX_MOVES 15
#endif
#ifndef KNIGHTS_NONE_TEXT
#define KNIGHTS_NONE_TEXT "-1"
#endif

static const char* const target[5] = {"11111", "01111", "00*11", "00001", "00000"};
static const int jump_row[8] = {1, 2, 2, 1, -1, -2, -2, -1};
static const int jump_column[8] = {2, 1, -1, -2, -2, -1, 1, 2};

static char board[5][6];

static int estimate() {
  int misplaced = 0;
  for (int r = 0; r < 5; ++r)
    for (int c = 0; c < 5; ++c) {
#ifdef KNIGHTS_COUNT_EMPTY
      if (board[r][c] != target[r][c]) ++misplaced;
#else
      if (board[r][c] != '*' && board[r][c] != target[r][c]) ++misplaced;
#endif
    }
  return misplaced;
}

static bool search(int depth, int bound, int row, int column, int last) {
  const int h = estimate();
  if (h == 0) return true;
  if (depth + h > bound) return false;
  for (int i = 0; i < 8; ++i) {
    if (last >= 0 && i == (last + 4) % 8) continue;  // the jump back
    const int r = row + jump_row[i], c = column + jump_column[i];
    if (r < 0 || r > 4 || c < 0 || c > 4) continue;
    board[row][column] = board[r][c];
    board[r][c] = '*';
    const bool found = search(depth + 1, bound, r, c, i);
    board[r][c] = board[row][column];
    board[row][column] = '*';
    if (found) return true;
  }
  return false;
}

int main() {
  int cases = 0;
  if (std::scanf("%d", &cases) != 1) return 0;
  while (cases-- > 0) {
    int row = 0, column = 0;
    for (int r = 0; r < 5; ++r) {
      if (std::scanf("%5s", board[r]) != 1) return 0;
      for (int c = 0; c < 5; ++c)
        if (board[r][c] == '*') row = r, column = c;
    }
    int bound = 0;
    while (bound <= KNIGHTS_MAX_MOVES && !search(0, bound, row, column, -1)) ++bound;
    if (bound > KNIGHTS_MAX_MOVES)
      std::printf("%s\n", KNIGHTS_NONE_TEXT);
    else
      std::printf("%d\n", bound);
  }
  return 0;
}
