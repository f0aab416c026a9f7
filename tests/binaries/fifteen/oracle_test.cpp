// Oracle test of the `fifteen` binary (UVa 10181) end to end: boards up to about 40 moves checked
// against a plain IDA* on Manhattan distance (fifteen_fixtures.hpp: moves tried in D L R U order, so
// it also finds the canonical answer); unsolvable boards; and the lengths of the easiest Korf instances.
#include <gtest/gtest.h>

#include "fifteen_fixtures.hpp"
#include "run_binary.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

namespace {

using fifteen_oracle::Board;
using fifteen_oracle::board_text;
using fifteen_oracle::goal;
using fifteen_oracle::manhattan;
using fifteen_oracle::oracle;
using fifteen_oracle::target;

TEST(FifteenOracle, BoardsUpToFortyMovesAreCanonical) {
  // Random walks from the goal, kept when the oracle is cheap enough (Manhattan distance <= 34).
  std::mt19937 random(10181);
  std::vector<Board> boards(1, goal);
  while (boards.size() < 40) {
    Board board = goal;
    int blank = 15;
    const int steps = 20 + static_cast<int>(random() % 200);
    for (int step = 0; step < steps; ++step) {
      const int to = target(blank, static_cast<int>(random() % 4));
      if (to < 0) continue;
      std::swap(board[static_cast<std::size_t>(blank)], board[static_cast<std::size_t>(to)]);
      blank = to;
    }
    if (manhattan(board) <= 34) boards.push_back(board);
  }
  std::string input = std::to_string(boards.size()) + "\n";
  for (const Board& board : boards) input += board_text(board);
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(FIFTEEN_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), boards.size());
  std::size_t longest = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    ASSERT_EQ(lines[i], oracle(boards[i])) << "board " << i + 1 << "\n" << board_text(boards[i]);
    longest = std::max(longest, lines[i].size());
  }
  EXPECT_GE(longest, 40u);
}

TEST(FifteenOracle, UnsolvableBoardsBetweenSolvableOnes) {
  Board swapped = goal;
  std::swap(swapped[0], swapped[1]);
  Board loyd = goal;  // Sam Loyd's 14-15 puzzle
  std::swap(loyd[13], loyd[14]);
  const std::string input = "4\n" + board_text(swapped) + board_text(goal) + board_text(loyd) + board_text(swapped);
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(FIFTEEN_BINARY, input, lines), 0);
  ASSERT_EQ(lines, std::vector<std::string>({"This puzzle is not solvable.", "", "This puzzle is not solvable.",
                                             "This puzzle is not solvable."}));
}

TEST(FifteenOracle, EasiestKorfInstancesHaveTheirPublishedLengths) {
  // Korf's instances 55, 16 and 42 (goal 0 1 ... 15), turned 180 degrees and renamed v -> 16 - v.
  const int korf[3][17] = {{13, 8, 14, 3, 9, 1, 0, 7, 15, 5, 4, 10, 12, 2, 6, 11, 41},
                           {1, 3, 2, 5, 10, 9, 15, 6, 8, 14, 13, 11, 12, 4, 7, 0, 42},
                           {4, 5, 7, 2, 9, 14, 12, 13, 0, 3, 6, 11, 8, 1, 15, 10, 42}};
  std::string input = "3\n";
  for (const auto& instance : korf) {
    Board board;
    for (int i = 0; i < 16; ++i) board[static_cast<std::size_t>(15 - i)] = instance[i] == 0 ? 0 : 16 - instance[i];
    input += board_text(board);
  }
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(FIFTEEN_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), 3u);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(static_cast<int>(lines[static_cast<std::size_t>(i)].size()), korf[i][16]);
}

}  // namespace
