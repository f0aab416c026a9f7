// The learning options of `eight2` end to end: --show draws the boards from each case's start to its
// goal along the answer; --stats reports each case and adds up, stdout unchanged; every --method
// answers shortest, all but astar canonically (eight2_fixtures.hpp's breadth-first oracle).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "eight2_fixtures.hpp"
#include "learning_fixtures.hpp"

namespace {

using eight2_oracle::Board;

std::vector<std::pair<Board, Board>> random_pairs(int count, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<std::pair<Board, Board>> pairs;
  for (int i = 0; i < count; ++i) pairs.push_back(eight2_oracle::random_pair(i % 9, random));
  return pairs;
}

std::string input_of(const std::vector<std::pair<Board, Board>>& pairs) {
  std::string input = std::to_string(pairs.size()) + "\n";
  for (const auto& pair : pairs)
    input += eight2_oracle::spell(pair.first) + "\n" + eight2_oracle::spell(pair.second) + "\n";
  return input;
}

Board board_of(const learning_test::Picture& picture) {
  Board board{};
  for (std::size_t row = 0; row < 3 && row < picture.lines.size(); ++row)
    for (std::size_t col = 0; col < 3 && 2 * col < picture.lines[row].size(); ++col) {
      const char c = picture.lines[row][2 * col];
      board[3 * row + col] = c == '.' ? 0 : c - '0';
    }
  return board;
}

TEST(Eight2Learning, ShowDrawsTheBoardsFromStartToGoal) {
  std::vector<std::pair<Board, Board>> pairs = random_pairs(9, 3567);
  pairs.push_back(std::make_pair(pairs[0].second, pairs[0].second));
  const learning_test::Run shown = learning_test::run(EIGHT2_BINARY, "--show", input_of(pairs));
  ASSERT_EQ(shown.status, 0);
  std::size_t at = 0;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    ASSERT_LT(at + 1, shown.out.size());
    const std::string header = shown.out[at++], answer = shown.out[at++];
    ASSERT_EQ(eight2_oracle::check(static_cast<int>(i + 1), pairs[i].first, pairs[i].second, header, answer), "");
    const std::vector<learning_test::Picture> pictures = learning_test::read_show(shown.out, at, answer.size() + 1, 3);
    ASSERT_EQ(pictures.size(), answer.size() + 1);
    Board board = pairs[i].first;
    EXPECT_EQ(board_of(pictures[0]), board);
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      ASSERT_EQ(learning_test::move_of(pictures[k], k), std::string(1, answer[k - 1]));
      ASSERT_TRUE(eight_oracle::slide(board, answer[k - 1]));
      ASSERT_EQ(board_of(pictures[k]), board) << "case " << i + 1 << ", move " << k;
    }
    EXPECT_EQ(board, pairs[i].second);
  }
  EXPECT_EQ(at, shown.out.size());
}

TEST(Eight2Learning, EveryMethodAnswersShortestAllButAStarCanonically) {
  const std::vector<std::pair<Board, Board>> pairs = random_pairs(9, 3460);
  const std::string input = input_of(pairs);
  const learning_test::Run plain = learning_test::run(EIGHT2_BINARY, "", input);
  for (const char* method : {"default", "bfs", "astar", "idastar", "pdb"}) {
    const learning_test::Run run = learning_test::run(EIGHT2_BINARY, std::string("--stats --method ") + method, input);
    ASSERT_EQ(run.status, 0) << method;
    ASSERT_EQ(run.out.size(), 2 * pairs.size()) << method;
    if (std::string(method) != "astar") {
      EXPECT_EQ(run.out, plain.out) << method;
    }
    for (std::size_t i = 0; i < pairs.size(); ++i)
      ASSERT_EQ(eight2_oracle::check(static_cast<int>(i + 1), pairs[i].first, pairs[i].second, run.out[2 * i],
                                     run.out[2 * i + 1], std::string(method) != "astar"),
                "")
          << method << ", case " << i + 1;
    const learning_test::Stats report = learning_test::parse_stats(run.err);
    EXPECT_EQ(report.cases.size(), pairs.size());
  }
}

TEST(Eight2Learning, StatsNameTheSolverOfEachGoalBlankCell) {
  // Far pairs of one goal: IDA* on the walking distance until the databases of that blank cell pay.
  const Board goal = {{3, 8, 1, 6, 0, 5, 2, 7, 4}};
  const std::vector<int> distance = eight2_oracle::distances_to(goal);
  std::vector<std::pair<Board, Board>> pairs;
  Board board = goal;
  std::sort(board.begin(), board.end());
  do {
    if (distance[eight2_oracle::encode(board)] >= 30 && pairs.size() < 12) pairs.push_back(std::make_pair(board, goal));
  } while (std::next_permutation(board.begin(), board.end()));
  const learning_test::Run run = learning_test::run(EIGHT2_BINARY, "--stats", input_of(pairs));
  ASSERT_EQ(run.status, 0);
  const learning_test::Stats report = learning_test::parse_stats(run.err);
  ASSERT_EQ(report.cases.size(), pairs.size());
  EXPECT_TRUE(learning_test::case_says(report.cases.front(), "IDA* on walking distance"));
  EXPECT_EQ(report.builds, 1u);
  EXPECT_TRUE(learning_test::case_says(report.cases.back(), "IDA* on additive pattern databases"));
}

}  // namespace
