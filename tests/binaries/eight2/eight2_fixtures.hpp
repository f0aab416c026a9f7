// Shared by the tests of `eight2` (HDU 3567): a breadth-first search from a case's goal, written
// here independently, and the check of an answer against it: the distance, and that no smaller letter
// at any step also leads one step closer (the canonical answer).
#ifndef PUZZLE_TESTS_EIGHT2_FIXTURES_HPP
#define PUZZLE_TESTS_EIGHT2_FIXTURES_HPP

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "eight_puzzle_fixtures.hpp"

namespace eight2_oracle {

typedef std::array<int, 9> Board;  // tiles by cell, 0 the blank

// The board's position among the 9! orderings (lexicographic), as an array index.
inline std::uint32_t encode(const Board& board) {
  std::uint32_t code = 0;
  for (std::size_t i = 0; i < 9; ++i) {
    std::uint32_t smaller_after = 0;
    for (std::size_t j = i + 1; j < 9; ++j) smaller_after += board[j] < board[i];
    code = code * static_cast<std::uint32_t>(9 - i) + smaller_after;
  }
  return code;
}

// Distance to `goal` of every board, by code (-1: unreachable).
inline std::vector<int> distances_to(const Board& goal) {
  std::vector<int> distance(362880, -1);
  std::vector<Board> queue(1, goal);
  distance[encode(goal)] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int next = distance[encode(queue[head])] + 1;
    for (char letter : std::string("dlru")) {
      Board child = queue[head];
      if (!eight_oracle::slide(child, letter) || distance[encode(child)] >= 0) continue;
      distance[encode(child)] = next;
      queue.push_back(child);
    }
  }
  return distance;
}

// "" if `header` and `moves` are the canonical answer to case k from start to goal (with canonical
// false: a shortest answer), else what is wrong.
inline std::string check(int k, Board board, const Board& goal, const std::string& header, const std::string& moves,
                         bool canonical = true) {
  static std::unordered_map<std::uint32_t, std::vector<int>> by_goal;
  std::vector<int>& distance = by_goal[encode(goal)];
  if (distance.empty()) distance = distances_to(goal);
  const int shortest = distance[encode(board)];
  if (header != "Case " + std::to_string(k) + ": " + std::to_string(shortest)) return "header '" + header + "'";
  if (static_cast<int>(moves.size()) != shortest) return "length " + std::to_string(moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const int here = distance[encode(board)];
    for (char smaller : std::string("dlru")) {
      if (smaller == moves[i] || !canonical) break;
      Board other = board;
      if (eight_oracle::slide(other, smaller) && distance[encode(other)] == here - 1)
        return "move " + std::to_string(i + 1) + " could be '" + smaller + "'";
    }
    if (!eight_oracle::slide(board, moves[i])) return "illegal move " + std::to_string(i + 1);
  }
  return board == goal ? "" : "does not reach the goal";
}

// A solvable pair: a random goal with the blank on `blank_cell`, and a start reached from it by a long
// random walk.
inline std::pair<Board, Board> random_pair(int blank_cell, std::mt19937& random) {
  Board goal = {{0, 1, 2, 3, 4, 5, 6, 7, 8}};
  std::shuffle(goal.begin() + 1, goal.end(), random);
  std::swap(goal[0], goal[static_cast<std::size_t>(blank_cell)]);
  Board start = goal;
  for (int step = 0; step < 200; ++step) eight_oracle::slide(start, "dlru"[random() % 4]);
  return std::make_pair(start, goal);
}

inline std::string spell(const Board& board) {
  std::string text;
  for (int tile : board) text += tile == 0 ? 'X' : static_cast<char>('0' + tile);
  return text;
}

}  // namespace eight2_oracle

#endif  // PUZZLE_TESTS_EIGHT2_FIXTURES_HPP
