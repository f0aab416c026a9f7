// The learning options of `rotation_game` end to end: --show draws the '#' board after each move of
// the answer, which the test replays with the statement's moves (rotation_game_fixtures.hpp): every
// picture is the board its letter gives, the letters are the answer's, and the last board holds the
// printed symbol on its 8 centre cells; --stats reports each board (IDA* on the centre-distance
// table, built once; none for a solved board) and adds up; stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "rotation_game_fixtures.hpp"

namespace {

using rotation_game_oracle::Board;

// The board's 7 rows as the statement draws the '#': rows of two cells at columns 2 and 4, rows of
// seven at columns 0-6, each column two characters wide.
std::vector<std::string> rows_of(const Board& board) {
  const int cells_in_row[7] = {2, 2, 7, 2, 7, 2, 2};
  std::vector<std::string> rows;
  int cell = 0;
  for (const int count : cells_in_row) {
    std::string row = count == 2 ? "    " : "";
    for (int i = 0; i < count; ++i) row += (i > 0 ? (count == 2 ? "   " : " ") : "") + std::to_string(board[cell++]);
    rows.push_back(row);
  }
  return rows;
}

// Random boards, a board of 13 moves (the most), the judge's samples, a solved board and boards one
// move from it.
std::vector<Board> boards() {
  std::vector<Board> all = {{{1, 1, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 1, 1, 1, 2, 1, 1, 1, 2, 2, 3, 3, 3}},
                            {{1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3}},
                            {{1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3}}};
  const Board solved = {{1, 1, 1, 1, 3, 3, 2, 2, 2, 3, 3, 2, 2, 3, 3, 2, 2, 2, 3, 3, 1, 1, 1, 1}};
  all.push_back(solved);
  for (char letter = 'A'; letter <= 'H'; ++letter) all.push_back(rotation_game_oracle::after_move(solved, letter));
  std::mt19937 random(2286);
  for (int i = 0; i < 30; ++i) all.push_back(rotation_game_oracle::random_board(random));
  return all;
}

std::string input_of(const std::vector<Board>& all) {
  std::string input;
  for (const Board& board : all)
    for (int cell = 0; cell < 24; ++cell) input += std::to_string(board[cell]) + (cell == 23 ? "\n" : " ");
  return input + "0\n";
}

TEST(RotationGameLearning, ShowReplaysTheAnswerToAFullCentre) {
  const std::vector<Board> all = boards();
  const learning_test::PlainAndLearning runs =
      learning_test::run_plain_and(ROTATION_GAME_BINARY, "--show", input_of(all));
  const learning_test::Run &plain = runs.plain, &shown = runs.learning;
  ASSERT_EQ(plain.out.size(), 2 * all.size());
  std::size_t at = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    ASSERT_LT(at + 1, shown.out.size());
    const std::string moves = shown.out[at], symbol = shown.out[at + 1];
    EXPECT_EQ(moves, plain.out[2 * i]);
    EXPECT_EQ(symbol, plain.out[2 * i + 1]);
    at += 2;
    const std::string letters = moves == "No moves needed" ? "" : moves;
    const std::vector<learning_test::Picture> pictures = learning_test::read_show(shown.out, at, letters.size() + 1, 7);
    ASSERT_EQ(pictures.size(), letters.size() + 1);
    Board board = all[i];
    EXPECT_EQ(pictures[0].label, "start");
    EXPECT_EQ(pictures[0].lines, rows_of(board));
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string letter = learning_test::move_of(pictures[k], k);
      ASSERT_EQ(letter, letters.substr(k - 1, 1)) << "board " << i + 1 << ", move " << k;
      board = rotation_game_oracle::after_move(board, letter[0]);
      ASSERT_EQ(pictures[k].lines, rows_of(board)) << "board " << i + 1 << ", move " << k;
    }
    for (const int cell : rotation_game_oracle::centre_cells)
      EXPECT_EQ(std::to_string(board[cell]), symbol) << "board " << i + 1 << ", centre cell " << cell;
  }
  EXPECT_EQ(at, shown.out.size());
}

TEST(RotationGameLearning, StatsReportTheSearchOfEachBoardAndOneTableBuild) {
  const std::vector<Board> all = boards();
  const learning_test::PlainAndLearning runs =
      learning_test::run_plain_and(ROTATION_GAME_BINARY, "--stats", input_of(all));
  const learning_test::Stats report = learning_test::stats_of(runs, all.size(), 1);
  ASSERT_EQ(report.cases.size(), all.size());
  int searched = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    const std::string& moves = runs.plain.out[2 * i];
    const std::size_t count = moves == "No moves needed" ? 0 : moves.size();
    EXPECT_EQ(report.cases[i].answer, std::to_string(count) + (count == 1 ? " move" : " moves"));
    if (count == 0) {
      EXPECT_TRUE(learning_test::case_says(report.cases[i], ": none: one symbol fills the centre"));
      EXPECT_EQ(report.cases[i].nodes, 0u);
    } else {
      searched += learning_test::case_says(report.cases[i], ": IDA* on the nearest symbol's distance to the centre");
      EXPECT_GE(report.cases[i].nodes, count);  // IDA* expands at least the path's positions
    }
  }
  EXPECT_EQ(searched, static_cast<int>(all.size()) - 1);  // all but the solved board
  EXPECT_TRUE(learning_test::some_line_matches(runs.learning.err, "  built: 735,471 entries, *"));
}

}  // namespace
