// Oracle test of the `mipt091` binary (acm.mipt.ru 091) end to end, a board a run: YES and a move
// string that replays to the goal (sliding_board_oracle.hpp), as short as a plain IDA* on Manhattan
// distance written in the test finds on boards up to about 40 moves; YES alone for the goal; NO
// exactly for the twin (two tiles exchanged) of a solvable board; and the 80-move boards, which the
// databases' search gives up on within its budget, answered by the weighted search in at most 240
// moves (3 x 80), well under the judge's 1000.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "run_binary.hpp"
#include "sliding_board_oracle.hpp"

namespace {

using board_oracle::Board;

std::vector<std::string> answer(const Board& board) {
  std::vector<std::string> lines;
  EXPECT_EQ(oracle_test::run_binary(MIPT091_BINARY, board_oracle::line_text(board), lines), 0);
  return lines;
}

TEST(Mipt091Oracle, ShortestSolutionsOfBoardsUpToFortyMovesAndNoForTheirTwins) {
  std::mt19937 random(91);
  board_oracle::ShortestLength shortest;
  for (int i = 0; i < 15; ++i) {
    Board board;
    do {
      board = board_oracle::random_walk(board_oracle::goal(4, 4), 20 + random() % 300, random);
    } while (board_oracle::manhattan(board) > 32 || board_oracle::manhattan(board) == 0);
    const std::vector<std::string> lines = answer(board);
    ASSERT_EQ(lines.size(), 2u) << board_oracle::rows_text(board);
    EXPECT_EQ(lines[0], "YES");
    Board replayed = board;
    ASSERT_TRUE(board_oracle::replay(replayed, lines[1], "dlru")) << lines[1];
    EXPECT_EQ(replayed, board_oracle::goal(4, 4)) << lines[1];
    EXPECT_EQ(static_cast<int>(lines[1].size()), shortest(board, 50)) << board_oracle::rows_text(board);
    EXPECT_EQ(answer(board_oracle::with_two_tiles_exchanged(board)), std::vector<std::string>(1, "NO"));
  }
  EXPECT_EQ(answer(board_oracle::goal(4, 4)), std::vector<std::string>(1, "YES"));
}

TEST(Mipt091Oracle, EightyMoveBoardsAnsweredWithinThreeTimesTheFewestMoves) {
  // Two of the positions that need 80 moves, the most any needs (Bruengger et al. 1999).
  const std::vector<std::vector<int>> boards = {{0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1},
                                                {0, 12, 10, 13, 15, 11, 14, 9, 3, 7, 2, 5, 4, 8, 6, 1}};
  for (const std::vector<int>& tiles : boards) {
    const Board board{4, 4, tiles};
    const std::vector<std::string> lines = answer(board);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0], "YES");
    Board replayed = board;
    ASSERT_TRUE(board_oracle::replay(replayed, lines[1], "dlru"));
    EXPECT_EQ(replayed, board_oracle::goal(4, 4));
    EXPECT_GT(lines[1].size(), 80u);  // the weighted search answered: the databases' search gave up
    EXPECT_LE(lines[1].size(), 240u);
  }
}

}  // namespace
