// Oracle test of the `acwing845` binary end to end: all 9! boards in one input (half of them cannot
// reach the goal), each answer the fewest moves to 1 2 3 / 4 5 6 / 7 8 x found by an independent
// breadth-first search (sliding_oracle.hpp), or -1; and the farthest boards alone, answered by IDA*
// before the binary's table.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "run_binary.hpp"
#include "sliding_oracle.hpp"

namespace {

using sliding_oracle::Board;

const Board goal = {1, 2, 3, 4, 5, 6, 7, 8, 0};

TEST(Acwing845Oracle, EveryBoardGetsItsDistanceOrMinusOne) {
  const std::vector<int> distance = sliding_oracle::distances_from(goal, 3);
  const std::vector<Board> boards = sliding_oracle::all_boards(9);
  std::string input;
  for (const Board& board : boards) input += sliding_oracle::spelled(board, "x");
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(ACWING845_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), boards.size());
  int unreachable_boards = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const int d = distance[sliding_oracle::encode(boards[i])];
    unreachable_boards += d < 0;
    ASSERT_EQ(lines[i], std::to_string(d)) << "board " << i + 1;  // -1 when unreachable
  }
  EXPECT_EQ(unreachable_boards, 181440);
}

TEST(Acwing845Oracle, TheFarthestBoardsAloneNeedThirtyOneMoves) {
  for (const Board& board : {Board{6, 4, 7, 8, 5, 0, 3, 2, 1}, Board{8, 6, 7, 2, 5, 4, 3, 0, 1}}) {
    std::vector<std::string> lines;
    ASSERT_EQ(oracle_test::run_binary(ACWING845_BINARY, sliding_oracle::spelled(board, "x"), lines), 0);
    EXPECT_EQ(lines, std::vector<std::string>(1, "31"));
  }
}

}  // namespace
