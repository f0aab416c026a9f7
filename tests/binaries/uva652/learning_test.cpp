// The learning options of `uva652` end to end: --show draws, after each answer, the boards along it
// (each move its letter), which replay legally to the goal, the answers still one blank line apart;
// --stats reports each case (IDA*, the table once it pays, parity for unsolvable boards), stdout
// unchanged; every --method answers shortest, all but astar canonically; bad options exit 2.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "sliding_learning.hpp"
#include "sliding_oracle.hpp"

namespace {

using sliding_oracle::Board;

std::string input_of(const std::vector<Board>& boards) {
  std::string input = std::to_string(boards.size()) + "\n";
  for (const Board& board : boards) input += "\n" + sliding_oracle::spelled(board, "x");
  return input;
}

const sliding_learning::CountFormat format = {UVA652_BINARY,
                                              3,
                                              3,
                                              {1, 2, 3, 4, 5, 6, 7, 8, 0},
                                              input_of,
                                              "",
                                              "IDA* on Manhattan distance",
                                              "IDA* on additive pattern databases"};
const Board farthest = {8, 6, 7, 2, 5, 4, 3, 0, 1};  // 31 moves
const Board unsolvable = {2, 1, 3, 4, 5, 6, 7, 8, 0};

TEST(Uva652Learning, ShowDrawsTheBoardsAlongEachAnswer) {
  std::vector<Board> boards = sliding_learning::random_boards(format, 20, 652);
  boards.push_back(format.goal);
  boards.push_back(unsolvable);
  boards.push_back(farthest);
  const learning_test::Run shown = learning_test::run(UVA652_BINARY, "--show", input_of(boards));
  ASSERT_EQ(shown.status, 0);
  EXPECT_TRUE(shown.err.empty());
  std::size_t at = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    if (i > 0) {
      ASSERT_LT(at, shown.out.size());
      EXPECT_EQ(shown.out[at++], "") << "the blank line before answer " << i + 1;
    }
    ASSERT_LT(at, shown.out.size());
    const std::string answer = shown.out[at++];
    if (answer == "unsolvable") continue;
    sliding_learning::Shown path;
    ASSERT_EQ(sliding_learning::read_show(shown.out, at, boards[i], 3, 3, answer.size(), path), "");
    EXPECT_EQ(path.moves, answer);
    EXPECT_EQ(path.end, format.goal);
  }
  EXPECT_EQ(at, shown.out.size());
}

TEST(Uva652Learning, StatsReportEachCaseWithoutChangingTheAnswers) {
  std::vector<Board> boards = sliding_learning::random_boards(format, 120, 653);
  boards.insert(boards.begin() + 3, unsolvable);
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(UVA652_BINARY, "--stats", input_of(boards));
  EXPECT_EQ(runs.learning.out, runs.plain.out);
  const learning_test::Stats report = learning_test::parse_stats(runs.learning.err);
  ASSERT_EQ(report.cases.size(), boards.size());
  EXPECT_TRUE(learning_test::case_says(report.cases[0], "case 1: IDA* on Manhattan distance"));
  EXPECT_EQ(report.cases[3].answer, "unsolvable");
  EXPECT_TRUE(learning_test::case_says(report.cases[3], "inversion parity"));
  EXPECT_EQ(report.builds, 1u);
  EXPECT_TRUE(learning_test::case_says(report.cases.back(), ": IDA* on additive pattern databases"));
}

TEST(Uva652Learning, EveryMethodAnswersShortestAllButAStarCanonically) {
  std::vector<Board> boards = sliding_learning::random_boards(format, 20, 654);
  boards.push_back(farthest);
  boards.push_back(format.goal);
  boards.push_back(unsolvable);
  const std::vector<int>& distance = sliding_learning::distance_to_goal(format);
  for (const char* method : {"default", "bfs", "astar", "idastar", "pdb"}) {
    const learning_test::Run run =
        learning_test::run(UVA652_BINARY, std::string("--method ") + method, input_of(boards));
    ASSERT_EQ(run.status, 0) << method;
    ASSERT_EQ(run.out.size(), 2 * boards.size() - 1) << method;
    for (std::size_t i = 0; i + 1 < boards.size(); ++i)
      EXPECT_EQ(sliding_oracle::check_path(boards[i], format.goal, 3, run.out[2 * i], distance,
                                           method != std::string("astar")),
                "")
          << method << " board " << i + 1 << ": " << run.out[2 * i];
    EXPECT_EQ(run.out.back(), "unsolvable") << method;
  }
}

TEST(Uva652Learning, HelpListsTheMethodsAndBadOptionsExitTwo) {
  sliding_learning::expect_help_lists_the_methods(format, "uva652");
}

}  // namespace
