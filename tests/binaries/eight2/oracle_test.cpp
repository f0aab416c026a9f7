// Oracle test of the `eight2` binary (HDU 3567) end to end: random pairs and far pairs, each
// checked against a breadth-first search from that case's goal (eight2_fixtures.hpp): the distance,
// and that no smaller letter at any step also leads one step closer (canonical answer).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "eight2_fixtures.hpp"
#include "eight_puzzle_fixtures.hpp"
#include "run_binary.hpp"

namespace {

using eight2_oracle::Board;
using eight2_oracle::check;
using eight2_oracle::distances_to;
using eight2_oracle::encode;
using eight2_oracle::random_pair;
using eight2_oracle::spell;

void expect_canonical_answers(const std::vector<std::pair<Board, Board>>& pairs) {
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
  std::vector<std::pair<Board, Board>> pairs;
  for (int i = 0; i < 27; ++i) pairs.push_back(random_pair(i % 9, random));
  pairs.push_back(std::make_pair(pairs[0].second, pairs[0].second));  // already at the goal: empty line
  expect_canonical_answers(pairs);
}

TEST(Eight2Oracle, FarPairsOfOneGoalSwitchFromSearchToDatabases) {
  // 24 starts 28 to 31 moves from one goal: enough search (thousands of walking-distance nodes each,
  // against a budget of 30,000) that the solver of that goal's blank cell builds its pattern databases
  // part-way through; the answers before and after must both be canonical.
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
  std::vector<std::pair<Board, Board>> pairs;
  for (std::size_t i = 0; i < 24; ++i) pairs.push_back(std::make_pair(far[i], goal));
  expect_canonical_answers(pairs);
}

}  // namespace
