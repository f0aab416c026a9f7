// Oracle test of the `uva652` binary end to end: all 9! boards in one input (N, then the boards), the
// answers one blank line apart, each the canonical shortest solution (d < l < r < u) by an independent
// breadth-first search (sliding_oracle.hpp), or "unsolvable"; and the farthest boards alone, answered
// by IDA* before the binary's table.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "run_binary.hpp"
#include "sliding_oracle.hpp"

namespace {

using sliding_oracle::Board;

const Board goal = {1, 2, 3, 4, 5, 6, 7, 8, 0};

// The answers of `lines`, checked to be one blank line apart.
std::vector<std::string> answers_of(const std::vector<std::string>& lines) {
  std::vector<std::string> answers;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i % 2 == 0)
      answers.push_back(lines[i]);
    else
      EXPECT_EQ(lines[i], "") << "line " << i + 1;
  }
  EXPECT_EQ(lines.size() % 2, 1u);
  return answers;
}

TEST(Uva652Oracle, EveryBoardAnsweredCanonicallyOrUnsolvable) {
  const std::vector<int> distance = sliding_oracle::distances_from(goal, 3);
  const std::vector<Board> boards = sliding_oracle::all_boards(9);
  std::string input = std::to_string(boards.size()) + "\n";
  for (const Board& board : boards) input += "\n" + sliding_oracle::spelled(board, "x");
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(UVA652_BINARY, input, lines), 0);
  const std::vector<std::string> answers = answers_of(lines);
  ASSERT_EQ(answers.size(), boards.size());
  int solvable = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    if (distance[sliding_oracle::encode(boards[i])] < 0) {
      ASSERT_EQ(answers[i], "unsolvable") << "board " << i + 1;
      continue;
    }
    ++solvable;
    ASSERT_EQ(sliding_oracle::check_path(boards[i], goal, 3, answers[i], distance), "") << "board " << i + 1;
  }
  EXPECT_EQ(solvable, 181440);
}

TEST(Uva652Oracle, TheFarthestBoardsAloneAreCanonicalToo) {
  const std::vector<int> distance = sliding_oracle::distances_from(goal, 3);
  for (const Board& board : {Board{6, 4, 7, 8, 5, 0, 3, 2, 1}, Board{8, 6, 7, 2, 5, 4, 3, 0, 1}}) {
    std::vector<std::string> lines;
    ASSERT_EQ(oracle_test::run_binary(UVA652_BINARY, "1\n" + sliding_oracle::spelled(board, "x"), lines), 0);
    ASSERT_EQ(lines.size(), 1u);
    EXPECT_EQ(lines[0].size(), 31u);
    EXPECT_EQ(sliding_oracle::check_path(board, goal, 3, lines[0], distance), "");
  }
}

}  // namespace
