// The learning options of `leetcode773` end to end (sliding_learning.hpp): --show draws, after each
// count, the 2x3 boards along a canonical shortest path to [[1,2,3],[4,5,0]] of that many moves,
// nothing after -1; --stats reports each case (the table from the first, parity for -1) and adds up,
// stdout unchanged; every --method (pdb on the 3-2 databases of five_puzzle_plan.hpp) gives the same
// answers; bad options exit 2.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sliding_learning.hpp"

namespace {

using sliding_oracle::Board;

std::string input_of(const std::vector<Board>& boards) {
  std::string input;
  for (const Board& board : boards) {
    input += "[[";
    for (std::size_t cell = 0; cell < 6; ++cell)
      input += std::to_string(board[cell]) + (cell == 2 ? "],[" : cell == 5 ? "]]\n" : ",");
  }
  return input;
}

const sliding_learning::CountFormat format = {
    LEETCODE773_BINARY, 2, 3, {1, 2, 3, 4, 5, 0}, input_of, "-1", "table look-up", "table look-up"};
const Board farthest = {4, 5, 0, 1, 2, 3};  // 21 moves
const Board unreachable = {1, 2, 3, 5, 4, 0};

TEST(Leetcode773Learning, ShowDrawsACanonicalShortestPathToTheGoal) {
  std::vector<Board> boards = sliding_learning::random_boards(format, 20, 773);
  boards.push_back(format.goal);
  boards.push_back(unreachable);
  boards.push_back(farthest);
  sliding_learning::expect_show_draws_canonical_paths(format, boards);
}

TEST(Leetcode773Learning, StatsReportEachCaseWithoutChangingTheAnswers) {
  std::vector<Board> boards = sliding_learning::random_boards(format, 30, 774);
  boards.insert(boards.begin() + 3, unreachable);
  sliding_learning::expect_stats_report_each_case(format, boards);
}

TEST(Leetcode773Learning, EveryMethodGivesTheSameAnswers) {
  std::vector<Board> boards = sliding_learning::random_boards(format, 30, 775);
  boards.push_back(farthest);
  boards.push_back(format.goal);
  boards.push_back(unreachable);
  sliding_learning::expect_every_method_gives_the_same_answers(format, boards);
}

TEST(Leetcode773Learning, HelpListsTheMethodsAndBadOptionsExitTwo) {
  sliding_learning::expect_help_lists_the_methods(format, "leetcode773");
}

}  // namespace
