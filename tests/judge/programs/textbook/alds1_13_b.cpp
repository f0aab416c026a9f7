// Textbook solution of AOJ ALDS1_13_B "8 Puzzle" (one solvable board, 3 lines of 0-8, 0 the blank;
// the fewest moves to 1 2 3 / 4 5 6 / 7 8 0): iterative deepening A* (IDA*), the course's search for
// the 15-puzzle of the next problem, with the Manhattan distance of tiles 1-8 as the estimate
// (admissible: a move shifts one tile one cell), the bound raised from the estimate one move at a
// time until a depth-first search within it reaches the goal, never undoing the move just made.
// Cost: about 50,000 nodes for the hardest boards (31 moves), counted over all bounds.
// judge: aoj_alds1_13_b AC
//
// Hooks for the wrong programs of wrong/alds1_13_b_*.cpp (each a few #defines, then this file):
//   ALDS1_13_B_LARGEST_BOUND  the last bound tried (none: until the goal is found); a board that
//                        needs more gets -1
//   ALDS1_13_B_BLANK_IN_ESTIMATE  the estimate also counts the blank's distance to its goal cell
//                        (inadmissible: a board one move from the goal is estimated at 2)
//   ALDS1_13_B_FLAT_MOVES  the blank moves to cells i-1 and i+1 without checking the row
#include <cstdio>
#include <cstdlib>

namespace {

int cells[9];
const int kStep[4] = {-3, 3, -1, 1};  // the blank up, down, left, right
const int kOpposite[4] = {1, 0, 3, 2};

int distance_to_goal_cell(int value, int cell) {
  const int goal_cell = (value + 8) % 9;  // tile t at cell t-1, the blank at cell 8
  return std::abs(cell / 3 - goal_cell / 3) + std::abs(cell % 3 - goal_cell % 3);
}

int estimate() {
  int sum = 0;
  for (int cell = 0; cell < 9; ++cell) {
#ifndef ALDS1_13_B_BLANK_IN_ESTIMATE
    if (cells[cell] == 0) continue;
#endif
    sum += distance_to_goal_cell(cells[cell], cell);
  }
  return sum;
}

bool legal(int blank, int m) {
  const int next = blank + kStep[m];
  if (next < 0 || next > 8) return false;
#ifndef ALDS1_13_B_FLAT_MOVES
  if ((m == 2 && blank % 3 == 0) || (m == 3 && blank % 3 == 2)) return false;
#endif
  return true;
}

// Depth-first search: can the goal be reached within `bound` moves in all, `made` made so far?
bool search(int blank, int made, int bound, int last_move) {
  const int left = estimate();
  if (left == 0) return true;
  if (made + left > bound) return false;
  for (int m = 0; m < 4; ++m) {
    if ((last_move >= 0 && m == kOpposite[last_move]) || !legal(blank, m)) continue;
    const int next = blank + kStep[m];
    cells[blank] = cells[next];
    cells[next] = 0;
    const bool found = search(next, made + 1, bound, m);
    cells[next] = cells[blank];
    cells[blank] = 0;
    if (found) return true;
  }
  return false;
}

}  // namespace

int main() {
  int blank = 0;
  for (int i = 0; i < 9; ++i) {
    if (std::scanf("%d", &cells[i]) != 1) return 0;
    if (cells[i] == 0) blank = i;
  }
  int bound = estimate();
#ifdef ALDS1_13_B_LARGEST_BOUND
  for (; bound <= ALDS1_13_B_LARGEST_BOUND && !search(blank, 0, bound, -1); ++bound) {
  }
  if (bound > ALDS1_13_B_LARGEST_BOUND) bound = -1;
#else
  while (!search(blank, 0, bound, -1)) ++bound;
#endif
  std::printf("%d\n", bound);
  return 0;
}
