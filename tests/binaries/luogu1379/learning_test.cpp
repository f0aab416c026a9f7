// The learning options of `luogu1379` end to end: --show draws, after each count, the boards along a
// shortest path to 1 2 3 / 8 0 4 / 7 6 5 (the canonical one, of as many moves as the count); --stats
// reports each case (IDA*, then the table once it pays) and adds up, stdout unchanged; every --method
// gives the same counts; bad options exit 2.
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

const Board goal = {1, 2, 3, 8, 0, 4, 7, 6, 5};
const Board farthest = {5, 8, 7, 1, 0, 6, 3, 2, 4};  // 30 moves

const std::vector<int>& distance() {
  static const std::vector<int> table = sliding_oracle::distances_from(goal, 3);
  return table;
}

std::vector<Board> random_boards(int count, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<Board> boards;
  while (static_cast<int>(boards.size()) < count) {
    Board board = goal;
    std::shuffle(board.begin(), board.end(), random);
    if (distance()[sliding_oracle::encode(board)] >= 0) boards.push_back(board);
  }
  return boards;
}

std::string input_of(const std::vector<Board>& boards) {
  std::string input;
  for (const Board& board : boards) {
    for (int tile : board) input += static_cast<char>('0' + tile);
    input += "\n";
  }
  return input;
}

TEST(Luogu1379Learning, ShowDrawsACanonicalShortestPathToTheGoal) {
  std::vector<Board> boards = random_boards(20, 1379);
  boards.push_back(goal);
  boards.push_back(farthest);
  const learning_test::Run shown = learning_test::run(LUOGU1379_BINARY, "--show", input_of(boards));
  ASSERT_EQ(shown.status, 0);
  EXPECT_TRUE(shown.err.empty());
  std::size_t at = 0;
  for (const Board& board : boards) {
    ASSERT_LT(at, shown.out.size());
    const std::size_t count = std::stoul(shown.out[at++]);
    sliding_learning::Shown path;
    ASSERT_EQ(sliding_learning::read_show(shown.out, at, board, 3, 3, count, path), "") << sliding_oracle::spelled(board, "0");
    EXPECT_EQ(sliding_oracle::check_path(board, goal, 3, path.moves, distance()), "") << path.moves;
  }
  EXPECT_EQ(at, shown.out.size());
}

TEST(Luogu1379Learning, StatsReportEachCaseWithoutChangingTheAnswers) {
  const std::vector<Board> boards = random_boards(120, 1380);
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(LUOGU1379_BINARY, "--stats", input_of(boards));
  EXPECT_EQ(runs.learning.out, runs.plain.out);
  const learning_test::Stats report = learning_test::parse_stats(runs.learning.err);
  ASSERT_EQ(report.cases.size(), boards.size());
  EXPECT_TRUE(learning_test::case_says(report.cases[0], "case 1: IDA* on Manhattan distance"));
  EXPECT_EQ(report.builds, 1u);
  EXPECT_TRUE(learning_test::case_says(report.cases.back(), ": table look-up"));
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const std::string& count = runs.plain.out[i];
    EXPECT_EQ(report.cases[i].answer, count + (count == "1" ? " move" : " moves"));
  }
}

TEST(Luogu1379Learning, EveryMethodGivesTheSameCounts) {
  std::vector<Board> boards = random_boards(20, 1381);
  boards.push_back(farthest);
  boards.push_back(goal);
  const std::string input = input_of(boards);
  const learning_test::Run plain = learning_test::run(LUOGU1379_BINARY, "", input);
  ASSERT_EQ(plain.status, 0);
  for (const char* method : {"default", "bfs", "astar", "idastar", "pdb"}) {
    const learning_test::Run run = learning_test::run(LUOGU1379_BINARY, std::string("--method ") + method, input);
    EXPECT_EQ(run.status, 0) << method;
    EXPECT_EQ(run.out, plain.out) << method;
  }
  for (std::size_t i = 0; i < boards.size(); ++i)
    EXPECT_EQ(plain.out[i], std::to_string(distance()[sliding_oracle::encode(boards[i])]));
}

TEST(Luogu1379Learning, HelpListsTheMethodsAndBadOptionsExitTwo) {
  const learning_test::Run help = learning_test::run(LUOGU1379_BINARY, "--help", "");
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(std::find(help.out.begin(), help.out.end(),
                      "  --method NAME  the algorithm that answers: default, bfs, astar, idastar, pdb"),
            help.out.end());
  const learning_test::Run bad = learning_test::run(LUOGU1379_BINARY, "--method dfs", "283104765");
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(bad.out.empty());
  EXPECT_EQ(bad.err, std::vector<std::string>(
                         1, "luogu1379: unknown method 'dfs' (methods: default, bfs, astar, idastar, pdb) (try --help)"));
}

}  // namespace
