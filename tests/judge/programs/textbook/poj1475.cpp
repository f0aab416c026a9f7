// Textbook solution of "Pushing Boxes" (POJ 1475, UVa 589, AcWing 174), the way it is usually taught:
// a breadth-first search over box states (the box's cell and the side the walker pushed it from),
// one layer per push, with a breadth-first search of the walker (the box in its way) from each box
// state to the four sides of the box. Each state of the next layer keeps the fewest moves over all
// the ways into it from this layer (taking the first way found gives extra walks); the answer is the
// state on T with the fewest moves in the first layer that reaches T. Paths kept as parent links, the
// walks found again when printed. Cost O((R C)^2) per maze.
// judge: poj1475 AC
// (uva589, acwing174: the input and limits of poj1475, or more generous ones: judged once, there.)
//
// Hooks for the wrong programs of wrong/poj1475_*.cpp (each a #define, then this file):
//   POJ1475_FIRST_WAY       a box state keeps the first way into it, not the one with the fewest moves
//   POJ1475_NO_BLANK_LINE   no blank line after each maze
#include <cstdio>
#include <cstring>
#include <string>
#include <algorithm>

namespace {

const int kCells = 400;
int rows, columns;
char grid[20][24];
const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};

int walk_dist[kCells], walk_from[kCells], walk_queue[kCells];
int layer_of[kCells * 4], moves_of[kCells * 4], parent_of[kCells * 4];
int current[kCells * 4], next_layer[kCells * 4];

bool free_cell(int r, int c) { return r >= 0 && r < rows && c >= 0 && c < columns && grid[r][c] != '#'; }

// Breadth-first search of the walker from `start`, the box at `box` in its way.
void walk_from_cell(int start, int box) {
  for (int i = 0; i < rows * columns; ++i) walk_dist[i] = -1;
  int head = 0, tail = 0;
  walk_dist[start] = 0;
  walk_queue[tail++] = start;
  while (head < tail) {
    const int cell = walk_queue[head++];
    for (int d = 0; d < 4; ++d) {
      const int r = cell / columns + dr[d], c = cell % columns + dc[d], next = r * columns + c;
      if (!free_cell(r, c) || next == box || walk_dist[next] >= 0) continue;
      walk_dist[next] = walk_dist[cell] + 1;
      walk_from[next] = d;
      walk_queue[tail++] = next;
    }
  }
}

// The letters of the walk the last search found from its start to `cell`.
std::string walk_to(int cell) {
  std::string letters;
  while (walk_dist[cell] > 0) {
    const int d = walk_from[cell];
    letters += "nswe"[d];
    cell -= dr[d] * columns + dc[d];
  }
  std::reverse(letters.begin(), letters.end());
  return letters;
}

// Offers box state `state` (box cell * 4 + push direction) to layer `layer` with `moves` moves.
void offer(int state, int layer, int moves, int parent, int& size) {
  if (layer_of[state] == layer) {
#ifndef POJ1475_FIRST_WAY
    if (moves < moves_of[state]) moves_of[state] = moves, parent_of[state] = parent;
#endif
    return;
  }
  if (layer_of[state] >= 0) return;  // an earlier layer: fewer pushes
  layer_of[state] = layer, moves_of[state] = moves, parent_of[state] = parent;
  next_layer[size++] = state;
}

// The pushes into every box state reachable from the walker at `walker`, the box at `box`.
void push_from(int walker, int box, int layer, int moves, int parent, int& size) {
  walk_from_cell(walker, box);
  const int br = box / columns, bc = box % columns;
  for (int d = 0; d < 4; ++d) {
    const int stand = (br - dr[d]) * columns + bc - dc[d];
    if (!free_cell(br - dr[d], bc - dc[d]) || !free_cell(br + dr[d], bc + dc[d]) || walk_dist[stand] < 0) continue;
    offer(((br + dr[d]) * columns + bc + dc[d]) * 4 + d, layer, moves + walk_dist[stand] + 1, parent, size);
  }
}

std::string answer(int start, int box, int target) {
  memset(layer_of, -1, sizeof(int) * rows * columns * 4);
  int size = 0;
  push_from(start, box, 1, 0, -1, size);
  for (int layer = 1; size > 0; ++layer) {
    const int count = size;
    std::copy(next_layer, next_layer + count, current);
    int best = -1;
    for (int i = 0; i < count; ++i)
      if (current[i] / 4 == target && (best < 0 || moves_of[current[i]] < moves_of[best])) best = current[i];
    if (best >= 0) {
      std::string moves;
      for (int state = best; state >= 0; state = parent_of[state]) {
        const int d = state % 4, cell = state / 4 - dr[d] * columns - dc[d];  // the box before the push
        const int parent = parent_of[state];
        walk_from_cell(parent < 0 ? start : parent / 4 - dr[parent % 4] * columns - dc[parent % 4],
                       parent < 0 ? box : parent / 4);
        moves = walk_to(cell - dr[d] * columns - dc[d]) + "NSWE"[d] + moves;
      }
      return moves;
    }
    size = 0;
    for (int i = 0; i < count; ++i) {
      const int state = current[i], d = state % 4;
      push_from(state / 4 - dr[d] * columns - dc[d], state / 4, layer + 1, moves_of[state], state, size);
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
#ifdef POJ1475_NO_BLANK_LINE
    std::printf("Maze #%d\n%s\n", maze, answer(start, box, target).c_str());
#else
    std::printf("Maze #%d\n%s\n\n", maze, answer(start, box, target).c_str());
#endif
  }
  return 0;
}
