// The learning options of `knights` end to end: the answer is a count, so --show draws the board after
// each move of a shortest solution, which the test replays (knights_fixtures.hpp): every label names a
// knight a knight's move from the empty square, every picture is the board after it jumps, as many
// moves as the answer, the last board the target; nothing for -1. --stats reports the perimeter's one
// build and each board's search, and adds up; stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "knights_fixtures.hpp"
#include "learning_fixtures.hpp"

namespace {

std::vector<std::string> rows(const std::string& board) {
  std::vector<std::string> result;
  for (int row = 0; row < 5; ++row) result.push_back(board.substr(static_cast<std::size_t>(5 * row), 5));
  return result;
}

// The target, the judge's samples and random walks of 1-30 moves (answers 0-15 and -1).
std::vector<std::string> boards() {
  std::vector<std::string> all = {knights_oracle::target,
                                  "10110"
                                  "01*11"
                                  "10111"
                                  "01001"
                                  "00000",
                                  "01011"
                                  "110*1"
                                  "01110"
                                  "01010"
                                  "00100"};
  std::mt19937 random(195);
  for (int moves = 1; moves <= 30; ++moves) all.push_back(knights_oracle::random_walk(moves, random));
  return all;
}

std::string input_of(const std::vector<std::string>& all) {
  std::string input = std::to_string(all.size()) + "\n";
  for (const std::string& board : all) input += knights_oracle::rows_of(board);
  return input;
}

TEST(KnightsLearning, ShowReplaysAShortestSolutionToTheTarget) {
  const std::vector<std::string> all = boards();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(KNIGHTS_BINARY, "--show", input_of(all));
  const learning_test::Run &plain = runs.plain, &shown = runs.learning;
  ASSERT_EQ(plain.out.size(), all.size());
  std::size_t at = 0;
  int drawn = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    ASSERT_LT(at, shown.out.size());
    const std::string answer = shown.out[at++];
    EXPECT_EQ(answer, plain.out[i]);
    if (answer == "-1") continue;  // nothing drawn
    const std::size_t moves = std::stoul(answer);
    const std::vector<learning_test::Picture> pictures = learning_test::read_show(shown.out, at, moves + 1, 5);
    ASSERT_EQ(pictures.size(), moves + 1);
    std::string board = all[i];
    EXPECT_EQ(pictures[0].lines, rows(board));
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string label = learning_test::move_of(pictures[k], k);  // a-e, then 1-5
      ASSERT_EQ(label.size(), 2u);
      const int cell = 5 * (label[1] - '1') + (label[0] - 'a');
      bool jumped = false;
      for (const auto& neighbour : knights_oracle::neighbours(board))
        if (neighbour.second == cell) board = neighbour.first, jumped = true;
      ASSERT_TRUE(jumped) << "board " << i + 1 << ", move " << k << ": " << label << " is no knight's move away";
      ASSERT_EQ(pictures[k].lines, rows(board)) << "board " << i + 1 << ", move " << k;
    }
    EXPECT_EQ(board, knights_oracle::target) << "board " << i + 1;
    ++drawn;
  }
  EXPECT_EQ(at, shown.out.size());
  EXPECT_GT(drawn, 10);
}

TEST(KnightsLearning, StatsReportThePerimeterOnceAndEachSearch) {
  const std::vector<std::string> all = boards();
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(KNIGHTS_BINARY, "--stats", input_of(all));
  const learning_test::Stats report = learning_test::stats_of(runs, all.size(), 1);
  ASSERT_EQ(report.cases.size(), all.size());
  EXPECT_TRUE(learning_test::case_says(report.cases[0], ": none: the board is the target"));
  EXPECT_TRUE(learning_test::case_says(report.cases[1], ": build: the distances of the boards within 8 moves"));
  for (std::size_t i = 1; i < all.size(); ++i) {
    const std::string& answer = runs.plain.out[i];
    EXPECT_EQ(report.cases[i].answer,
              answer == "-1" ? "more than 15 moves" : answer + (answer == "1" ? " move" : " moves"));
    EXPECT_TRUE(learning_test::case_says(report.cases[i], ": IDA* on the larger of the misplaced knights"));
  }
  EXPECT_TRUE(learning_test::some_line_matches(runs.learning.err, "  built: 10,486 entries, *"));
}

}  // namespace
