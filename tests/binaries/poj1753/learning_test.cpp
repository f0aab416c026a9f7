// The learning options of `poj1753` end to end: --show draws the board after each round of a fewest
// set, which the test replays with the statement's flips: every label names a cell as row,column, the
// cells pressed in row-major order, every picture the board it gives, the last one colour; nothing
// for Impossible. --stats reports the reduction once and the press sets looked at per board, and
// adds up; stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"

namespace {

// Rows of 4 pieces 'b' or 'w'.
typedef std::vector<std::string> Board;

Board flipped(Board board, int row, int col) {
  const int moves[5][2] = {{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  for (const auto& move : moves) {
    const int r = row + move[0], c = col + move[1];
    if (r >= 0 && r < 4 && c >= 0 && c < 4) board[r][c] = board[r][c] == 'b' ? 'w' : 'b';
  }
  return board;
}

bool one_colour(const Board& board) {
  const std::string all = board[0] + board[1] + board[2] + board[3];
  return all == std::string(16, 'b') || all == std::string(16, 'w');
}

// The samples, one-colour boards, boards a few rounds from one colour (solvable) and random ones.
std::vector<Board> boards() {
  std::vector<Board> all = {{"bwwb", "bbwb", "bwwb", "bwww"},
                            {"bwbw", "wwww", "bbwb", "bwwb"},
                            {"wwww", "wwww", "wwww", "wwww"},
                            {"bbbb", "bbbb", "bbbb", "bbbb"}};
  std::mt19937 random(1753);
  for (int i = 0; i < 20; ++i) {
    Board board(4, std::string(4, random() % 2 ? 'b' : 'w'));
    for (int rounds = random() % 7; rounds > 0; --rounds) board = flipped(board, random() % 4, random() % 4);
    all.push_back(board);
    Board noise(4, "wwww");
    for (std::string& row : noise)
      for (char& piece : row) piece = random() % 2 ? 'b' : 'w';
    all.push_back(noise);
  }
  return all;
}

std::string input_of(const std::vector<Board>& all) {
  std::string input;
  for (const Board& board : all)
    for (const std::string& row : board) input += row + "\n";
  return input;
}

TEST(Poj1753Learning, ShowFlipsTheRoundsToOneColour) {
  const std::vector<Board> all = boards();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(POJ1753_BINARY, "--show", input_of(all));
  ASSERT_EQ(runs.plain.out.size(), all.size());
  std::size_t at = 0, shown = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    ASSERT_LT(at, runs.learning.out.size());
    const std::string answer = runs.learning.out[at++];
    ASSERT_EQ(answer, runs.plain.out[i]);
    if (answer == "Impossible") continue;
    const std::size_t rounds = std::stoul(answer);
    const std::vector<learning_test::Picture> pictures = learning_test::read_show(runs.learning.out, at, rounds + 1, 4);
    ASSERT_EQ(pictures.size(), rounds + 1);
    Board board = all[i];
    EXPECT_EQ(pictures[0].label, "start");
    EXPECT_EQ(pictures[0].lines, board);
    int last_cell = -1;
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string cell = learning_test::move_of(pictures[k], k);
      ASSERT_EQ(cell.size(), 3u) << cell;
      const int row = cell[0] - '1', col = cell[2] - '1';
      ASSERT_TRUE(row >= 0 && row < 4 && cell[1] == ',' && col >= 0 && col < 4) << cell;
      EXPECT_GT(row * 4 + col, last_cell) << "row-major order, board " << i + 1;
      last_cell = row * 4 + col;
      board = flipped(board, row, col);
      ASSERT_EQ(pictures[k].lines, board) << "board " << i + 1 << ", round " << k;
    }
    EXPECT_TRUE(one_colour(board)) << "board " << i + 1;
    ++shown;
  }
  EXPECT_EQ(at, runs.learning.out.size());
  EXPECT_GT(shown, 20u);
}

TEST(Poj1753Learning, StatsReportTheReductionOnceAndThePressSets) {
  const std::vector<Board> all = boards();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(POJ1753_BINARY, "--stats", input_of(all));
  const learning_test::Stats report = learning_test::stats_of(runs, all.size(), 1);
  ASSERT_EQ(report.cases.size(), all.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    const std::string& answer = runs.plain.out[i];
    EXPECT_EQ(report.cases[i].answer,
              answer == "Impossible" ? "impossible" : answer + (answer == "1" ? " press" : " presses"));
    EXPECT_TRUE(learning_test::case_says(report.cases[i], ": Gauss-Jordan elimination over GF(2)"));
    // Both colours' 16 solutions (4 free presses), or none: one colour is reached iff the other is.
    EXPECT_EQ(report.cases[i].nodes, answer == "Impossible" ? 0u : 32u);
  }
  EXPECT_TRUE(learning_test::some_line_matches(runs.learning.err, "  built: 16 entries, *"));
}

}  // namespace
