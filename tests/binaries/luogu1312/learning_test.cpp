// The learning options of `luogu1312` end to end: --show draws the board before and after each move
// of the answer, which the test replays with its own rules (mayan_fixtures.hpp): every label is the
// move the answer printed, every picture the settled board after it, the last one empty; nothing for
// -1. --stats reports each board's search and adds up; stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "mayan_fixtures.hpp"

namespace {

using mayan_oracle::Grid;

std::vector<std::string> rows(const Grid& grid) {
  std::vector<std::string> result(7, std::string(5, '.'));
  for (int x = 0; x < 5; ++x)
    for (int y = 0; y < 7; ++y)
      if (grid[x][y]) result[6 - y][x] = static_cast<char>(grid[x][y] < 10 ? '0' + grid[x][y] : 'A' + grid[x][y] - 10);
  return result;
}

Grid grid_of(const std::vector<std::vector<int>>& columns) {
  Grid grid{};
  for (int x = 0; x < 5; ++x)
    for (std::size_t y = 0; y < columns[x].size(); ++y) grid[x][y] = columns[x][y];
  return grid;
}

// The judges' sample, the same board in 2 moves (-1), and boards of colour 10 (drawn A) emptied in
// 2 moves and in 1 (a left move into an empty cell).
const std::vector<std::pair<Grid, int>> games = {{grid_of({{1}, {2, 1}, {2, 3, 4}, {3, 1}, {2, 4, 3, 4}}), 3},
                                                 {grid_of({{1}, {2, 1}, {2, 3, 4}, {3, 1}, {2, 4, 3, 4}}), 2},
                                                 {grid_of({{10, 2}, {10, 2}, {2}, {10}, {}}), 2},
                                                 {grid_of({{10}, {10}, {}, {10}, {}}), 1}};

std::string input() {
  std::string text;
  for (const auto& [grid, n] : games) text += mayan_oracle::input_of(grid, n);
  return text;
}

TEST(Luogu1312Learning, ShowReplaysTheAnswerToAnEmptyBoard) {
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(LUOGU1312_BINARY, "--show", input());
  const learning_test::Run &plain = runs.plain, &shown = runs.learning;
  std::size_t at = 0, plain_at = 0;
  int drawn = 0;
  for (std::size_t i = 0; i < games.size(); ++i) {
    ASSERT_LT(plain_at, plain.out.size());
    const std::size_t moves = plain.out[plain_at] == "-1" ? 0 : static_cast<std::size_t>(games[i].second);
    for (std::size_t k = 0; k < std::max<std::size_t>(moves, 1); ++k) {
      ASSERT_LT(at, shown.out.size());
      EXPECT_EQ(shown.out[at++], plain.out[plain_at + k]);
    }
    if (moves == 0) {
      ++plain_at;
      continue;
    }
    const std::vector<learning_test::Picture> pictures = learning_test::read_show(shown.out, at, moves + 1, 7);
    ASSERT_EQ(pictures.size(), moves + 1);
    Grid grid = games[i].first;
    EXPECT_EQ(pictures[0].lines, rows(grid));
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string label = learning_test::move_of(pictures[k], k);
      EXPECT_EQ(label, plain.out[plain_at + k - 1]);
      std::istringstream move(label);
      int x = 0, y = 0, g = 0;
      ASSERT_TRUE(move >> x >> y >> g) << label;
      std::swap(grid[x][y], grid[x + g][y]);
      mayan_oracle::settle(grid);
      EXPECT_EQ(pictures[k].lines, rows(grid)) << "board " << i + 1 << ", move " << k;
    }
    EXPECT_TRUE(mayan_oracle::empty(grid)) << "board " << i + 1;
    plain_at += moves;
    ++drawn;
  }
  EXPECT_EQ(at, shown.out.size());
  EXPECT_EQ(plain_at, plain.out.size());
  EXPECT_EQ(drawn, 3);
}

TEST(Luogu1312Learning, StatsReportEachSearch) {
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(LUOGU1312_BINARY, "--stats", input());
  const learning_test::Stats report = learning_test::stats_of(runs, games.size(), 0);
  ASSERT_EQ(report.cases.size(), games.size());
  EXPECT_EQ(report.cases[0].answer, "3 moves");
  EXPECT_EQ(report.cases[1].answer, "no way to empty the board in exactly 2 moves");
  EXPECT_EQ(report.cases[2].answer, "2 moves");
  EXPECT_EQ(report.cases[3].answer, "1 move");
  for (const auto& one : report.cases)
    EXPECT_TRUE(learning_test::case_says(one, ": depth-first search of exactly n moves in the judges' order"));
}

}  // namespace
