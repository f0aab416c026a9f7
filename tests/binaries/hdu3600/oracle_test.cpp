// Oracle test of the `hdu3600` binary (HDU 3600) end to end: YES exactly for the boards that
// breadth-first search from the goal reaches, on every 2x2 and 3x3 board in one input (and the 1x1
// board); on random 4x4 boards and their twins (two tiles exchanged), YES exactly for the one of each
// pair that a greedy search solves; and boards up to 300 x 300 walked from the goal (YES), and their
// twins (NO). The oracles are sliding_board_oracle.hpp's, independent of the core.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "run_binary.hpp"
#include "sliding_board_oracle.hpp"
#include "test_share.hpp"

namespace {

using board_oracle::Board;
typedef std::vector<std::pair<Board, bool>> Expected;  // boards, each with whether it is solvable

// The boards in HDU 3600's format, then "0"; the binary's answers checked against `expected`.
void expect_answers(const Expected& expected) {
  std::string input;
  for (const auto& [board, solvable] : expected)
    input += std::to_string(board.rows) + "\n" + board_oracle::rows_text(board);
  input += "0\n";
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(HDU3600_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i)
    ASSERT_EQ(lines[i], expected[i].second ? "YES" : "NO") << board_oracle::rows_text(expected[i].first);
}

TEST(Hdu3600Oracle, EverySmallBoardAsBreadthFirstSearchFinds) {
  Expected expected(1, {board_oracle::goal(1, 1), true});
  for (int n : {2, 3}) {
    const Expected boards = board_oracle::every_board(n, n);
    expected.insert(expected.end(), boards.begin(), boards.end());
  }
  expect_answers(expected);
}

TEST(Hdu3600Oracle, RandomFourByFourBoardsAsGreedySearchFinds) {
  std::mt19937 random(3600);
  expect_answers(board_oracle::random_boards_and_twins(4, 4, test_share::cases(30), 200000, random));
}

TEST(Hdu3600Oracle, LargeBoardsWalkedFromTheGoal) {
  std::mt19937 random(300);
  Expected expected;
  for (int n : {300, 299, 64, 5}) {
    const Board walked = board_oracle::random_walk(board_oracle::goal(n, n), 100000 + random() % 2, random);
    expected.emplace_back(walked, true);
    expected.emplace_back(board_oracle::with_two_tiles_exchanged(walked), false);
  }
  expect_answers(expected);
}

}  // namespace
