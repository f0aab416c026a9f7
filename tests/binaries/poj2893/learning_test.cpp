// The learning options of `poj2893` end to end: --stats gives per board the parity argument (the
// permutation's parity, its cells and cycles, the blank's distance home) and --show draws each board
// that fits on a screen beside its cycles, both checked against cycles counted in the test
// (parity_lesson_checks.hpp); stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "parity_lesson_checks.hpp"
#include "sliding_board_oracle.hpp"

namespace {

using board_oracle::Board;

// Random boards of several shapes (solvable or not), the goal, and a large one.
std::vector<Board> boards() {
  std::mt19937 random(2893);
  std::vector<Board> all = {board_oracle::goal(3, 3), board_oracle::goal(25, 26)};
  for (const auto& [rows, cols] :
       {std::pair(2, 2), {3, 3}, {4, 3}, {2, 7}, {5, 5}, {10, 10}, {25, 26}, {26, 2}, {3, 27}})
    for (int i = 0; i < 3; ++i) all.push_back(board_oracle::random_board(rows, cols, random));
  all.push_back(board_oracle::random_board(999, 999, random));
  return all;
}

std::string input_of(const std::vector<Board>& all) {
  std::string input;
  for (const Board& board : all)
    input += std::to_string(board.rows) + " " + std::to_string(board.cols) + "\n" + board_oracle::rows_text(board);
  return input + "0 0\n";
}

TEST(Poj2893Learning, StatsGiveTheParityArgument) {
  const std::vector<Board> all = boards();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(POJ2893_BINARY, "--stats", input_of(all));
  const learning_test::Stats report = learning_test::stats_of(runs, all.size(), 0);
  ASSERT_EQ(report.cases.size(), all.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    bool solvable = false;
    EXPECT_EQ(report.cases[i].answer, parity_lesson::summary(all[i], solvable)) << "board " << i + 1;
    EXPECT_EQ(runs.plain.out[i], solvable ? "YES" : "NO") << "board " << i + 1;
    EXPECT_TRUE(learning_test::case_says(report.cases[i], ": parity: the tiles' permutation, by its cycles"));
  }
}

TEST(Poj2893Learning, ShowDrawsEachBoardBesideItsCycles) {
  const std::vector<Board> all = boards();
  parity_lesson::expect_shows(learning_test::run_plain_and(POJ2893_BINARY, "--show", input_of(all)), all);
}

}  // namespace
