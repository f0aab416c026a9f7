// The learning options of `alds1_13_c` end to end: --show draws the boards along a shortest solution
// (the answer is only its length), each labelled with the blank's move (d l r u); --stats shows that a
// board the walking distance solves quickly builds no database, and a hard one (Korf's instance 88,
// 65 moves) builds them once the walking distance gives up. stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "sliding_board_oracle.hpp"

namespace {

using board_oracle::Board;

std::vector<int> numbers_of(const learning_test::Picture& picture) {
  std::vector<int> numbers;
  for (const std::string& line : picture.lines) {
    std::istringstream words(line);
    for (std::string word; words >> word;) numbers.push_back(word == "." ? 0 : std::stoi(word));
  }
  return numbers;
}

std::vector<Board> walked_boards() {
  std::mt19937 random(13);
  std::vector<Board> boards(1, board_oracle::goal(4, 4));
  while (boards.size() < 8) {
    const Board board = board_oracle::random_walk(board_oracle::goal(4, 4), 20 + random() % 100, random);
    if (board_oracle::manhattan(board) <= 24) boards.push_back(board);
  }
  return boards;
}

TEST(Alds113cLearning, ShowDrawsTheBoardsAlongAShortestSolution) {
  const std::vector<Board> boards = walked_boards();
  const learning_test::PlainAndLearning runs =
      learning_test::run_plain_and(ALDS1_13_C_BINARY, "--show", board_oracle::boards_text(boards));
  std::size_t at = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    ASSERT_LT(at, runs.learning.out.size());
    const std::string answer = runs.learning.out[at++];
    EXPECT_EQ(answer, runs.plain.out[i]);
    const std::size_t length = std::stoul(answer);
    const std::vector<learning_test::Picture> pictures = learning_test::read_show(runs.learning.out, at, length + 1, 4);
    ASSERT_EQ(pictures.size(), length + 1);
    Board board = boards[i];
    EXPECT_EQ(numbers_of(pictures[0]), board.tiles);
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      ASSERT_TRUE(board_oracle::replay(board, learning_test::move_of(pictures[k], k), "dlru")) << pictures[k].label;
      ASSERT_EQ(numbers_of(pictures[k]), board.tiles) << "board " << i + 1 << ", move " << k;
    }
    EXPECT_EQ(board, board_oracle::goal(4, 4));
  }
  EXPECT_EQ(at, runs.learning.out.size());
}

TEST(Alds113cLearning, StatsShowNoDatabaseBuiltForEasyBoards) {
  const std::vector<Board> boards = walked_boards();
  const learning_test::PlainAndLearning easy =
      learning_test::run_plain_and(ALDS1_13_C_BINARY, "--stats", board_oracle::boards_text(boards));
  const learning_test::Stats report = learning_test::stats_of(easy, boards.size(), 0);
  for (const learning_test::CaseStats& one : report.cases) {
    if (one.answer != "0 moves") {
      EXPECT_TRUE(learning_test::case_says(one, ": IDA* on walking distance"));
    }
  }
  // Korf's instance 88 (65 moves): the walking distance gives up, the databases are built.
  const Board korf88{4, 4, {12, 10, 6, 0, 9, 8, 13, 15, 11, 7, 3, 2, 5, 4, 14, 1}};
  const learning_test::PlainAndLearning hard =
      learning_test::run_plain_and(ALDS1_13_C_BINARY, "--stats", board_oracle::boards_text({korf88}));
  EXPECT_EQ(hard.plain.out, std::vector<std::string>(1, "65"));
  const learning_test::Stats hard_report = learning_test::stats_of(hard, 1, 1);
  ASSERT_EQ(hard_report.cases.size(), 1u);
  EXPECT_EQ(hard_report.cases[0].answer, "65 moves");
}

}  // namespace
