// The learning options of `hdu1430` end to end: --show draws the board after each move from the start
// of each pair, which the test replays with the statement's moves (magic_squares_fixtures.hpp) up to
// the target; --stats reports a search per pair until the searches have cost what the table does,
// then the table's one build and a look-up per pair; stdout is unchanged.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "magic_squares_fixtures.hpp"
#include "puzzle/magic_squares/magic_squares_solver.hpp"

namespace {

typedef std::pair<std::string, std::string> Pair;

std::vector<Pair> pairs() {
  std::vector<Pair> all = {{"12345678", "17245368"}, {"12345678", "82754631"}, {"87654321", "87654321"}};
  std::mt19937 random(1430);
  for (int i = 0; i < 60; ++i) {
    std::string start = "12345678", target = "12345678";
    std::shuffle(start.begin(), start.end(), random);
    std::shuffle(target.begin(), target.end(), random);
    all.emplace_back(start, target);
  }
  return all;
}

std::string input_of(const std::vector<Pair>& all) {
  std::string input;
  for (const Pair& pair : all) input += pair.first + " " + pair.second + "\n";
  return input;
}

TEST(Hdu1430Learning, ShowReplaysEachAnswerFromItsStartToItsTarget) {
  const std::vector<Pair> all = pairs();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(HDU1430_BINARY, "--show", input_of(all));
  ASSERT_EQ(runs.plain.out.size(), all.size());
  std::size_t at = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    ASSERT_LT(at, runs.learning.out.size());
    const std::string letters = runs.learning.out[at++];
    EXPECT_EQ(letters, runs.plain.out[i]);
    const std::vector<learning_test::Picture> pictures =
        learning_test::read_show(runs.learning.out, at, letters.size() + 1, 2);
    ASSERT_EQ(pictures.size(), letters.size() + 1);
    std::string board = all[i].first;
    EXPECT_EQ(pictures[0].lines, magic_squares_oracle::rows_of(board));
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      ASSERT_EQ(learning_test::move_of(pictures[k], k), letters.substr(k - 1, 1));
      board = magic_squares_oracle::after_move(board, letters[k - 1]);
      ASSERT_EQ(pictures[k].lines, magic_squares_oracle::rows_of(board));
    }
    EXPECT_EQ(board, all[i].second);
  }
  EXPECT_EQ(at, runs.learning.out.size());
}

TEST(Hdu1430Learning, StatsReportSearchesThenTheTableOnceAndALookUpPerPair) {
  const std::vector<Pair> all = pairs();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(HDU1430_BINARY, "--stats", input_of(all));
  const learning_test::Stats report = learning_test::stats_of(runs, all.size(), 1);
  ASSERT_EQ(report.cases.size(), all.size());
  const std::size_t table_from =
      learning_test::first_case_past(report, puzzle::magic_squares_search_nodes_before_table());
  ASSERT_LT(table_from, all.size());
  EXPECT_TRUE(learning_test::case_says(report.cases[table_from], ": build: every arrangement's first shortest path"));
  for (std::size_t i = 0; i < all.size(); ++i) {
    const std::size_t moves = runs.plain.out[i].size();
    EXPECT_EQ(report.cases[i].answer, std::to_string(moves) + (moves == 1 ? " move" : " moves"));
    EXPECT_TRUE(learning_test::case_says(report.cases[i],
                                         i < table_from ? ": breadth-first search from both ends" : ": table look-up"))
        << "pair " << i + 1;
  }
}

}  // namespace
