// A textbook solution of eight (POJ 1077 / HDU 1043), correct and slow: a parity check, then for each
// board a breadth-first search from the board to the goal over boards as 9-digit numbers in a hash
// map, moves tried d, l, r, u, so that its path is the shortest and smallest (what --strict demands).
// A table is what the many-board tests need: this runs a search per board. With --pad it appends
// "ud" to each solution: still a solution, no longer the shortest.
#include <cstdio>
#include <cstring>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace {

int inversions(const std::string& board) {
  int count = 0;
  for (std::size_t i = 0; i < 9; ++i)
    for (std::size_t j = i + 1; j < 9; ++j) count += board[i] != '0' && board[j] != '0' && board[i] > board[j];
  return count;
}

std::string solve(const std::string& start) {
  const std::string goal = "123456780";
  std::unordered_map<std::string, std::pair<std::string, char>> parent;  // board -> (previous, move)
  std::vector<std::string> queue(1, start);
  parent[start] = std::make_pair(std::string(), '\0');
  for (std::size_t head = 0; head < queue.size() && parent.count(goal) == 0; ++head) {
    const std::string board = queue[head];
    const int blank = static_cast<int>(board.find('0'));
    const struct {
      char letter;
      int step;
      bool legal;
    } moves[] = {{'d', 3, blank < 6}, {'l', -1, blank % 3 > 0}, {'r', 1, blank % 3 < 2}, {'u', -3, blank >= 3}};
    for (const auto& move : moves) {
      if (!move.legal) continue;
      std::string next = board;
      std::swap(next[static_cast<std::size_t>(blank)], next[static_cast<std::size_t>(blank + move.step)]);
      if (parent.emplace(next, std::make_pair(board, move.letter)).second) queue.push_back(next);
    }
  }
  std::string path;
  for (std::string board = goal; board != start; board = parent[board].first)
    path.insert(path.begin(), parent[board].second);
  return path;
}

}  // namespace

int main(int argc, char** argv) {
  const bool pad = argc > 1 && std::strcmp(argv[1], "--pad") == 0;
  std::string board;
  char token[8];
  while (std::scanf("%7s", token) == 1) {
    board += token[0] == 'x' ? '0' : token[0];
    if (board.size() < 9) continue;
    if (inversions(board) % 2 != 0)
      std::puts("unsolvable");
    else
      std::puts((solve(board) + (pad ? "ud" : "")).c_str());
    board.clear();
  }
  return 0;
}
