// Textbook solution of "The Morning after Halloween" (UVa 1601, POJ 3523, Luogu P1778), the way the
// book's solution and most accepted ones are written: the corridor cells numbered, each with a list of
// where a ghost there may be after a step (itself and its corridor neighbours); fewer than three ghosts
// padded with fake ones on cells of their own; a breadth-first search over the triple of positions,
// each step every combination of the three lists, dropping two ghosts on one cell and two swapped.
// Map lines are read whole with fgets (they hold spaces). Cost: S^3 states of S cells at most.
// judge: poj3523 AC
// (uva1601, luogu1778: the input of poj3523 and more generous limits, or the same: judged once, there.)
//
// Hooks for the wrong programs of wrong/uva1601_*.cpp (each a #define, then this file):
//   UVA1601_SWAPS_ALLOWED   two ghosts may swap cells
//   UVA1601_NO_FOLLOWING    a ghost may not enter a cell another ghost leaves in the same step
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

int side;  // cells: the corridor cells and the fake ones
std::vector<int> options[260];

int encode(int a, int b, int c) { return (a * side + b) * side + c; }

bool allowed(int from_a, int from_b, int a, int b) {
  if (a == b) return false;
#ifndef UVA1601_SWAPS_ALLOWED
  if (a == from_b && b == from_a) return false;
#endif
#ifdef UVA1601_NO_FOLLOWING
  if (a == from_b || b == from_a) return false;
#endif
  return true;
}

}  // namespace

int main() {
  int w, h, n;
  char line[64];
  while (std::scanf("%d %d %d", &w, &h, &n) == 3 && w) {
    if (!std::fgets(line, sizeof line, stdin)) break;  // the rest of the header line
    std::vector<std::string> rows;
    for (int r = 0; r < h && std::fgets(line, sizeof line, stdin); ++r)
      rows.push_back(std::string(line, static_cast<std::size_t>(w)));
    int id[16][16], start[3], goal[3];
    int count = 0;
    std::vector<int> where;
    for (int r = 0; r < h; ++r)
      for (int c = 0; c < w; ++c) {
        const char ch = rows[r][c];
        id[r][c] = -1;
        if (ch == '#') continue;
        id[r][c] = count++;
        where.push_back(r * 16 + c);
        if (ch >= 'a' && ch <= 'c') start[ch - 'a'] = id[r][c];
        if (ch >= 'A' && ch <= 'C') goal[ch - 'A'] = id[r][c];
      }
    side = count + 2;
    for (int i = 0; i < side; ++i) {
      options[i].assign(1, i);
      if (i >= count) continue;
      const int r = where[i] / 16, c = where[i] % 16;
      const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
      for (int d = 0; d < 4; ++d)
        if (id[r + dr[d]][c + dc[d]] >= 0) options[i].push_back(id[r + dr[d]][c + dc[d]]);
    }
    for (int g = n; g < 3; ++g) start[g] = goal[g] = count + g - 1;
    std::vector<int> dist(static_cast<std::size_t>(side) * side * side, -1);
    std::vector<int> queue;
    const int first = encode(start[0], start[1], start[2]), target = encode(goal[0], goal[1], goal[2]);
    dist[first] = 0;
    queue.push_back(first);
    for (std::size_t head = 0; head < queue.size() && dist[target] < 0; ++head) {
      const int s = queue[head], a = s / side / side, b = s / side % side, c = s % side;
      for (std::size_t i = 0; i < options[a].size(); ++i) {
        const int na = options[a][i];
        for (std::size_t j = 0; j < options[b].size(); ++j) {
          const int nb = options[b][j];
          if (!allowed(a, b, na, nb)) continue;
          for (std::size_t k = 0; k < options[c].size(); ++k) {
            const int nc = options[c][k];
            if (!allowed(a, c, na, nc) || !allowed(b, c, nb, nc)) continue;
            const int next = encode(na, nb, nc);
            if (dist[next] >= 0) continue;
            dist[next] = dist[s] + 1;
            queue.push_back(next);
          }
        }
      }
    }
    std::printf("%d\n", dist[target]);
  }
  return 0;
}
