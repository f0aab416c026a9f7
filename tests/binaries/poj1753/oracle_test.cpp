// Oracle test of the poj1753 binary (POJ 1753 "Flip Game") against a plain breadth-first search
// written apart from the core (toggle_oracle.hpp; the flips written here): every one of the 65,536
// boards in one input, each answer the distance from the board to the nearer of the all-white and
// all-black boards over single flips (or Impossible when neither is reached), with the statement's
// counts checked too (4,096 solvable boards, at most 6 rounds). And the judges' samples, and boards
// split across tokens.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "run_binary.hpp"
#include "toggle_oracle.hpp"

namespace {

using toggle_oracle::unreached;

// The cells a round on a cell flips: the piece and its neighbours on the 4 x 4 board.
std::array<int, toggle_oracle::cells> flip_masks() {
  std::array<int, toggle_oracle::cells> masks{};
  const int moves[5][2] = {{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  for (int cell = 0; cell < toggle_oracle::cells; ++cell)
    for (const auto& move : moves) {
      const int r = cell / 4 + move[0], c = cell % 4 + move[1];
      if (r >= 0 && r < 4 && c >= 0 && c < 4) masks[cell] |= 1 << (r * 4 + c);
    }
  return masks;
}

// Every board's fewest rounds to one colour: from both one-colour boards.
std::vector<int> distances() { return toggle_oracle::distances({0, 0xFFFF}, flip_masks()); }

// Bit r * 4 + c set: a black piece ('b').
std::string board_text(int board) { return toggle_oracle::board_text(board, 'b', 'w'); }

TEST(Poj1753Oracle, EveryBoardGetsItsFewestRounds) {
  const std::vector<int> distance = distances();
  std::string input;
  for (int board = 0; board < 1 << 16; ++board) input += board_text(board);
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(POJ1753_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), distance.size());
  std::array<int, 8> histogram{};  // 0-6 rounds, then Impossible
  for (int board = 0; board < 1 << 16; ++board) {
    const int d = distance[board];
    ASSERT_EQ(lines[board], d == unreached ? "Impossible" : std::to_string(d)) << board_text(board);
    ++histogram[d == unreached ? 7 : d];
  }
  EXPECT_EQ(histogram, (std::array<int, 8>{2, 32, 228, 880, 1562, 1136, 256, 61440}));
}

TEST(Poj1753Oracle, JudgeSamplesAndTokensOfARow) {
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(POJ1753_BINARY, "bwwb\nbbwb\nbwwb\nbwww\nbwbw\nwwww\nbbwb\nbwwb\n", lines), 0);
  EXPECT_EQ(lines, std::vector<std::string>({"4", "Impossible"}));
  ASSERT_EQ(oracle_test::run_binary(POJ1753_BINARY, "b w wb bbwb\r\n\tbwwb bw w w", lines), 0);
  EXPECT_EQ(lines, std::vector<std::string>({"4"}));
}

}  // namespace
