// Textbook solution of Luogu P1379 "八数码难题" (goal 123804765, 0 the blank; one board of 9 digits):
// A*, as the problem's accepted solutions most often are, with the Manhattan distance of tiles 1-8
// to their goal cells as the estimate (admissible: a move shifts one tile one cell; consistent: a move
// changes it by exactly one). Boards are 9-digit numbers in a hash map of their best known move
// counts; the queue pops the least moves + estimate, skips an entry whose count has since improved,
// and the answer is the count of the goal when the goal is popped (expanded): then no shorter path
// is left in the queue.
// Cost: at most about 12,500 boards expanded for the hardest boards (29-30 moves).
// judge: luogu1379 AC
//
// Hooks for the wrong programs of wrong/luogu1379_*.cpp (each a few #defines, then this file):
//   LUOGU1379_STOP_AT_GENERATION  answers when the goal is generated, and keeps the first count found
//                       for a board (a board is closed when generated, as a breadth-first search
//                       does), as many published A*s do: not always the fewest moves
//   LUOGU1379_MOVES_WEIGHT        the weight of the moves made in the priority (1; 0: greedy
//                       best-first search on the estimate alone)
//   LUOGU1379_ESTIMATE_WEIGHT     the weight of the estimate (1; 2: inadmissible, weighted A*)
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <queue>
#include <unordered_map>
#include <utility>
#include <vector>

#ifndef LUOGU1379_MOVES_WEIGHT
#define LUOGU1379_MOVES_WEIGHT 1
#endif
#ifndef LUOGU1379_ESTIMATE_WEIGHT
#define LUOGU1379_ESTIMATE_WEIGHT 1
#endif

namespace {

const int kGoal = 123804765;
int goal_cell[9];  // goal_cell[tile]: where the tile stands in the goal

int estimate(int board) {
  int sum = 0;
  for (int cell = 8; cell >= 0; --cell, board /= 10) {
    const int tile = board % 10;
    if (tile != 0) sum += std::abs(cell / 3 - goal_cell[tile] / 3) + std::abs(cell % 3 - goal_cell[tile] % 3);
  }
  return sum;
}

// The boards one move away: the blank swapped with a neighbour.
std::vector<int> neighbours(int board) {
  int cells[9];
  for (int i = 8, rest = board; i >= 0; --i, rest /= 10) cells[i] = rest % 10;
  int blank = 0;
  while (cells[blank] != 0) ++blank;
  std::vector<int> result;
  const int row_step[4] = {-1, 1, 0, 0}, column_step[4] = {0, 0, -1, 1};
  for (int m = 0; m < 4; ++m) {
    const int row = blank / 3 + row_step[m], column = blank % 3 + column_step[m];
    if (row < 0 || row > 2 || column < 0 || column > 2) continue;
    std::swap(cells[blank], cells[row * 3 + column]);
    int next = 0;
    for (int i = 0; i < 9; ++i) next = next * 10 + cells[i];
    result.push_back(next);
    std::swap(cells[blank], cells[row * 3 + column]);
  }
  return result;
}

int fewest_moves(int start) {
  if (start == kGoal) return 0;
  typedef std::pair<int, int> Entry;  // (priority, board), least priority first
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
  std::unordered_map<int, int> moves;  // board -> fewest moves known
  moves[start] = 0;
  open.push(Entry(LUOGU1379_ESTIMATE_WEIGHT * estimate(start), start));
  while (!open.empty()) {
    const Entry top = open.top();
    open.pop();
    const int board = top.second, made = moves[board];
#ifndef LUOGU1379_STOP_AT_GENERATION
    if (top.first != LUOGU1379_MOVES_WEIGHT * made + LUOGU1379_ESTIMATE_WEIGHT * estimate(board)) continue;  // stale
    if (board == kGoal) return made;
#endif
    const std::vector<int> next = neighbours(board);
    for (std::size_t i = 0; i < next.size(); ++i) {
      const std::unordered_map<int, int>::iterator known = moves.find(next[i]);
#ifdef LUOGU1379_STOP_AT_GENERATION
      if (known != moves.end()) continue;
      if (next[i] == kGoal) return made + 1;
#else
      if (known != moves.end() && known->second <= made + 1) continue;
#endif
      moves[next[i]] = made + 1;
      open.push(Entry(LUOGU1379_MOVES_WEIGHT * (made + 1) + LUOGU1379_ESTIMATE_WEIGHT * estimate(next[i]), next[i]));
    }
  }
  return -1;  // not reached: the judge's boards are solvable
}

}  // namespace

int main() {
  for (int cell = 8, goal = kGoal; cell >= 0; --cell, goal /= 10) goal_cell[goal % 10] = cell;
  char digits[16];
  if (std::scanf("%15s", digits) != 1) return 0;
  int start = 0;
  for (int i = 0; i < 9; ++i) start = start * 10 + (digits[i] - '0');
  std::printf("%d\n", fewest_moves(start));
  return 0;
}
