// Shared by the 8-puzzle tests: an independent breadth-first search over all 181,440 boards reachable
// from the goal 1 2 3 / 4 5 6 / 7 8 x, keyed by the board as a base-9 number (blank = 0).
#ifndef PUZZLE_TESTS_EIGHT_PUZZLE_FIXTURES_HPP
#define PUZZLE_TESTS_EIGHT_PUZZLE_FIXTURES_HPP

#include <array>
#include <cstdint>
#include <deque>
#include <string>
#include <unordered_map>
#include <utility>

namespace eight_oracle {

typedef std::array<std::uint8_t, 9> Board;

inline std::uint32_t encode(const Board& board) {
  std::uint32_t code = 0;
  for (std::uint8_t tile : board) code = code * 9 + tile;
  return code;
}

inline const Board& goal() {
  static const Board board = {{1, 2, 3, 4, 5, 6, 7, 8, 0}};
  return board;
}

// The board after the blank (0) moves by `letter` (d l r u), or false if it would leave the board.
// Any 9-cell board type with operator[]: eight2's test uses its own.
template <class AnyBoard>
bool slide(AnyBoard& board, char letter) {
  int blank = 0;
  while (board[static_cast<std::size_t>(blank)] != 0) ++blank;
  const int row = blank / 3, col = blank % 3;
  int target = -1;
  if (letter == 'd' && row < 2) target = blank + 3;
  if (letter == 'l' && col > 0) target = blank - 1;
  if (letter == 'r' && col < 2) target = blank + 1;
  if (letter == 'u' && row > 0) target = blank - 3;
  if (target < 0) return false;
  std::swap(board[static_cast<std::size_t>(blank)], board[static_cast<std::size_t>(target)]);
  return true;
}

// Distance to the goal of every reachable board.
inline const std::unordered_map<std::uint32_t, int>& distances() {
  static std::unordered_map<std::uint32_t, int> distance;
  if (!distance.empty()) return distance;
  std::deque<Board> queue(1, goal());
  distance[encode(goal())] = 0;
  while (!queue.empty()) {
    const Board board = queue.front();
    queue.pop_front();
    const int next = distance[encode(board)] + 1;
    for (char letter : std::string("dlru")) {
      Board child = board;
      if (slide(child, letter) && distance.emplace(encode(child), next).second) queue.push_back(child);
    }
  }
  return distance;
}

// "" if `moves` is a shortest solution of `board` that is lexicographically smallest (d < l < r < u)
// among the shortest; otherwise what is wrong with it.
inline std::string check_canonical(Board board, const std::string& moves) {
  const std::unordered_map<std::uint32_t, int>& distance = distances();
  auto found = distance.find(encode(board));
  if (found == distance.end()) return "board is unsolvable";
  if (static_cast<int>(moves.size()) != found->second)
    return "length " + std::to_string(moves.size()) + ", shortest " + std::to_string(found->second);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const int here = distance.at(encode(board));
    for (char smaller : std::string("dlru")) {  // no smaller move may also lead one step closer
      if (smaller == moves[i]) break;
      Board other = board;
      if (slide(other, smaller) && distance.at(encode(other)) == here - 1)
        return "move " + std::to_string(i + 1) + " could be '" + smaller + "'";
    }
    if (!slide(board, moves[i])) return "illegal move " + std::to_string(i + 1);
  }
  return board == goal() ? "" : "does not reach the goal";
}

}  // namespace eight_oracle

#endif  // PUZZLE_TESTS_EIGHT_PUZZLE_FIXTURES_HPP
