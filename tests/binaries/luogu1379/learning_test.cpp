// The learning options of `luogu1379` end to end (sliding_learning.hpp): --show draws, after each
// count, the boards along a canonical shortest path to 1 2 3 / 8 0 4 / 7 6 5 of that many moves;
// --stats reports each case (IDA*, then the table once it pays) and adds up, stdout unchanged; every
// --method gives the same counts; bad options exit 2.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sliding_learning.hpp"

namespace {

using sliding_oracle::Board;

std::string input_of(const std::vector<Board>& boards) {
  std::string input;
  for (const Board& board : boards) {
    for (int tile : board) input += static_cast<char>('0' + tile);
    input += "\n";
  }
  return input;
}

const sliding_learning::CountFormat format = {LUOGU1379_BINARY,
                                              3,
                                              3,
                                              {1, 2, 3, 8, 0, 4, 7, 6, 5},
                                              input_of,
                                              "",
                                              "IDA* on Manhattan distance",
                                              "IDA* on additive pattern databases"};
const Board farthest = {5, 8, 7, 1, 0, 6, 3, 2, 4};  // 30 moves

TEST(Luogu1379Learning, ShowDrawsACanonicalShortestPathToTheGoal) {
  std::vector<Board> boards = sliding_learning::random_boards(format, 20, 1379);
  boards.push_back(format.goal);
  boards.push_back(farthest);
  sliding_learning::expect_show_draws_canonical_paths(format, boards);
}

TEST(Luogu1379Learning, StatsReportEachCaseWithoutChangingTheAnswers) {
  // Enough boards that IDA* spends its budget and the table is built part-way through.
  sliding_learning::expect_stats_report_each_case(format, sliding_learning::random_boards(format, 120, 1380));
}

TEST(Luogu1379Learning, EveryMethodGivesTheSameCounts) {
  std::vector<Board> boards = sliding_learning::random_boards(format, 20, 1381);
  boards.push_back(farthest);
  boards.push_back(format.goal);
  sliding_learning::expect_every_method_gives_the_same_answers(format, boards);
}

TEST(Luogu1379Learning, HelpListsTheMethodsAndBadOptionsExitTwo) {
  sliding_learning::expect_help_lists_the_methods(format, "luogu1379");
}

}  // namespace
