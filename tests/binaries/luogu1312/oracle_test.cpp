// Oracle test of the luogu1312 binary (NOIP 2011 "Mayan 游戏") against a plain exhaustive search
// written here, with its own board and rules and no prune: every move of every block, both ways, in
// the judges' order (x, then y, then right before left), to exactly n moves; a move that leaves the
// board as it was (a block dragged onto one of its own colour) is not a move, the reading the binary
// takes (docs/binaries/luogu1312.md). Boards: 1,500 random boards of 1-3 colours of 3 blocks (one of
// 6 in a fifth of them), in columns of at most 4, with no 3 of a colour in a line, n = 1-3, in one
// input, the whole output compared; and the judges' sample.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "mayan_fixtures.hpp"
#include "run_binary.hpp"

namespace {

using namespace mayan_oracle;

// `colours` colours of 3 blocks each (the first 6 where `sixes`), dropped into random columns of at most 4
// blocks, redrawn until nothing would vanish: every colour can vanish, so many boards have an answer.
Grid random_board(std::mt19937& random, int colours, bool sixes) {
  for (;;) {
    Grid grid{};
    bool fits = true;
    for (int colour = 1; colour <= colours; ++colour)
      for (int block = 0; block < (sixes && colour == 1 ? 6 : 3); ++block) {
        auto& column = grid[random() % 5];
        int y = 0;
        while (y < 4 && column[y]) ++y;
        fits = fits && y < 4;
        if (y < 4) column[y] = colour;
      }
    if (fits && still(grid)) return grid;
  }
}

TEST(Luogu1312Oracle, SmallBoardsAgainstAPlainExhaustiveSearch) {
  std::mt19937 random(1312);
  std::vector<std::pair<Grid, int>> cases;
  for (int i = 0; i < 1500; ++i) cases.push_back({random_board(random, 1 + i % 3, i % 5 == 0), 1 + i % 3});
  std::string input, expected;
  int found = 0;
  for (const auto& [grid, n] : cases) {
    input += input_of(grid, n);
    const std::string text = answer(grid, n);
    found += text != "-1\n";
    expected += text;
  }
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(LUOGU1312_BINARY, input, lines), 0);
  std::string output;
  for (const std::string& line : lines) output += line + "\n";
  EXPECT_EQ(output, expected);
  EXPECT_GT(found, 40) << "too few boards with an answer to test the order of preference";
  EXPECT_GT(static_cast<int>(cases.size()) - found, 40) << "too few boards without one";
}

TEST(Luogu1312Oracle, TheJudgesSample) {
  Grid grid{};
  const std::vector<std::vector<int>> columns = {{1}, {2, 1}, {2, 3, 4}, {3, 1}, {2, 4, 3, 4}};
  for (int x = 0; x < 5; ++x)
    for (std::size_t y = 0; y < columns[x].size(); ++y) grid[x][y] = columns[x][y];
  EXPECT_EQ(answer(grid, 3), "2 1 1\n3 1 1\n3 0 1\n");
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(LUOGU1312_BINARY, input_of(grid, 3), lines), 0);
  EXPECT_EQ(lines, (std::vector<std::string>{"2 1 1", "3 1 1", "3 0 1"}));
}

}  // namespace
