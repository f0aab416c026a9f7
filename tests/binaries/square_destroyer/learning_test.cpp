// The learning options of `square_destroyer` end to end: the answer is a count, so --show draws the grid
// as each stick of a smallest choice is taken, which the test replays (square_destroyer_fixtures.hpp):
// every label names a stick still there, every picture is the grid without it, as many sticks as the
// answer, and no square is left whole at the end. --stats reports each grid's search and adds up;
// stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "square_destroyer_fixtures.hpp"

namespace {

using square_destroyer_oracle::Grid;
using square_destroyer_oracle::input_of;
using square_destroyer_oracle::sticks;

// The grid as drawn: '+' points, '-' and '|' the sticks there, blanks where gone; no trailing blank.
std::vector<std::string> lines_of(const Grid& grid) {
  const int n = grid.n;
  std::vector<std::string> lines;
  for (int row = 0; row <= n; ++row) {
    std::string points = "+", sides;
    for (int column = 0; column < n; ++column)
      points += std::string(grid.missing >> (row * (2 * n + 1) + column) & 1u ? " " : "-") + "+";
    lines.push_back(points);
    if (row == n) break;
    for (int column = 0; column <= n; ++column)
      sides += std::string(column > 0 ? " " : "") + (grid.missing >> (row * (2 * n + 1) + n + column) & 1u ? " " : "|");
    lines.push_back(sides.substr(0, sides.find_last_not_of(' ') + 1));
  }
  return lines;
}

std::vector<Grid> grids() {
  std::vector<Grid> all = {{2, 0}, {3, 1ull << 11 | 1ull << 16 | 1ull << 22}, {1, 0}, {1, 1}, {5, 0}};
  std::mt19937 random(1603);
  for (int i = 0; i < 20; ++i) {
    Grid grid = {1 + static_cast<int>(random() % 5), 0};
    for (int s = 0; s < sticks(grid.n); ++s) grid.missing |= static_cast<std::uint64_t>(random() % 5 == 0) << s;
    all.push_back(grid);
  }
  return all;
}

TEST(SquareDestroyerLearning, ShowTakesTheSticksUntilNoSquareIsWhole) {
  const std::vector<Grid> all = grids();
  const learning_test::PlainAndLearning runs =
      learning_test::run_plain_and(SQUARE_DESTROYER_BINARY, "--show", input_of(all));
  ASSERT_EQ(runs.plain.out.size(), all.size());
  std::size_t at = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    ASSERT_LT(at, runs.learning.out.size());
    const std::string answer = runs.learning.out[at++];
    EXPECT_EQ(answer, runs.plain.out[i]);
    const std::size_t taken = std::stoul(answer);
    Grid grid = all[i];
    const std::vector<learning_test::Picture> pictures =
        learning_test::read_show(runs.learning.out, at, taken + 1, static_cast<std::size_t>(2 * grid.n + 1));
    ASSERT_EQ(pictures.size(), taken + 1);
    EXPECT_EQ(pictures[0].lines, lines_of(grid));
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string label = learning_test::move_of(pictures[k], k);  // "#" and the stick's number
      ASSERT_EQ(label[0], '#');
      const int stick = std::stoi(label.substr(1)) - 1;
      ASSERT_TRUE(stick >= 0 && stick < sticks(grid.n) && !(grid.missing >> stick & 1u))
          << "grid " << i + 1 << ": " << label;
      grid.missing |= std::uint64_t(1) << stick;
      ASSERT_EQ(pictures[k].lines, lines_of(grid)) << "grid " << i + 1 << ", stick " << k;
    }
    EXPECT_FALSE(square_destroyer_oracle::some_square_whole(square_destroyer_oracle::squares(grid.n), grid.missing))
        << "grid " << i + 1;
  }
  EXPECT_EQ(at, runs.learning.out.size());
}

TEST(SquareDestroyerLearning, StatsReportEachGridsSearch) {
  const std::vector<Grid> all = grids();
  const learning_test::PlainAndLearning runs =
      learning_test::run_plain_and(SQUARE_DESTROYER_BINARY, "--stats", input_of(all));
  const learning_test::Stats report = learning_test::stats_of(runs, all.size(), 0);
  ASSERT_EQ(report.cases.size(), all.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    const std::string& answer = runs.plain.out[i];
    EXPECT_EQ(report.cases[i].answer, answer + (answer == "1" ? " stick" : " sticks"));
    EXPECT_TRUE(learning_test::case_says(report.cases[i], ": IDA* over the sticks taken"));
  }
}

}  // namespace
