// Textbook solution of "Cubic Eight-Puzzle" (UVa 1604, POJ 3131, AOJ 1268), the way most accepted
// solutions are written: a bidirectional breadth-first search, one side from the start, the other from
// every goal state at once (each cube showing the pattern's top colour, either way round: 2^8 states),
// the side with the smaller frontier expanded a whole level at a time, until a state seen from both
// sides is reached (the fewest moves: the two levels plus one) or the levels add up to 30 (-1).
// A state: the empty cell and each cube's orientation (which colour faces up, toward the columns,
// toward the rows: 6 orientations), numbered blank * 6^8 + the orientations in base 6; one byte a
// state marks which sides have seen it (15 MB, cleared per dataset).
// Cost: the states within about 15 moves of either side, a few million per dataset at worst.
// judge: uva1604 AC
// judge: poj3131 AC
// judge: aoj1268 AC
//
// Hooks for the wrong programs of wrong/cubic_*.cpp (each a few #defines, then this file):
//   CUBIC_MOST_MOVES     the most moves searched (30, the statement's)
//   CUBIC_X_IS_ROW       the first coordinate read as the row (the statement's x is the column)
//   CUBIC_ROLLS_SWAPPED  a roll between columns turns the cube as a roll between rows does, and back
#include <cstdio>
#include <cstring>
#include <vector>

#ifndef CUBIC_MOST_MOVES
#define CUBIC_MOST_MOVES 30
#endif

namespace {

// Orientation o: the colours facing up, toward the columns, toward the rows (0 W, 1 R, 2 B).
const int kFaces[6][3] = {{0, 2, 1}, {0, 1, 2}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
const int kStates = 9 * 1679616;  // 9 * 6^8

int rolled_between_columns[6], rolled_between_rows[6];
unsigned char seen[kStates];  // bit 1: from the start, bit 2: from the goals

int orientation_of(int up, int toward_columns, int toward_rows) {
  for (int o = 0; o < 6; ++o)
    if (kFaces[o][0] == up && kFaces[o][1] == toward_columns && kFaces[o][2] == toward_rows) return o;
  return -1;
}

// cells[c]: the cube's orientation on cell c, -1 on the empty cell.
int number_of(const int* cells) {
  int blank = 0, number = 0;
  for (int c = 8; c >= 0; --c) {
    if (cells[c] < 0)
      blank = c;
    else
      number = number * 6 + cells[c];
  }
  return blank * 1679616 + number;
}

void cells_of(int state, int* cells) {
  const int blank = state / 1679616;
  int number = state % 1679616;
  for (int c = 0; c < 9; ++c) {
    if (c == blank) {
      cells[c] = -1;
      continue;
    }
    cells[c] = number % 6;
    number /= 6;
  }
}

// Expands one level of `frontier` for the side `mine` (1 or 2); returns true when a state the other
// side has seen is reached.
bool expand(std::vector<int>& frontier, int mine) {
  std::vector<int> next;
  for (std::size_t i = 0; i < frontier.size(); ++i) {
    int cells[9];
    cells_of(frontier[i], cells);
    const int blank = frontier[i] / 1679616;
    const int neighbours[4] = {blank % 3 > 0 ? blank - 1 : -1, blank % 3 < 2 ? blank + 1 : -1,
                               blank >= 3 ? blank - 3 : -1, blank < 6 ? blank + 3 : -1};
    for (int k = 0; k < 4; ++k) {
      const int from = neighbours[k];
      if (from < 0) continue;
      const int cube = cells[from];
      cells[blank] = k < 2 ? rolled_between_columns[cube] : rolled_between_rows[cube];
      cells[from] = -1;
      const int state = number_of(cells);
      cells[from] = cube;
      cells[blank] = -1;
      if (seen[state] & mine) continue;
      if (seen[state] & (3 - mine)) return true;
      seen[state] |= mine;
      next.push_back(state);
    }
  }
  frontier.swap(next);
  return false;
}

int fewest_moves(int start_cell, const int* goal_tops) {
  std::memset(seen, 0, sizeof seen);
  int cells[9];
  for (int c = 0; c < 9; ++c) cells[c] = c == start_cell ? -1 : orientation_of(0, 2, 1);
  std::vector<int> forward(1, number_of(cells)), backward;
  seen[forward[0]] = 1;
  int empty_goal = 0;
  while (goal_tops[empty_goal] >= 0) ++empty_goal;
  for (int mask = 0; mask < 256; ++mask) {  // bit k: the k-th cube's second orientation with its top
    int bit = 0;
    for (int c = 0; c < 9; ++c) {
      if (c == empty_goal) {
        cells[c] = -1;
        continue;
      }
      int found = 0;
      for (int o = 0; o < 6; ++o)
        if (kFaces[o][0] == goal_tops[c] && found++ == ((mask >> bit) & 1)) cells[c] = o;
      ++bit;
    }
    const int state = number_of(cells);
    if (seen[state] & 1) return 0;
    seen[state] |= 2;
    backward.push_back(state);
  }
  int forward_depth = 0, backward_depth = 0;
  while (forward_depth + backward_depth < CUBIC_MOST_MOVES && !forward.empty() && !backward.empty()) {
    if (forward.size() <= backward.size()) {
      if (expand(forward, 1)) return forward_depth + backward_depth + 1;
      ++forward_depth;
    } else {
      if (expand(backward, 2)) return forward_depth + backward_depth + 1;
      ++backward_depth;
    }
  }
  return -1;
}

}  // namespace

int main() {
  for (int o = 0; o < 6; ++o) {
    const int up = kFaces[o][0], toward_columns = kFaces[o][1], toward_rows = kFaces[o][2];
#ifdef CUBIC_ROLLS_SWAPPED
    rolled_between_columns[o] = orientation_of(toward_rows, toward_columns, up);
    rolled_between_rows[o] = orientation_of(toward_columns, up, toward_rows);
#else
    rolled_between_columns[o] = orientation_of(toward_columns, up, toward_rows);
    rolled_between_rows[o] = orientation_of(toward_rows, toward_columns, up);
#endif
  }
  int x = 0, y = 0;
  while (std::scanf("%d %d", &x, &y) == 2 && (x != 0 || y != 0)) {
    int goal_tops[9];
    for (int c = 0; c < 9; ++c) {
      char colour[4];
      if (std::scanf("%3s", colour) != 1) return 0;
      goal_tops[c] = colour[0] == 'W' ? 0 : colour[0] == 'R' ? 1 : colour[0] == 'B' ? 2 : -1;
    }
#ifdef CUBIC_X_IS_ROW
    const int start_cell = (x - 1) * 3 + (y - 1);
#else
    const int start_cell = (y - 1) * 3 + (x - 1);
#endif
    std::printf("%d\n", fewest_moves(start_cell, goal_tops));
  }
  return 0;
}
