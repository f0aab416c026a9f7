// Oracle test of the `poj2893` binary (POJ 2893) end to end: YES exactly for the boards that
// breadth-first search from the goal reaches, on every board of 2x2, 2x3, 3x2, 3x3, 2x4 and 4x2 in one
// input; on random 3x4 and 4x3 boards and their twins (two tiles exchanged), YES exactly for the one of
// each pair that a greedy search solves; and boards up to 999 x 999 walked from the goal (YES), and
// their twins (NO). The oracles are sliding_board_oracle.hpp's, independent of the core.
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

// The boards in POJ 2893's format, then "0 0"; the binary's answers checked against `expected`.
void expect_answers(const Expected& expected) {
  std::string input;
  for (const auto& [board, solvable] : expected)
    input += std::to_string(board.rows) + " " + std::to_string(board.cols) + "\n" + board_oracle::rows_text(board);
  input += "0 0\n";
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(POJ2893_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i)
    ASSERT_EQ(lines[i], expected[i].second ? "YES" : "NO")
        << expected[i].first.rows << "x" << expected[i].first.cols << "\n"
        << board_oracle::rows_text(expected[i].first);
}

TEST(Poj2893Oracle, EveryBoardOfUpToNineCellsAsBreadthFirstSearchFinds) {
  Expected expected;
  for (const auto& [rows, cols] : {std::pair(2, 2), {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}}) {
    const Expected boards = board_oracle::every_board(rows, cols);
    expected.insert(expected.end(), boards.begin(), boards.end());
  }
  expect_answers(expected);
}

TEST(Poj2893Oracle, RandomThreeByFourBoardsAsGreedySearchFinds) {
  std::mt19937 random(2893);
  Expected expected = board_oracle::random_boards_and_twins(3, 4, test_share::cases(40), 50000, random);
  const Expected tall = board_oracle::random_boards_and_twins(4, 3, test_share::cases(40), 50000, random);
  expected.insert(expected.end(), tall.begin(), tall.end());
  expect_answers(expected);
}

TEST(Poj2893Oracle, LargeBoardsWalkedFromTheGoal) {
  std::mt19937 random(999);
  Expected expected;
  for (const auto& [rows, cols] : {std::pair(999, 999), {998, 999}, {999, 998}, {2, 999}, {999, 2}, {31, 64}}) {
    const Board walked = board_oracle::random_walk(board_oracle::goal(rows, cols), 200000 + random() % 2, random);
    expected.emplace_back(walked, true);
    expected.emplace_back(board_oracle::with_two_tiles_exchanged(walked), false);
  }
  expect_answers(expected);
}

}  // namespace
