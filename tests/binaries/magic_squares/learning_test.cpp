// The learning options of `magic_squares` end to end: --show draws the 2 x 4 board after each move of
// the answer, which the test replays with the statement's moves (magic_squares_fixtures.hpp): every
// label is the answer's next letter, every picture the board it gives, the last the target; --stats
// reports a search per target until the searches have cost what the table does, then the table's
// build, its paths packed after the first thousands of targets, and a look-up per target, and adds
// up; stdout is unchanged by either.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "magic_squares_fixtures.hpp"
#include "puzzle/magic_squares/magic_squares_solver.hpp"

namespace {

// The judge's sample, the start itself, a farthest target and random ones.
std::vector<std::string> targets() {
  std::vector<std::string> all = {"26845731", "12345678"};
  for (const auto& [board, sequence] : magic_squares_oracle::from_identity())
    if (sequence.size() == 22) {
      all.push_back(board);
      break;
    }
  std::mt19937 random(2730);
  for (int i = 0; i < 30; ++i) {
    std::string board = "12345678";
    std::shuffle(board.begin(), board.end(), random);
    all.push_back(board);
  }
  return all;
}

std::string input_of(const std::vector<std::string>& all) {
  std::string input;
  for (const std::string& board : all)
    for (std::size_t i = 0; i < board.size(); ++i)
      input += std::string(1, board[i]) + (i + 1 < board.size() ? " " : "\n");
  return input;
}

TEST(MagicSquaresLearning, ShowReplaysTheAnswerToTheTarget) {
  const std::vector<std::string> all = targets();
  const learning_test::PlainAndLearning runs =
      learning_test::run_plain_and(MAGIC_SQUARES_BINARY, "--show", input_of(all));
  const learning_test::Run &plain = runs.plain, &shown = runs.learning;
  ASSERT_EQ(plain.out.size(), 2 * all.size());
  std::size_t at = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    ASSERT_LT(at + 1, shown.out.size());
    EXPECT_EQ(shown.out[at], plain.out[2 * i]);
    const std::string letters = shown.out[at + 1];
    EXPECT_EQ(letters, plain.out[2 * i + 1]);
    at += 2;
    const std::vector<learning_test::Picture> pictures = learning_test::read_show(shown.out, at, letters.size() + 1, 2);
    ASSERT_EQ(pictures.size(), letters.size() + 1);
    std::string board = "12345678";
    EXPECT_EQ(pictures[0].label, "start");
    EXPECT_EQ(pictures[0].lines, magic_squares_oracle::rows_of(board));
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      ASSERT_EQ(learning_test::move_of(pictures[k], k), letters.substr(k - 1, 1)) << "target " << all[i];
      board = magic_squares_oracle::after_move(board, letters[k - 1]);
      ASSERT_EQ(pictures[k].lines, magic_squares_oracle::rows_of(board)) << "target " << all[i] << ", move " << k;
    }
    EXPECT_EQ(board, all[i]);
  }
  EXPECT_EQ(at, shown.out.size());
}

TEST(MagicSquaresLearning, StatsReportSearchesThenTheTableItsPackingAndALookUpPerTarget) {
  // The targets again and again, past the question where the paths are packed.
  const std::size_t packed_from = puzzle::magic_squares_questions_before_packing();
  std::vector<std::string> all;
  while (all.size() <= packed_from + 10)
    for (const std::string& target : targets()) all.push_back(target);
  const learning_test::PlainAndLearning runs =
      learning_test::run_plain_and(MAGIC_SQUARES_BINARY, "--stats", input_of(all));
  // Two builds: the table once the searches have cost as much, its paths packed once the walks have.
  const learning_test::Stats report = learning_test::stats_of(runs, all.size(), 2);
  ASSERT_EQ(report.cases.size(), all.size());
  const std::size_t table_from =
      learning_test::first_case_past(report, puzzle::magic_squares_search_nodes_before_table());
  ASSERT_GT(table_from, 10u);
  ASSERT_LT(table_from, packed_from);
  EXPECT_TRUE(learning_test::case_says(report.cases[table_from],
                                       ": build: every arrangement's first shortest path to the target"));
  EXPECT_TRUE(learning_test::case_says(report.cases[packed_from], ": build: every path packed whole"));
  for (std::size_t i = 0; i < all.size(); ++i) {
    const std::size_t moves = std::stoul(runs.plain.out[2 * i]);
    EXPECT_EQ(report.cases[i].answer, std::to_string(moves) + (moves == 1 ? " move" : " moves"));
    if (i < table_from) {
      EXPECT_TRUE(learning_test::case_says(report.cases[i], ": breadth-first search from both ends")) << i + 1;
      EXPECT_EQ(report.cases[i].nodes == 0, moves == 0) << "target " << i + 1;
      continue;
    }
    EXPECT_TRUE(learning_test::case_says(report.cases[i], ": table look-up"));
    // Walked: its distance, then a first move and a next entry a move; packed: its distance and its path.
    const std::size_t entries = i < packed_from ? 1 + 2 * moves : 2;
    EXPECT_TRUE(learning_test::case_says(
        report.cases[i], "  looked up " + std::to_string(entries) + (entries == 1 ? " entry" : " entries")))
        << "target " << i + 1;
  }
  EXPECT_TRUE(learning_test::some_line_matches(runs.learning.err, "  built: 40,320 entries, *"));
}

}  // namespace
