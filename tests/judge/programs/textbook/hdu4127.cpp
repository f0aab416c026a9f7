// Flood-it! (HDU 4127, POJ 4007, AcWing 194), written the textbook way: IDA* on the number of moves,
// the estimate the colours left outside the area (a move takes in cells of one colour only). The area
// is kept as marks on the grid: 1 in the area, 2 on a cell next to it; painting a colour walks the
// area's border cells of that colour and marks what they join. A colour is tried only when it takes
// in some cell. Cost: up to 5 colours a level, a copy of the 8 x 8 marks each.
// Hooks for wrong/hdu4127_*.cpp: HDU4127_ESTIMATE_EXTRA (added to the estimate), HDU4127_ALLOW_SAME
// (also try painting the area's own colour, a move that changes nothing).
// judge: hdu4127 AC
// (poj4007, acwing194: the input and limits of hdu4127, or more generous ones: judged once, there.)
#include <cstdio>
#include <cstring>

#ifndef HDU4127_ESTIMATE_EXTRA
#define HDU4127_ESTIMATE_EXTRA 0
#endif
#ifndef HDU4127_ALLOW_SAME
#define HDU4127_ALLOW_SAME 0
#endif

static int n;
static int colour[8][8];
static int mark[8][8];  // 1: in the area; 2: next to it
static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};

// Marks the area grown from (r, c) through cells of colour `c0`, and the cells next to it.
static void fill(int r, int c, int c0) {
  mark[r][c] = 1;
  for (int d = 0; d < 4; ++d) {
    const int nr = r + dr[d], nc = c + dc[d];
    if (nr < 0 || nr >= n || nc < 0 || nc >= n || mark[nr][nc] == 1) continue;
    if (colour[nr][nc] == c0)
      fill(nr, nc, c0);
    else
      mark[nr][nc] = 2;
  }
}

// Paints the area `c0`: takes in each border cell of that colour. Returns how many it took in.
static int paint(int c0) {
  int taken = 0;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (mark[r][c] == 2 && colour[r][c] == c0) {
        fill(r, c, c0);
        ++taken;
      }
  return taken;
}

static int estimate() {
  bool left[6] = {false, false, false, false, false, false};
  int count = 0;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (mark[r][c] != 1 && !left[colour[r][c]]) left[colour[r][c]] = true, ++count;
  return count;
}

static bool search(int depth, int bound, int area_colour) {
  const int h = estimate();
  if (h == 0) return true;
  if (depth + h + HDU4127_ESTIMATE_EXTRA > bound) return false;
  for (int c0 = 0; c0 < 6; ++c0) {
    if (c0 == area_colour && !HDU4127_ALLOW_SAME) continue;
    int saved[8][8];
    std::memcpy(saved, mark, sizeof mark);
    if ((paint(c0) > 0 || HDU4127_ALLOW_SAME) && search(depth + 1, bound, c0)) return true;
    std::memcpy(mark, saved, sizeof mark);
  }
  return false;
}

int main() {
  while (std::scanf("%d", &n) == 1 && n != 0) {
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) std::scanf("%d", &colour[r][c]);
    std::memset(mark, 0, sizeof mark);
    fill(0, 0, colour[0][0]);
    int bound = 0;
    while (!search(0, bound, colour[0][0])) ++bound;
    std::printf("%d\n", bound);
  }
  return 0;
}
