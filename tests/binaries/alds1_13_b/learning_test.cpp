// The learning options of `alds1_13_b` end to end (sliding_learning.hpp): --show draws, after each
// count, the boards along a canonical shortest path to 1 2 3 / 4 5 6 / 7 8 0 of that many moves;
// --stats reports each case (IDA*, then the table once it pays) and adds up, stdout unchanged; every
// --method gives the same counts; bad options exit 2.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sliding_learning.hpp"

namespace {

using sliding_oracle::Board;

// Three rows of three numbers a board.
std::string input_of(const std::vector<Board>& boards) {
  std::string input;
  for (const Board& board : boards)
    for (std::size_t cell = 0; cell < 9; ++cell) input += std::to_string(board[cell]) + (cell % 3 == 2 ? "\n" : " ");
  return input;
}

const sliding_learning::CountFormat format = {ALDS1_13_B_BINARY,
                                              3,
                                              3,
                                              {1, 2, 3, 4, 5, 6, 7, 8, 0},
                                              input_of,
                                              "",
                                              "IDA* on Manhattan distance",
                                              "IDA* on additive pattern databases"};
const Board farthest = {6, 4, 7, 8, 5, 0, 3, 2, 1};  // 31 moves

TEST(Alds113BLearning, ShowDrawsACanonicalShortestPathToTheGoal) {
  std::vector<Board> boards = sliding_learning::random_boards(format, 20, 1313);
  boards.push_back(format.goal);
  boards.push_back(farthest);
  sliding_learning::expect_show_draws_canonical_paths(format, boards);
}

TEST(Alds113BLearning, StatsReportEachCaseWithoutChangingTheAnswers) {
  sliding_learning::expect_stats_report_each_case(format, sliding_learning::random_boards(format, 120, 1314));
}

TEST(Alds113BLearning, EveryMethodGivesTheSameCounts) {
  std::vector<Board> boards = sliding_learning::random_boards(format, 20, 1315);
  boards.push_back(farthest);
  boards.push_back(format.goal);
  sliding_learning::expect_every_method_gives_the_same_answers(format, boards);
}

TEST(Alds113BLearning, HelpListsTheMethodsAndBadOptionsExitTwo) {
  sliding_learning::expect_help_lists_the_methods(format, "alds1_13_b");
}

}  // namespace
