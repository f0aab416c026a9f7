// Oracle test of the poj2965 binary (POJ 2965 "The Pilots Brothers' refrigerator") against a plain
// breadth-first search written apart from the core (toggle_oracle.hpp; the switchings written here):
// every one of the 65,536 boards in one input, each answer's count the board's distance from the
// all-open board over single switchings, its switchings distinct, in row-major order (AcWing 116's
// order), and opening every handle when replayed; the counts' histogram (the binomial coefficients
// C(16, k): the minimal set is unique). And the judges' sample.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "run_binary.hpp"
#include "toggle_oracle.hpp"

namespace {

using toggle_oracle::unreached;

// The handles a switching on (row, col) turns: its whole row and its whole column.
int switch_mask(int row, int col) {
  int mask = 0;
  for (int i = 0; i < 4; ++i) mask |= 1 << (row * 4 + i) | 1 << (i * 4 + col);
  return mask;
}

// Every board's fewest switchings from the all-open board.
std::vector<int> distances() {
  std::array<int, toggle_oracle::cells> masks{};
  for (int cell = 0; cell < toggle_oracle::cells; ++cell) masks[cell] = switch_mask(cell / 4, cell % 4);
  return toggle_oracle::distances({0}, masks);
}

// Bit r * 4 + c set: a closed handle ('+').
std::string board_text(int board) { return toggle_oracle::board_text(board, '+', '-'); }

TEST(Poj2965Oracle, EveryBoardGetsItsFewestSwitchingsInRowMajorOrder) {
  const std::vector<int> distance = distances();
  std::string input;
  for (int board = 0; board < 1 << 16; ++board) input += board_text(board);
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(POJ2965_BINARY, input, lines), 0);
  std::size_t at = 0;
  std::array<int, 17> histogram{};
  for (int board = 0; board < 1 << 16; ++board) {
    ASSERT_NE(distance[board], unreached);
    ASSERT_LT(at, lines.size());
    ASSERT_EQ(lines[at++], std::to_string(distance[board])) << board_text(board);
    int open = board, last = -1;
    for (int k = 0; k < distance[board]; ++k) {
      ASSERT_LT(at, lines.size());
      const std::string& line = lines[at++];
      ASSERT_TRUE(line.size() == 3 && line[0] >= '1' && line[0] <= '4' && line[1] == ' ' && line[2] >= '1' &&
                  line[2] <= '4')
          << "expected 'row column', both 1-4: " << line;
      const int row = line[0] - '0', col = line[2] - '0';
      const int cell = (row - 1) * 4 + col - 1;
      ASSERT_GT(cell, last) << "row-major and distinct: " << board_text(board);
      last = cell;
      open ^= switch_mask(row - 1, col - 1);
    }
    ASSERT_EQ(open, 0) << board_text(board);
    ++histogram[distance[board]];
  }
  EXPECT_EQ(at, lines.size());
  EXPECT_EQ(histogram, (std::array<int, 17>{1, 16, 120, 560, 1820, 4368, 8008, 11440, 12870, 11440, 8008, 4368, 1820,
                                            560, 120, 16, 1}));
}

TEST(Poj2965Oracle, JudgeSampleAndTokensOfARow) {
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(POJ2965_BINARY, "-+--\n----\n----\n-+--\n", lines), 0);
  EXPECT_EQ(lines, std::vector<std::string>({"6", "1 1", "1 3", "1 4", "4 1", "4 3", "4 4"}));
  ASSERT_EQ(oracle_test::run_binary(POJ2965_BINARY, "- + -- ----\r\n----\t-+-\n-", lines), 0);
  EXPECT_EQ(lines, std::vector<std::string>({"6", "1 1", "1 3", "1 4", "4 1", "4 3", "4 4"}));
}

}  // namespace
