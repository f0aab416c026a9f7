// Oracle test of the `hdu4127` binary end to end, against a plain breadth-first search over (area,
// colour) written in the tests with no core code (flood_it_fixtures.hpp): every 2 x 2 board of 6
// colours (1,296), every 3 x 3 board of 3 colours with colour 0 top left (6,561), 100 random 4 x 4
// and 30 random 5 x 5 boards of 6 colours, all in one input; and the judges' sample.
#include <gtest/gtest.h>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "flood_it_fixtures.hpp"
#include "run_binary.hpp"

namespace {

using flood_it_oracle::Board;
using flood_it_oracle::board_text;

// Runs the binary on the boards in one input closed by 0; expects exit 0 and `answers`.
void expect_answers(const std::vector<Board>& boards, const std::vector<int>& answers) {
  std::string input;
  for (const Board& board : boards) input += board_text(board);
  input += "0\n";
  std::vector<std::string> lines;
  ASSERT_EQ(oracle_test::run_binary(HDU4127_BINARY, input, lines), 0);
  ASSERT_EQ(lines.size(), boards.size());
  for (std::size_t i = 0; i < boards.size(); ++i)
    ASSERT_EQ(lines[i], std::to_string(answers[i])) << "board " << i + 1 << ":\n" << board_text(boards[i]);
}

TEST(Hdu4127Oracle, SmallBoardsAgainstBreadthFirstSearch) {
  std::vector<Board> boards = flood_it_oracle::every_board(2, 6);
  ASSERT_EQ(boards.size(), 1296u);
  for (const Board& three : flood_it_oracle::every_board(3, 3))
    if (three[0][0] == 0) boards.push_back(three);  // 3^8: the others are these with colours renamed
  ASSERT_EQ(boards.size(), 1296u + 6561u);
  std::mt19937 random(4127);
  for (int n = 4; n <= 5; ++n)
    for (int i = 0; i < (n == 4 ? 100 : 30); ++i) boards.push_back(flood_it_oracle::random_board(n, random));
  std::vector<int> answers;
  std::map<int, int> count_at;
  for (const Board& board : boards) {
    answers.push_back(flood_it_oracle::fewest_moves(board));
    ++count_at[answers.back()];
  }
  EXPECT_EQ(count_at[0], 6 + 1);  // the one-colour boards
  EXPECT_GT(count_at[7], 0);      // 5 x 5 boards of 6 colours reach 7 and more
  expect_answers(boards, answers);
}

TEST(Hdu4127Oracle, JudgeSample) { expect_answers({{{0, 0}, {0, 0}}, {{0, 1, 2}, {1, 1, 2}, {2, 2, 1}}}, {0, 3}); }

}  // namespace
