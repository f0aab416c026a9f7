// The learning options of `acwing845` end to end (sliding_learning.hpp): --show draws, after each
// count, the boards along a canonical shortest path to 1 2 3 / 4 5 6 / 7 8 x of that many moves,
// nothing after -1; --stats reports each case (IDA*, the table once it pays, parity for -1) and adds
// up, stdout unchanged; every --method gives the same answers; bad options exit 2.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sliding_learning.hpp"

namespace {

using sliding_oracle::Board;

std::string input_of(const std::vector<Board>& boards) {
  std::string input;
  for (const Board& board : boards) input += sliding_oracle::spelled(board, "x");
  return input;
}

const sliding_learning::CountFormat format = {ACWING845_BINARY,
                                              3,
                                              3,
                                              {1, 2, 3, 4, 5, 6, 7, 8, 0},
                                              input_of,
                                              "-1",
                                              "IDA* on Manhattan distance",
                                              "IDA* on additive pattern databases"};
const Board farthest = {8, 6, 7, 2, 5, 4, 3, 0, 1};  // 31 moves
const Board unreachable = {2, 1, 3, 4, 5, 6, 7, 8, 0};

TEST(Acwing845Learning, ShowDrawsACanonicalShortestPathToTheGoal) {
  std::vector<Board> boards = sliding_learning::random_boards(format, 20, 845);
  boards.push_back(format.goal);
  boards.push_back(unreachable);
  boards.push_back(farthest);
  sliding_learning::expect_show_draws_canonical_paths(format, boards);
}

TEST(Acwing845Learning, StatsReportEachCaseWithoutChangingTheAnswers) {
  std::vector<Board> boards = sliding_learning::random_boards(format, 120, 846);
  boards.insert(boards.begin() + 3, unreachable);
  sliding_learning::expect_stats_report_each_case(format, boards);
}

TEST(Acwing845Learning, EveryMethodGivesTheSameAnswers) {
  std::vector<Board> boards = sliding_learning::random_boards(format, 20, 847);
  boards.push_back(farthest);
  boards.push_back(format.goal);
  boards.push_back(unreachable);
  sliding_learning::expect_every_method_gives_the_same_answers(format, boards);
}

TEST(Acwing845Learning, HelpListsTheMethodsAndBadOptionsExitTwo) {
  sliding_learning::expect_help_lists_the_methods(format, "acwing845");
  const learning_test::Run bad = learning_test::run(ACWING845_BINARY, "--max-nodes 0", "2 3 4 1 5 x 7 6 8");
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.err, std::vector<std::string>(1, "acwing845: --max-nodes needs a number 1-2000000000 (try --help)"));
}

}  // namespace
