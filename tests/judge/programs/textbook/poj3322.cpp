// Textbook solution of "Bloxorz I" (POJ 3322, AcWing 172, Luogu P10485), the way most accepted
// solutions are written: a breadth-first search over (row, column, lie), lie 0 standing, 1 lying
// across (the cell and the one to its right), 2 lying along (the cell and the one below), with a
// visited array of 3 x 500 x 500 cleared per map and rows read with scanf("%s").
// Cost: O(R x C) per map.
// judge: poj3322 AC
// (acwing172, luogu10485: the input and limits of poj3322, or more generous ones: judged once, there.)
//
// Hooks for the wrong programs of wrong/poj3322_*.cpp (each a #define, then this file):
//   POJ3322_STOP_ON_TARGET   a state with a half on O is never expanded (a lying block may not cross O)
//   POJ3322_STAND_ON_FRAGILE the block may stand on 'E'
#include <cstdio>
#include <cstring>

namespace {

const int kMax = 505;
char grid[kMax][kMax];
int rows, columns;
int dist[3][kMax][kMax];
int queue_r[3 * kMax * kMax], queue_c[3 * kMax * kMax], queue_l[3 * kMax * kMax];

// Per lie and direction (up, down, left, right): the new lie and the change of the top-left cell.
const int next_lie[3][4] = {{2, 2, 1, 1}, {1, 1, 0, 0}, {0, 0, 2, 2}};
const int move_r[3][4] = {{-2, 1, 0, 0}, {-1, 1, 0, 0}, {-1, 2, 0, 0}};
const int move_c[3][4] = {{0, 0, -2, 1}, {0, 0, -1, 2}, {0, 0, -1, 1}};

bool inside(int r, int c) { return r >= 0 && r < rows && c >= 0 && c < columns; }

bool fits(int r, int c, int lie) {
  if (!inside(r, c) || grid[r][c] == '#') return false;
#ifndef POJ3322_STAND_ON_FRAGILE
  if (lie == 0 && grid[r][c] == 'E') return false;
#endif
  if (lie == 0) return true;
  const int r2 = r + (lie == 2), c2 = c + (lie == 1);
  return inside(r2, c2) && grid[r2][c2] != '#';
}

}  // namespace

int main() {
  while (std::scanf("%d %d", &rows, &columns) == 2 && (rows || columns)) {
    for (int r = 0; r < rows; ++r) std::scanf("%s", grid[r]);
    int sr = -1, sc = -1, sl = 0;
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < columns; ++c)
        if (grid[r][c] == 'X') {
          if (sr < 0) {
            sr = r, sc = c;
          } else {
            sl = r == sr ? 1 : 2;
          }
        }
    for (int l = 0; l < 3; ++l)
      for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) dist[l][r][c] = -1;
    int head = 0, tail = 0, answer = -1;
    dist[sl][sr][sc] = 0;
    queue_r[tail] = sr, queue_c[tail] = sc, queue_l[tail++] = sl;
    while (head < tail) {
      const int r = queue_r[head], c = queue_c[head], l = queue_l[head++];
      if (l == 0 && grid[r][c] == 'O') {
        answer = dist[l][r][c];
        break;
      }
#ifdef POJ3322_STOP_ON_TARGET
      if (grid[r][c] == 'O') continue;
#endif
      for (int d = 0; d < 4; ++d) {
        const int nr = r + move_r[l][d], nc = c + move_c[l][d], nl = next_lie[l][d];
        if (!fits(nr, nc, nl) || dist[nl][nr][nc] >= 0) continue;
        dist[nl][nr][nc] = dist[l][r][c] + 1;
        queue_r[tail] = nr, queue_c[tail] = nc, queue_l[tail++] = nl;
      }
    }
    if (answer < 0)
      std::printf("Impossible\n");
    else
      std::printf("%d\n", answer);
  }
  return 0;
}
