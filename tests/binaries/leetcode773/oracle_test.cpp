// Oracle test of the `leetcode773` binary end to end: all 720 boards of the 2x3 puzzle, written as
// LeetCode does ([[a,b,c],[d,e,f]]), with blanks inside the brackets, and as six numbers, each answer
// the fewest moves to [[1,2,3],[4,5,0]] found by an independent breadth-first search
// (sliding_oracle.hpp), or -1; the farthest board needs 21 moves.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "run_binary.hpp"
#include "sliding_oracle.hpp"

namespace {

using sliding_oracle::Board;

const Board goal = {1, 2, 3, 4, 5, 0};

std::string bracketed(const Board& board, const std::string& blank) {
  std::string text = "[[";
  for (std::size_t cell = 0; cell < 6; ++cell)
    text += std::to_string(board[cell]) + (cell == 2 ? "]," + blank + "[" : cell == 5 ? "]]" : "," + blank);
  return text + "\n";
}

TEST(Leetcode773Oracle, EveryBoardInEachSpellingGetsItsDistanceOrMinusOne) {
  const std::vector<int> distance = sliding_oracle::distances_from(goal, 3);
  const std::vector<Board> boards = sliding_oracle::all_boards(6);
  ASSERT_EQ(boards.size(), 720u);
  std::string (*const spellings[3])(const Board&) = {
      [](const Board& board) { return bracketed(board, ""); }, [](const Board& board) { return bracketed(board, " "); },
      [](const Board& board) { return sliding_oracle::spelled(board, "0"); }};
  for (const auto spell : spellings) {
    std::string input;
    for (const Board& board : boards) input += spell(board);
    std::vector<std::string> lines;
    ASSERT_EQ(oracle_test::run_binary(LEETCODE773_BINARY, input, lines), 0);
    ASSERT_EQ(lines.size(), boards.size());
    int reachable = 0, farthest_distance = 0;
    for (std::size_t i = 0; i < boards.size(); ++i) {
      const int d = distance[sliding_oracle::encode(boards[i])];
      reachable += d >= 0;
      farthest_distance = std::max(farthest_distance, d);
      ASSERT_EQ(lines[i], std::to_string(d)) << spell(boards[i]);  // -1 when unreachable
    }
    EXPECT_EQ(reachable, 360);
    EXPECT_EQ(farthest_distance, 21);
  }
}

}  // namespace
