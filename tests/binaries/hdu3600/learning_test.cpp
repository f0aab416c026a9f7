// The learning options of `hdu3600` end to end: --stats gives per board the parity argument and
// --show draws each board that fits on a screen beside its cycles, both checked against cycles
// counted in the test (parity_lesson_checks.hpp); stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "parity_lesson_checks.hpp"
#include "sliding_board_oracle.hpp"

namespace {

using board_oracle::Board;

std::vector<Board> boards() {
  std::mt19937 random(3600);
  std::vector<Board> all = {board_oracle::goal(1, 1), board_oracle::goal(4, 4)};
  for (int n : {2, 3, 4, 19, 20, 300})
    for (int i = 0; i < 3; ++i) all.push_back(board_oracle::random_board(n, n, random));
  return all;
}

std::string input_of(const std::vector<Board>& all) {
  std::string input;
  for (const Board& board : all) input += std::to_string(board.rows) + "\n" + board_oracle::rows_text(board);
  return input + "0\n";
}

TEST(Hdu3600Learning, StatsGiveTheParityArgument) {
  const std::vector<Board> all = boards();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(HDU3600_BINARY, "--stats", input_of(all));
  const learning_test::Stats report = learning_test::stats_of(runs, all.size(), 0);
  ASSERT_EQ(report.cases.size(), all.size());
  for (std::size_t i = 0; i < all.size(); ++i) {
    bool solvable = false;
    EXPECT_EQ(report.cases[i].answer, parity_lesson::summary(all[i], solvable)) << "board " << i + 1;
    EXPECT_EQ(runs.plain.out[i], solvable ? "YES" : "NO") << "board " << i + 1;
  }
}

TEST(Hdu3600Learning, ShowDrawsEachBoardBesideItsCycles) {
  const std::vector<Board> all = boards();
  parity_lesson::expect_shows(learning_test::run_plain_and(HDU3600_BINARY, "--show", input_of(all)), all);
}

}  // namespace
