// Textbook solution of AcWing 845 "八数码" (one board of 1-8 and x; the fewest moves to 12345678x, or
// -1): a breadth-first search from the board, boards as strings in a hash map of their move counts,
// as the course teaches it. A board of the other parity exhausts its 9!/2 reachable boards and
// answers -1.
// Cost: at most 9!/2 boards in the hash map (an unreachable goal): 15 MiB.
// judge: acwing845 AC
//
// Hooks for the wrong programs of wrong/acwing845_*.cpp (each a few #defines, then this file):
//   ACWING845_UNREACHED    what is written when the goal is never reached (-1); a program that
//                          answers the map's entry for the goal writes 0
//   ACWING845_DEPTH_CAP    boards this many moves away are not expanded (none: no cap)
//   ACWING845_FLAT_MOVES   the blank moves to cell i-1 and i+1 of the string, without checking that
//                          the cell is in the same row (a left move from a row's first cell wraps)
#include <algorithm>
#include <iostream>
#include <queue>
#include <string>
#include <unordered_map>
#include <utility>

#ifndef ACWING845_UNREACHED
#define ACWING845_UNREACHED "-1"
#endif

int main() {
  std::string start;
  for (std::string tile; std::cin >> tile;) start += tile;
  if (start.size() != 9) return 0;
  const std::string goal = "12345678x";
  std::unordered_map<std::string, int> moves;
  moves.reserve(181440);
  std::queue<std::string> queue;
  moves[start] = 0;
  queue.push(start);
  while (!queue.empty() && moves.count(goal) == 0) {
    std::string board = queue.front();
    queue.pop();
    const int made = moves[board];
#ifdef ACWING845_DEPTH_CAP
    if (made >= ACWING845_DEPTH_CAP) continue;
#endif
    const int blank = static_cast<int>(board.find('x'));
    const int step[4] = {-3, 3, -1, 1};
    for (int m = 0; m < 4; ++m) {
      const int next = blank + step[m];
      if (next < 0 || next > 8) continue;
#ifndef ACWING845_FLAT_MOVES
      if ((m == 2 && blank % 3 == 0) || (m == 3 && blank % 3 == 2)) continue;  // off the row
#endif
      std::swap(board[blank], board[next]);
      if (moves.insert(std::make_pair(board, made + 1)).second) queue.push(board);
      std::swap(board[blank], board[next]);
    }
  }
  if (moves.count(goal) != 0)
    std::cout << moves[goal] << "\n";
  else
    std::cout << ACWING845_UNREACHED << "\n";
  return 0;
}
