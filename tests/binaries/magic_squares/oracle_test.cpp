// Oracle test of the magic_squares binary (USACO "Magic Squares") against the textbook's breadth-first
// search written in the test (magic_squares_fixtures.hpp): every one of the 40,320 targets in one
// input, each answered by its length and its first shortest sequence (the farthest, 22 moves, among
// them); and the judge's sample.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "magic_squares_fixtures.hpp"
#include "run_binary.hpp"

namespace {

std::string spaced(const std::string& board) {
  std::string line;
  for (char piece : board) line += std::string(line.empty() ? "" : " ") + piece;
  return line;
}

TEST(MagicSquaresOracle, EveryTargetGetsItsFirstShortestSequence) {
  std::vector<std::string> targets;
  std::string board = "12345678", input;
  do {
    targets.push_back(board);
    input += spaced(board) + "\n";
  } while (std::next_permutation(board.begin(), board.end()));
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(MAGIC_SQUARES_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), 2 * targets.size());
  std::size_t farthest = 0;
  for (std::size_t i = 0; i < targets.size(); ++i) {
    const std::string& expected = magic_squares_oracle::from_identity().at(targets[i]);
    ASSERT_EQ(lines[2 * i], std::to_string(expected.size())) << targets[i];
    ASSERT_EQ(lines[2 * i + 1], expected) << targets[i];
    farthest = std::max(farthest, expected.size());
  }
  EXPECT_EQ(farthest, 22u);
}

TEST(MagicSquaresOracle, JudgeSample) {
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(MAGIC_SQUARES_BINARY, "2 6 8 4 5 7 3 1 \n", lines), 0);
  EXPECT_EQ(lines, std::vector<std::string>({"7", "BCABCCB"}));
}

}  // namespace
