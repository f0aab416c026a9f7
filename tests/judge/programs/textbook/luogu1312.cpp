// The Mayan game (NOIP 2011 Day 1 T3: Luogu P1312, AcWing 185), written the textbook way: a
// depth-first search of exactly n moves, blocks tried by x, then y, each right before left, the board
// saved per depth and restored; after a move the blocks drop, then every line of 3 or more of a colour
// is marked and all marked blocks vanish together, until nothing changes. Prunes: a colour with 1 or 2
// blocks left ends the branch; a left move onto a block is skipped (the right move of that block came
// first and gives the same board); a block is never moved onto one of its own colour. Prints the n
// moves "x y g", or -1. Right: the moves are tried in the statement's order, and no prune drops the
// first solution. Cost: up to about 40^5 boards, far fewer with the prunes.
// Hooks for wrong/luogu1312_*.cpp: LUOGU1312_LEFT_FIRST (left tried before right), LUOGU1312_ONE_LINE
// (one line vanishes at a time, the blocks dropping in between), LUOGU1312_NO_ANSWER_TEXT ("-1").
// judge: luogu1312 AC
// judge: acwing185 AC
#include <cstdio>
#include <cstring>

#ifndef LUOGU1312_NO_ANSWER_TEXT
#define LUOGU1312_NO_ANSWER_TEXT "-1\n"
#endif

static int n;
static int g[5][7];
static int saved[6][5][7];
static int answer[5][3];

static void drop() {
  for (int x = 0; x < 5; ++x) {
    int h = 0;
    for (int y = 0; y < 7; ++y)
      if (g[x][y]) g[x][h++] = g[x][y];
    while (h < 7) g[x][h++] = 0;
  }
}

static bool vanish() {
  bool mark[5][7];
  std::memset(mark, 0, sizeof mark);
  bool any = false;
  for (int x = 0; x < 5; ++x)
    for (int y = 0; y < 7; ++y) {
      if (!g[x][y]) continue;
      if (x + 2 < 5 && g[x + 1][y] == g[x][y] && g[x + 2][y] == g[x][y]) {
        mark[x][y] = mark[x + 1][y] = mark[x + 2][y] = any = true;
#ifdef LUOGU1312_ONE_LINE
        goto clear;
#endif
      }
      if (y + 2 < 7 && g[x][y + 1] == g[x][y] && g[x][y + 2] == g[x][y]) {
        mark[x][y] = mark[x][y + 1] = mark[x][y + 2] = any = true;
#ifdef LUOGU1312_ONE_LINE
        goto clear;
#endif
      }
    }
#ifdef LUOGU1312_ONE_LINE
clear:
#endif
  for (int x = 0; x < 5; ++x)
    for (int y = 0; y < 7; ++y)
      if (mark[x][y]) g[x][y] = 0;
  return any;
}

static bool hopeless() {
  int count[11] = {0};
  for (int x = 0; x < 5; ++x)
    for (int y = 0; y < 7; ++y) ++count[g[x][y]];
  for (int c = 1; c <= 10; ++c)
    if (count[c] == 1 || count[c] == 2) return true;
  return false;
}

static bool empty() {
  for (int x = 0; x < 5; ++x)
    if (g[x][0]) return false;
  return true;
}

static bool search(int depth) {
  if (depth == n) return empty();
  if (hopeless()) return false;
  std::memcpy(saved[depth], g, sizeof g);
  for (int x = 0; x < 5; ++x)
    for (int y = 0; y < 7 && g[x][y]; ++y)
      for (int k = 0; k < 2; ++k) {
#ifdef LUOGU1312_LEFT_FIRST
        const int d = k == 0 ? -1 : 1;
#else
        const int d = k == 0 ? 1 : -1;
#endif
        if (x + d < 0 || x + d > 4) continue;
        if (d == -1 && g[x - 1][y]) continue;
        if (g[x + d][y] == g[x][y]) continue;
        const int t = g[x][y];
        g[x][y] = g[x + d][y];
        g[x + d][y] = t;
        do drop();
        while (vanish());
        answer[depth][0] = x, answer[depth][1] = y, answer[depth][2] = d;
        if (search(depth + 1)) return true;
        std::memcpy(g, saved[depth], sizeof g);
      }
  return false;
}

int main() {
  if (std::scanf("%d", &n) != 1) return 0;
  for (int x = 0; x < 5; ++x)
    for (int y = 0;; ++y) {
      int c = 0;
      if (std::scanf("%d", &c) != 1 || c == 0) break;
      g[x][y] = c;
    }
  if (search(0))
    for (int i = 0; i < n; ++i) std::printf("%d %d %d\n", answer[i][0], answer[i][1], answer[i][2]);
  else
    std::printf(LUOGU1312_NO_ANSWER_TEXT);
  return 0;
}
