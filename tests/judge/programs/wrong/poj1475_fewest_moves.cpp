// Pushing Boxes, wrong: a breadth-first search over (walker, box) that minimises the moves in all,
// pushes and walks alike, not the pushes first: where fewer moves need more pushes, more pushes than
// the fewest (the order of the two counts is the statement's).
// judge: poj1475 WA
#include <cstdio>
#include <cstring>
#include <string>
#include <algorithm>

namespace {

int rows, columns;
char grid[20][24];
int parent[400 * 400], parent_move[400 * 400], queue_of[400 * 400];
const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};

bool free_cell(int r, int c) { return r >= 0 && r < rows && c >= 0 && c < columns && grid[r][c] != '#'; }

std::string answer(int walker, int box, int target) {
  const int cells = rows * columns;
  memset(parent, -1, sizeof(int) * cells * cells);
  int head = 0, tail = 0;
  const int start = walker * cells + box;
  parent[start] = start;
  queue_of[tail++] = start;
  while (head < tail) {
    const int state = queue_of[head++], w = state / cells, b = state % cells;
    if (b == target) {
      std::string moves;
      for (int s = state; s != start; s = parent[s]) moves += "nsweNSWE"[parent_move[s]];
      std::reverse(moves.begin(), moves.end());
      return moves;
    }
    for (int d = 0; d < 4; ++d) {
      const int r = w / columns + dr[d], c = w % columns + dc[d];
      if (!free_cell(r, c)) continue;
      int next_box = b, move = d;
      if (r * columns + c == b) {
        if (!free_cell(r + dr[d], c + dc[d])) continue;
        next_box = (r + dr[d]) * columns + c + dc[d], move = d + 4;
      }
      const int next = (r * columns + c) * cells + next_box;
      if (parent[next] >= 0) continue;
      parent[next] = state, parent_move[next] = move;
      queue_of[tail++] = next;
    }
  }
  return "Impossible.";
}

}  // namespace

int main() {
  for (int maze = 1; std::scanf("%d %d", &rows, &columns) == 2 && rows > 0; ++maze) {
    int start = 0, box = 0, target = 0;
    for (int r = 0; r < rows; ++r) {
      std::scanf("%s", grid[r]);
      for (int c = 0; c < columns; ++c) {
        if (grid[r][c] == 'S') start = r * columns + c;
        if (grid[r][c] == 'B') box = r * columns + c;
        if (grid[r][c] == 'T') target = r * columns + c;
      }
    }
    std::printf("Maze #%d\n%s\n\n", maze, answer(start, box, target).c_str());
  }
  return 0;
}
