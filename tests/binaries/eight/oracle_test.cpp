// Oracle test of the `eight` binary end to end: all 9! boards in one input (half unsolvable); every
// answer must be the canonical shortest solution found by an independent breadth-first search.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "eight_puzzle_fixtures.hpp"
#include "run_binary.hpp"

namespace {

TEST(EightOracle, EveryBoardAnsweredCanonicallyOrUnsolvable) {
  std::vector<eight_oracle::Board> boards;
  eight_oracle::Board board = {{0, 1, 2, 3, 4, 5, 6, 7, 8}};
  std::string input;
  do {
    boards.push_back(board);
    for (std::uint8_t tile : board) input += tile == 0 ? "x " : std::string(1, static_cast<char>('0' + tile)) + " ";
    input += '\n';
  } while (std::next_permutation(board.begin(), board.end()));

  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(EIGHT_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), boards.size());
  const auto& distance = eight_oracle::distances();
  int solvable = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    if (distance.count(eight_oracle::encode(boards[i])) == 0) {
      ASSERT_EQ(lines[i], "unsolvable") << "board " << i;
      continue;
    }
    ++solvable;
    ASSERT_EQ(eight_oracle::check_canonical(boards[i], lines[i]), "") << "board " << i << ": " << lines[i];
  }
  EXPECT_EQ(solvable, 181440);
}

TEST(EightOracle, SingleBoardsAnsweredBySearchAreCanonicalToo) {
  // A few boards per run keep `eight` below its switch to the table: its search path is checked here.
  const eight_oracle::Board hardest_boards[2] = {{{6, 4, 7, 8, 5, 0, 3, 2, 1}}, {{8, 6, 7, 2, 5, 4, 3, 0, 1}}};
  for (const eight_oracle::Board& board : hardest_boards) {
    std::string input;
    for (std::uint8_t tile : board) input += tile == 0 ? "x " : std::string(1, static_cast<char>('0' + tile)) + " ";
    std::vector<std::string> lines;
    ASSERT_EQ(oracle_test::run_binary(EIGHT_BINARY, input, lines), 0);
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(lines[0].size(), 31u);
    EXPECT_EQ(eight_oracle::check_canonical(board, lines[0]), "");
  }
}

}  // namespace
