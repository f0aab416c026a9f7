// Oracle test of the `eight2` binary (HDU 3567) end to end: random pairs and far pairs, each
// checked against a breadth-first search from that case's goal, written here independently: the
// distance, and that no smaller letter at any step also leads one step closer (canonical answer).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "eight_puzzle_fixtures.hpp"
#include "run_binary.hpp"

namespace {

typedef std::array<int, 9> Board;  // tiles by cell, 0 the blank

// The board's position among the 9! orderings (lexicographic), as an array index.
std::uint32_t encode(const Board& board) {
  std::uint32_t code = 0;
  for (std::size_t i = 0; i < 9; ++i) {
    std::uint32_t smaller_after = 0;
    for (std::size_t j = i + 1; j < 9; ++j) smaller_after += board[j] < board[i];
    code = code * static_cast<std::uint32_t>(9 - i) + smaller_after;
  }
  return code;
}

// Distance to `goal` of every board, by code (-1: unreachable).
std::vector<int> distances_to(const Board& goal) {
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

// "" if `header` and `moves` are the canonical answer to case k from start to goal, else what is wrong.
std::string check(int k, Board board, const Board& goal, const std::string& header, const std::string& moves) {
  static std::unordered_map<std::uint32_t, std::vector<int> > by_goal;
  std::vector<int>& distance = by_goal[encode(goal)];
  if (distance.empty()) distance = distances_to(goal);
  const int shortest = distance[encode(board)];
  if (header != "Case " + std::to_string(k) + ": " + std::to_string(shortest)) return "header '" + header + "'";
  if (static_cast<int>(moves.size()) != shortest) return "length " + std::to_string(moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const int here = distance[encode(board)];
    for (char smaller : std::string("dlru")) {
      if (smaller == moves[i]) break;
      Board other = board;
      if (eight_oracle::slide(other, smaller) && distance[encode(other)] == here - 1)
        return "move " + std::to_string(i + 1) + " could be '" + smaller + "'";
    }
    if (!eight_oracle::slide(board, moves[i])) return "illegal move " + std::to_string(i + 1);
  }
  return board == goal ? "" : "does not reach the goal";
}

std::string spell(const Board& board) {
  std::string text;
  for (int tile : board) text += tile == 0 ? 'X' : static_cast<char>('0' + tile);
  return text;
}

// A solvable pair: a random goal with the blank on `blank_cell`, and a start reached from it by a long
// random walk.
std::pair<Board, Board> random_pair(int blank_cell, std::mt19937& random) {
  Board goal = {{0, 1, 2, 3, 4, 5, 6, 7, 8}};
  std::shuffle(goal.begin() + 1, goal.end(), random);
  std::swap(goal[0], goal[static_cast<std::size_t>(blank_cell)]);
  Board start = goal;
  for (int step = 0; step < 200; ++step) eight_oracle::slide(start, "dlru"[random() % 4]);
  return std::make_pair(start, goal);
}

void expect_canonical_answers(const std::vector<std::pair<Board, Board> >& pairs) {
  std::string input = std::to_string(pairs.size()) + "\n";
  for (const auto& pair : pairs) input += spell(pair.first) + "\n" + spell(pair.second) + "\n";
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(EIGHT2_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), 2 * pairs.size());
  for (std::size_t i = 0; i < pairs.size(); ++i)
    ASSERT_EQ(check(static_cast<int>(i + 1), pairs[i].first, pairs[i].second, lines[2 * i], lines[2 * i + 1]), "")
        << "case " << i + 1 << ": " << spell(pairs[i].first) << " to " << spell(pairs[i].second);
}

TEST(Eight2Oracle, RandomPairsWithGoalsOnEveryBlankCell) {
  std::mt19937 random(3567);
  std::vector<std::pair<Board, Board> > pairs;
  for (int i = 0; i < 27; ++i) pairs.push_back(random_pair(i % 9, random));
  pairs.push_back(std::make_pair(pairs[0].second, pairs[0].second));  // already at the goal: empty line
  expect_canonical_answers(pairs);
}

TEST(Eight2Oracle, FarPairsOfOneGoalSwitchFromSearchToDatabases) {
  // 24 starts 28 to 31 moves from one goal: enough search (15,000 nodes each, against a budget of
  // 50,000) that the solver of that goal's blank cell builds its pattern databases part-way through;
  // the answers before and after must both be canonical.
  const Board goal = {{3, 8, 1, 6, 0, 5, 2, 7, 4}};
  std::vector<Board> far;
  const std::vector<int> distance = distances_to(goal);
  std::mt19937 random(31);
  Board board = goal;
  std::sort(board.begin(), board.end());
  do {
    if (distance[encode(board)] >= 28) far.push_back(board);
  } while (std::next_permutation(board.begin(), board.end()));
  std::shuffle(far.begin(), far.end(), random);
  std::vector<std::pair<Board, Board> > pairs;
  for (std::size_t i = 0; i < 24; ++i) pairs.push_back(std::make_pair(far[i], goal));
  expect_canonical_answers(pairs);
}

}  // namespace
