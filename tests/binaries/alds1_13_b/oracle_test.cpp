// Oracle test of the `alds1_13_b` binary end to end: every board that can reach 1 2 3 / 4 5 6 / 7 8 0
// (181,440) in one input, three rows of numbers each, each answer the fewest moves found by an
// independent breadth-first search (sliding_oracle.hpp); and the farthest boards alone, answered by
// IDA* before the binary's table.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "run_binary.hpp"
#include "sliding_oracle.hpp"

namespace {

using sliding_oracle::Board;

const Board goal = {1, 2, 3, 4, 5, 6, 7, 8, 0};

std::string rows_of(const Board& board) {
  std::string text;
  for (std::size_t cell = 0; cell < 9; ++cell) text += std::to_string(board[cell]) + (cell % 3 == 2 ? "\n" : " ");
  return text;
}

TEST(Alds113BOracle, EverySolvableBoardGetsItsDistance) {
  const std::vector<int> distance = sliding_oracle::distances_from(goal, 3);
  std::string input;
  std::vector<int> expected;
  for (const Board& board : sliding_oracle::all_boards(9)) {
    const int d = distance[sliding_oracle::encode(board)];
    if (d < 0) continue;
    input += rows_of(board);
    expected.push_back(d);
  }
  ASSERT_EQ(expected.size(), 181440u);
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(ALDS1_13_B_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), expected.size());
  for (std::size_t i = 0; i < lines.size(); ++i) ASSERT_EQ(lines[i], std::to_string(expected[i])) << "board " << i + 1;
}

TEST(Alds113BOracle, TheFarthestBoardsAloneNeedThirtyOneMoves) {
  for (const Board& board : {Board{6, 4, 7, 8, 5, 0, 3, 2, 1}, Board{8, 6, 7, 2, 5, 4, 3, 0, 1}}) {
    std::vector<std::string> lines;
    ASSERT_EQ(oracle_test::run_binary(ALDS1_13_B_BINARY, rows_of(board), lines), 0);
    EXPECT_EQ(lines, std::vector<std::string>(1, "31"));
  }
}

}  // namespace
