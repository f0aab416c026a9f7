// The learning options of `hdu4127` end to end: the answer is a count, so --show draws the board after
// each move of a shortest solution, which the test replays with its own fill (flood_it_fixtures.hpp):
// every label is a colour, every picture the board after the area is painted it, as many moves as the
// answer, the last board of one colour. --stats reports each board's search (nothing is built), and
// adds up; stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "flood_it_fixtures.hpp"
#include "learning_fixtures.hpp"

namespace {

using flood_it_oracle::Area;
using flood_it_oracle::Board;

// The rows as --show draws them: a digit a cell, the area in its colour.
std::vector<std::string> rows(const Board& board, const Area& area, int colour) {
  std::vector<std::string> result;
  const std::size_t n = board.size();
  for (std::size_t row = 0; row < n; ++row) {
    std::string line;
    for (std::size_t column = 0; column < n; ++column)
      line += static_cast<char>('0' + (area[row * n + column] ? colour : board[row][column]));
    result.push_back(line);
  }
  return result;
}

// The judges' sample and random boards of 2-6 cells a side.
std::vector<Board> boards() {
  std::vector<Board> all = {{{0, 0}, {0, 0}}, {{0, 1, 2}, {1, 1, 2}, {2, 2, 1}}};
  std::mt19937 random(4127);
  for (int n = 2; n <= 6; ++n)
    for (int i = 0; i < 4; ++i) all.push_back(flood_it_oracle::random_board(n, random));
  return all;
}

std::string input_of(const std::vector<Board>& all) {
  std::string input;
  for (const Board& board : all) input += flood_it_oracle::board_text(board);
  return input + "0\n";
}

TEST(Hdu4127Learning, ShowReplaysAShortestSolutionToOneColour) {
  const std::vector<Board> all = boards();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(HDU4127_BINARY, "--show", input_of(all));
  const learning_test::Run &plain = runs.plain, &shown = runs.learning;
  ASSERT_EQ(plain.out.size(), all.size());
  std::size_t at = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    ASSERT_LT(at, shown.out.size());
    const std::string answer = shown.out[at++];
    EXPECT_EQ(answer, plain.out[i]);
    const std::size_t moves = std::stoul(answer);
    const Board& board = all[i];
    const std::vector<learning_test::Picture> pictures =
        learning_test::read_show(shown.out, at, moves + 1, board.size());
    ASSERT_EQ(pictures.size(), moves + 1);
    int colour = board[0][0];
    Area area = flood_it_oracle::area_after(board, Area(board.size() * board.size(), false), colour);
    EXPECT_EQ(pictures[0].label, "start");
    EXPECT_EQ(pictures[0].lines, rows(board, area, colour));
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string label = learning_test::move_of(pictures[k], k);
      ASSERT_TRUE(label.size() == 1 && label[0] >= '0' && label[0] <= '5')
          << "board " << i + 1 << ": '" << label << "'";
      ASSERT_NE(label[0] - '0', colour) << "board " << i + 1 << ", move " << k << " paints the area's own colour";
      colour = label[0] - '0';
      area = flood_it_oracle::area_after(board, area, colour);
      ASSERT_EQ(pictures[k].lines, rows(board, area, colour)) << "board " << i + 1 << ", move " << k;
    }
    EXPECT_EQ(area, Area(board.size() * board.size(), true)) << "board " << i + 1;
  }
  EXPECT_EQ(at, shown.out.size());
}

TEST(Hdu4127Learning, StatsReportEachSearch) {
  const std::vector<Board> all = boards();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(HDU4127_BINARY, "--stats", input_of(all));
  const learning_test::Stats report = learning_test::stats_of(runs, all.size(), 0);
  ASSERT_EQ(report.cases.size(), all.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    const std::string& answer = runs.plain.out[i];
    EXPECT_EQ(report.cases[i].answer, answer + (answer == "1" ? " move" : " moves"));
    EXPECT_TRUE(
        learning_test::case_says(report.cases[i], ": A* on the larger of the colours left and the farthest patch"));
  }
}

}  // namespace
