// Oracle test of the `alds1_13_c` binary (AOJ ALDS1_13_C) end to end: the fewest moves of boards up
// to about 40 moves from the goal, checked against a plain IDA* on Manhattan distance written in the
// test (sliding_board_oracle.hpp), many boards to an input; and Korf's instances that fit the judge's
// promise of at most 45 moves at their published lengths (which take the pattern databases).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "run_binary.hpp"
#include "sliding_board_oracle.hpp"

namespace {

using board_oracle::Board;

TEST(Alds113cOracle, FewestMovesOfBoardsUpToFortyMoves) {
  std::mt19937 random(1313);
  std::vector<Board> boards(1, board_oracle::goal(4, 4));
  while (boards.size() < 40) {
    const Board board = board_oracle::random_walk(board_oracle::goal(4, 4), 20 + random() % 300, random);
    if (board_oracle::manhattan(board) <= 32) boards.push_back(board);
  }
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(ALDS1_13_C_BINARY, board_oracle::boards_text(boards), lines), 0);
  ASSERT_EQ(lines.size(), boards.size());
  board_oracle::ShortestLength shortest;
  int longest = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const int length = shortest(boards[i], 50);
    ASSERT_EQ(lines[i], std::to_string(length)) << board_oracle::rows_text(boards[i]);
    longest = std::max(longest, length);
  }
  EXPECT_GE(longest, 36);
}

TEST(Alds113cOracle, KorfInstancesWithinTheJudgesPromiseAtTheirPublishedLengths) {
  // Korf's instances 55, 16 and 42 (goal 0 1 ... 15), turned 180 degrees and renamed v -> 16 - v.
  const int korf[3][17] = {{13, 8, 14, 3, 9, 1, 0, 7, 15, 5, 4, 10, 12, 2, 6, 11, 41},
                           {1, 3, 2, 5, 10, 9, 15, 6, 8, 14, 13, 11, 12, 4, 7, 0, 42},
                           {4, 5, 7, 2, 9, 14, 12, 13, 0, 3, 6, 11, 8, 1, 15, 10, 42}};
  std::vector<Board> boards;
  for (const auto& instance : korf) {
    Board board = board_oracle::goal(4, 4);
    for (int i = 0; i < 16; ++i)
      board.tiles[static_cast<std::size_t>(15 - i)] = instance[i] == 0 ? 0 : 16 - instance[i];
    boards.push_back(board);
  }
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(ALDS1_13_C_BINARY, board_oracle::boards_text(boards), lines), 0);
  ASSERT_EQ(lines, (std::vector<std::string>{"41", "42", "42"}));
}

}  // namespace
