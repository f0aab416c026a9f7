// The Rotation Game (POJ 2286, HDU 1667, UVa 1343, AcWing 181), written the textbook way: IDA* on the
// number of moves, the estimate 8 minus the count of the most frequent symbol in the centre (a move
// brings at most one new block into the centre), moves tried in the order A..H and the move that
// undoes the last one skipped, so the first solution found at the smallest bound is the smallest
// shortest move string. Right: the estimate never overestimates, and the order makes the answer the
// canonical one. Cost: exponential in the answer (at most 13 moves), a few ms to seconds a board.
// Hooks for wrong/rotation_game_*.cpp: ROTATION_GAME_MAX_DEPTH (a depth cap), ROTATION_GAME_ESTIMATE
// (another estimate), ROTATION_GAME_FIRST_MOVE (moves tried from H down), ROTATION_GAME_SOLVED_TEXT.
// judge: poj2286 AC
// judge: hdu1667 AC
// judge: uva1343 AC --with-stress
// (the stress tier, where the textbook is TLE, judged once: under uva1343's 3 s.)
// judge: acwing181 AC
#include <cstdio>

#ifndef ROTATION_GAME_SOLVED_TEXT
#define ROTATION_GAME_SOLVED_TEXT "No moves needed"
#endif

// The cells of each move's line of seven, head first: the head's block goes to the tail, the others
// move one cell toward the head.
static const int line_of[8][7] = {
    {0, 2, 6, 11, 15, 20, 22},     // A
    {1, 3, 8, 12, 17, 21, 23},     // B
    {10, 9, 8, 7, 6, 5, 4},        // C
    {19, 18, 17, 16, 15, 14, 13},  // D
    {23, 21, 17, 12, 8, 3, 1},     // E
    {22, 20, 15, 11, 6, 2, 0},     // F
    {13, 14, 15, 16, 17, 18, 19},  // G
    {4, 5, 6, 7, 8, 9, 10},        // H
};
static const int undo_of[8] = {5, 4, 7, 6, 1, 0, 3, 2};
static const int centre[8] = {6, 7, 8, 11, 12, 15, 16, 17};

static int board[24];
static char path[64];

static void apply(int move) {
  const int* line = line_of[move];
  const int head = board[line[0]];
  for (int i = 0; i < 6; ++i) board[line[i]] = board[line[i + 1]];
  board[line[6]] = head;
}

static int most_in_centre() {
  int count[4] = {0, 0, 0, 0};
  for (int i = 0; i < 8; ++i) ++count[board[centre[i]]];
  int most = count[1];
  if (count[2] > most) most = count[2];
  if (count[3] > most) most = count[3];
  return most;
}

static int estimate() {
#ifdef ROTATION_GAME_ESTIMATE
  return ROTATION_GAME_ESTIMATE;
#else
  return 8 - most_in_centre();
#endif
}

static bool search(int depth, int bound, int last) {
  const int h = estimate();
  if (h == 0) {
    path[depth] = '\0';
    return true;
  }
  if (depth + h > bound) return false;
  for (int i = 0; i < 8; ++i) {
#ifdef ROTATION_GAME_FIRST_MOVE
    const int move = 7 - i;
#else
    const int move = i;
#endif
    if (last >= 0 && move == undo_of[last]) continue;
    apply(move);
    path[depth] = static_cast<char>('A' + move);
    const bool found = search(depth + 1, bound, move);
    apply(undo_of[move]);
    if (found) return true;
  }
  return false;
}

int main() {
  while (std::scanf("%d", &board[0]) == 1 && board[0] != 0) {
    for (int i = 1; i < 24; ++i) std::scanf("%d", &board[i]);
    if (estimate() == 0) {
      std::printf("%s\n%d\n", ROTATION_GAME_SOLVED_TEXT, board[centre[0]]);
      continue;
    }
#ifdef ROTATION_GAME_MAX_DEPTH
    const int max_depth = ROTATION_GAME_MAX_DEPTH;
#else
    const int max_depth = 63;
#endif
    bool found = false;
    for (int bound = 1; bound <= max_depth && !found; ++bound) found = search(0, bound, -1);
    if (!found) {
      std::printf("\n%d\n", board[centre[0]]);
      continue;
    }
    // The board is back as it was read: replay the path to read the centre.
    for (int i = 0; path[i]; ++i) apply(path[i] - 'A');
    std::printf("%s\n%d\n", path, board[centre[0]]);
  }
  return 0;
}
