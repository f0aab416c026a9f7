// Oracle test of the `luogu1379` binary end to end: every board that can reach 1 2 3 / 8 0 4 / 7 6 5
// (181,440) in one input, each answer the fewest moves found by an independent breadth-first search
// (sliding_oracle.hpp); and the farthest boards alone, answered by IDA* before the binary's table.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "run_binary.hpp"
#include "sliding_oracle.hpp"

namespace {

using sliding_oracle::Board;

const Board goal = {1, 2, 3, 8, 0, 4, 7, 6, 5};

std::string token_of(const Board& board) {
  std::string token;
  for (int tile : board) token += static_cast<char>('0' + tile);
  return token + "\n";
}

TEST(Luogu1379Oracle, EverySolvableBoardGetsItsDistance) {
  const std::vector<int> distance = sliding_oracle::distances_from(goal, 3);
  const std::vector<Board> boards = sliding_oracle::all_boards(9);
  std::string input;
  std::vector<int> expected;
  for (const Board& board : boards) {
    const int d = distance[sliding_oracle::encode(board)];
    if (d < 0) continue;
    input += token_of(board);
    expected.push_back(d);
  }
  ASSERT_EQ(expected.size(), 181440u);
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(LUOGU1379_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), expected.size());
  for (std::size_t i = 0; i < lines.size(); ++i) ASSERT_EQ(lines[i], std::to_string(expected[i])) << "board " << i + 1;
}

TEST(Luogu1379Oracle, TheFarthestBoardsAloneNeedThirtyMoves) {
  // A few boards per run keep the binary below its switch to the table: its search path is checked.
  const std::vector<int> distance = sliding_oracle::distances_from(goal, 3);
  const std::vector<Board> boards = sliding_oracle::all_boards(9);
  int farthest_boards = 0;
  for (const Board& board : boards) {
    if (distance[sliding_oracle::encode(board)] != 30) continue;
    ++farthest_boards;
    if (farthest_boards % 16 != 1) continue;  // 10 of the 148
    std::vector<std::string> lines;
    ASSERT_EQ(oracle_test::run_binary(LUOGU1379_BINARY, token_of(board), lines), 0);
    EXPECT_EQ(lines, std::vector<std::string>(1, "30")) << token_of(board);
  }
  EXPECT_EQ(farthest_boards, 148);  // OEIS A089474: blank in the centre, 148 boards at 30 moves
}

}  // namespace
