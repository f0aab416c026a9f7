// Shared by the tests of the knights binary, independent of the solver: boards as 25-character strings
// row by row ('0' white, '1' black, '*' empty), the moves written from the statement (a knight a
// knight's move away from the empty square jumps into it), and the distance to the target when it is
// at most 15, by meeting in the middle: every board within 8 moves of the target, found once by
// breadth-first search, against the boards within 7 moves of the board in question.
#ifndef PUZZLE_TESTS_KNIGHTS_FIXTURES_HPP
#define PUZZLE_TESTS_KNIGHTS_FIXTURES_HPP

#include <algorithm>
#include <deque>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

namespace knights_oracle {

const std::string target =
    "11111"
    "01111"
    "00*11"
    "00001"
    "00000";

// The boards one move from `board`, with the cell of the knight that jumps.
inline std::vector<std::pair<std::string, int>> neighbours(const std::string& board) {
  static const int jumps[8][2] = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};
  const int empty = static_cast<int>(board.find('*')), row = empty / 5, column = empty % 5;
  std::vector<std::pair<std::string, int>> result;
  for (const auto& jump : jumps) {
    const int r = row + jump[0], c = column + jump[1];
    if (r < 0 || r > 4 || c < 0 || c > 4) continue;
    std::string next = board;
    std::swap(next[static_cast<std::size_t>(empty)], next[static_cast<std::size_t>(5 * r + c)]);
    result.emplace_back(next, 5 * r + c);
  }
  return result;
}

// Every board within `depth` moves of `from`, with its distance.
inline std::unordered_map<std::string, int> ball(const std::string& from, int depth) {
  std::unordered_map<std::string, int> distance{{from, 0}};
  std::deque<std::string> queue(1, from);
  for (; !queue.empty(); queue.pop_front()) {
    const int next = distance[queue.front()] + 1;
    if (next > depth) continue;
    for (const auto& neighbour : neighbours(queue.front()))
      if (distance.emplace(neighbour.first, next).second) queue.push_back(neighbour.first);
  }
  return distance;
}

inline const std::unordered_map<std::string, int>& near_target() {
  static const std::unordered_map<std::string, int> distance = ball(target, 8);
  return distance;
}

// The fewest moves from `board` to the target if at most 15, else -1.
inline int distance(const std::string& board) {
  int best = -1;
  for (const auto& entry : ball(board, 7)) {
    const auto found = near_target().find(entry.first);
    if (found != near_target().end() && (best < 0 || entry.second + found->second < best))
      best = entry.second + found->second;
  }
  return best;
}

// `moves` random moves from the target, never straight back.
inline std::string random_walk(int moves, std::mt19937& random) {
  std::string board = target;
  int previous_empty = -1;
  for (int i = 0; i < moves; ++i) {
    std::vector<std::pair<std::string, int>> options = neighbours(board);
    const int empty = static_cast<int>(board.find('*'));
    options.erase(std::remove_if(options.begin(), options.end(),
                                 [&](const std::pair<std::string, int>& o) { return o.second == previous_empty; }),
                  options.end());
    board = options[random() % options.size()].first;
    previous_empty = empty;
  }
  return board;
}

// The board as the judge writes it: five rows.
inline std::string rows_of(const std::string& board) {
  std::string text;
  for (int row = 0; row < 5; ++row) text += board.substr(static_cast<std::size_t>(5 * row), 5) + "\n";
  return text;
}

}  // namespace knights_oracle

#endif  // PUZZLE_TESTS_KNIGHTS_FIXTURES_HPP
