// Textbook solution of LeetCode 773 / LintCode 941 "Sliding Puzzle" (a 2x3 board of 0-5, 0 the
// blank; the fewest moves to [[1,2,3],[4,5,0]], or -1), as a program: per board, written as LeetCode
// writes a test case, a breadth-first search from the board over boards as 6-character strings, the
// blank's neighbours from a table of the 2x3 grid. An unreachable goal exhausts the 360 boards of
// the board's parity: -1.
// Cost: at most 360 boards searched a board.
// judge: leetcode773 AC
// judge: lintcode941 AC
//
// Hooks for the wrong programs of wrong/leetcode773_*.cpp (each a few #defines, then this file):
//   LEETCODE773_UNREACHED   what is written when the goal is never reached (-1)
//   LEETCODE773_FLAT_MOVES  neighbours of cell i are i-1, i+1, i-3, i+3 on the string, without the
//                           grid (cells 2 and 3, the ends of the two rows, become neighbours)
//   LEETCODE773_PARITY_WITH_ROW  answers -1 first when the inversions plus the blank's row are odd:
//                           the rule of even widths; the width here is 3, odd: inversions alone
#include <cstdio>
#include <queue>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#ifndef LEETCODE773_UNREACHED
#define LEETCODE773_UNREACHED "-1"
#endif

namespace {

std::vector<int> neighbours_of(int cell) {
  std::vector<int> result;
#ifdef LEETCODE773_FLAT_MOVES
  const int step[4] = {-1, 1, -3, 3};
  for (int m = 0; m < 4; ++m)
    if (cell + step[m] >= 0 && cell + step[m] < 6) result.push_back(cell + step[m]);
#else
  if (cell % 3 > 0) result.push_back(cell - 1);
  if (cell % 3 < 2) result.push_back(cell + 1);
  result.push_back(cell < 3 ? cell + 3 : cell - 3);
#endif
  return result;
}

#ifdef LEETCODE773_PARITY_WITH_ROW
bool even_width_rule_allows(const std::string& board) {
  int inversions = 0;
  for (int i = 0; i < 6; ++i)
    for (int j = i + 1; j < 6; ++j) inversions += board[i] != '0' && board[j] != '0' && board[i] > board[j];
  return (inversions + static_cast<int>(board.find('0')) / 3) % 2 == 0;
}
#endif

int fewest_moves(const std::string& start) {
  const std::string goal = "123450";
#ifdef LEETCODE773_PARITY_WITH_ROW
  if (!even_width_rule_allows(start)) return -1;
#endif
  std::unordered_map<std::string, int> moves;
  std::queue<std::string> queue;
  moves[start] = 0;
  queue.push(start);
  while (!queue.empty()) {
    std::string board = queue.front();
    queue.pop();
    const int made = moves[board];
    if (board == goal) return made;
    const int blank = static_cast<int>(board.find('0'));
    const std::vector<int> next = neighbours_of(blank);
    for (std::size_t i = 0; i < next.size(); ++i) {
      std::swap(board[blank], board[next[i]]);
      if (moves.insert(std::make_pair(board, made + 1)).second) queue.push(board);
      std::swap(board[blank], board[next[i]]);
    }
  }
  return -1;
}

}  // namespace

int main() {
  std::string board;
  for (int c; (c = std::getchar()) != EOF;) {
    if (c < '0' || c > '5') continue;  // brackets, commas, blanks
    board += static_cast<char>(c);
    if (board.size() < 6) continue;
    const int answer = fewest_moves(board);
    if (answer < 0)
      std::printf("%s\n", LEETCODE773_UNREACHED);
    else
      std::printf("%d\n", answer);
    board.clear();
  }
  return 0;
}
