// The learning options of `uva10085` end to end: --show draws, after each answer, the boards from the
// start along its moves to the board printed; --stats reports each case (one search per blank cell,
// then the path looked up; with --method bfs a search per start) and adds up, stdout unchanged;
// --method bfs prints the same; bad options exit 2.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "sliding_learning.hpp"
#include "sliding_oracle.hpp"

namespace {

using sliding_oracle::Board;

std::vector<Board> random_starts(int count, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<Board> starts;
  Board board = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  for (int i = 0; i < count; ++i) {
    std::shuffle(board.begin(), board.end(), random);
    starts.push_back(board);
  }
  return starts;
}

std::size_t blank_cells(const std::vector<Board>& starts) {
  std::vector<bool> seen(9, false);
  for (const Board& start : starts)
    seen[static_cast<std::size_t>(std::find(start.begin(), start.end(), 0) - start.begin())] = true;
  return static_cast<std::size_t>(std::count(seen.begin(), seen.end(), true));
}

TEST(Uva10085Learning, ShowDrawsTheBoardsFromTheStartToTheBoardPrinted) {
  const std::vector<Board> starts = random_starts(12, 1);
  const learning_test::Run shown =
      learning_test::run(UVA10085_BINARY, "--show", sliding_oracle::counted_rows(starts, 3));
  ASSERT_EQ(shown.status, 0);
  EXPECT_TRUE(shown.err.empty());
  std::size_t at = 0;
  for (std::size_t i = 0; i < starts.size(); ++i) {
    ASSERT_LT(at + 5, shown.out.size());
    EXPECT_EQ(shown.out[at], "Puzzle #" + std::to_string(i + 1));
    Board printed;
    for (std::size_t row = 1; row <= 3; ++row)
      for (std::size_t col = 0; col < 3; ++col) printed.push_back(shown.out[at + row][2 * col] - '0');
    const std::string moves = shown.out[at + 4];
    EXPECT_EQ(shown.out[at + 5], "");
    at += 6;
    sliding_learning::Shown path;
    ASSERT_EQ(sliding_learning::read_show(shown.out, at, starts[i], 3, 3, moves.size(), path), "");
    EXPECT_EQ(path.moves, moves);
    EXPECT_EQ(path.end, printed);
  }
  EXPECT_EQ(at, shown.out.size());
}

TEST(Uva10085Learning, StatsReportASearchPerBlankCellWithoutChangingTheAnswers) {
  const std::vector<Board> starts = random_starts(40, 2);
  const learning_test::PlainAndLearning runs =
      learning_test::run_plain_and(UVA10085_BINARY, "--stats", sliding_oracle::counted_rows(starts, 3));
  EXPECT_EQ(runs.learning.out, runs.plain.out);
  const learning_test::Stats report = learning_test::parse_stats(runs.learning.err);
  ASSERT_EQ(report.cases.size(), starts.size());
  EXPECT_EQ(report.builds, blank_cells(starts));
  for (std::size_t i = 0; i < starts.size(); ++i) {
    EXPECT_TRUE(learning_test::case_says(report.cases[i], ": the farthest path of the blank's cell"));
    EXPECT_TRUE(learning_test::case_says(report.cases[i], "  looked up "));
    const std::string moves = runs.plain.out[6 * i + 4];
    EXPECT_EQ(report.cases[i].answer, std::to_string(moves.size()) + " moves to a farthest board");
  }
}

TEST(Uva10085Learning, MethodBfsSearchesFromEachStartAndPrintsTheSame) {
  const std::vector<Board> starts = random_starts(10, 3);
  const std::string input = sliding_oracle::counted_rows(starts, 3);
  const learning_test::Run plain = learning_test::run(UVA10085_BINARY, "", input);
  const learning_test::Run bfs = learning_test::run(UVA10085_BINARY, "--stats --method bfs", input);
  ASSERT_EQ(bfs.status, 0);
  EXPECT_EQ(bfs.out, plain.out);
  const learning_test::Stats report = learning_test::parse_stats(bfs.err);
  ASSERT_EQ(report.cases.size(), starts.size());
  EXPECT_EQ(report.builds, 0u);
  for (const learning_test::CaseStats& one : report.cases) {
    EXPECT_TRUE(learning_test::case_says(one, ": breadth-first search from the start"));
    EXPECT_EQ(one.nodes, 181440u);
  }
}

TEST(Uva10085Learning, HelpListsTheMethodsAndBadOptionsExitTwo) {
  const learning_test::Run help = learning_test::run(UVA10085_BINARY, "--help", "");
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(std::find(help.out.begin(), help.out.end(), "  --method NAME  the algorithm that answers: default, bfs"),
            help.out.end());
  const learning_test::Run bad = learning_test::run(UVA10085_BINARY, "--method idastar", "1 0 1 2 3 4 5 6 7 8");
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(bad.out.empty());
  EXPECT_EQ(bad.err,
            std::vector<std::string>(1, "uva10085: unknown method 'idastar' (methods: default, bfs) (try --help)"));
}

}  // namespace
