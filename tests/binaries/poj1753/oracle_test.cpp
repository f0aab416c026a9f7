// Oracle test of the poj1753 binary (POJ 1753 "Flip Game") against a plain breadth-first search
// written here: every one of the 65,536 boards in one input, each answer the distance from the board
// to the nearer of the all-white and all-black boards over single flips (or Impossible when neither is
// reached), with the statement's counts checked too (4,096 solvable boards, at most 6 rounds). And the
// judges' samples, and boards split across tokens.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "run_binary.hpp"

namespace {

const int unreached = -1;

// The cells a round on (row, col) flips: the piece and its neighbours on the 4 x 4 board.
std::uint16_t flip_mask(int row, int col) {
  std::uint16_t mask = 0;
  const int moves[5][2] = {{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  for (const auto& move : moves) {
    const int r = row + move[0], c = col + move[1];
    if (r >= 0 && r < 4 && c >= 0 && c < 4) mask |= static_cast<std::uint16_t>(1u << (r * 4 + c));
  }
  return mask;
}

// Every board's fewest rounds to one colour, by a breadth-first search from both one-colour boards.
std::vector<int> distances() {
  std::vector<int> distance(1 << 16, unreached);
  std::deque<int> queue = {0, 0xFFFF};
  distance[0] = distance[0xFFFF] = 0;
  while (!queue.empty()) {
    const int board = queue.front();
    queue.pop_front();
    for (int cell = 0; cell < 16; ++cell) {
      const int next = board ^ flip_mask(cell / 4, cell % 4);
      if (distance[next] == unreached) {
        distance[next] = distance[board] + 1;
        queue.push_back(next);
      }
    }
  }
  return distance;
}

// Bit r * 4 + c set: a black piece ('b').
std::string board_text(int board) {
  std::string text;
  for (int cell = 0; cell < 16; ++cell)
    text += std::string(board >> cell & 1 ? "b" : "w") + (cell % 4 == 3 ? "\n" : "");
  return text;
}

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
