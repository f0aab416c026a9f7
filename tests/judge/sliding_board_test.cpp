#include "judge/sliding_board.hpp"

#include "judge/grid_boards.hpp"

#include <gtest/gtest.h>

namespace {

TEST(SlidingBoard, SolvableByTheParityRule) {
  EXPECT_TRUE(judge::is_solvable(judge::goal_board(3)));
  EXPECT_TRUE(judge::is_solvable(judge::goal_board(4)));
  EXPECT_TRUE(judge::is_solvable({2, 3, 4, 1, 5, 0, 7, 6, 8}));   // POJ 1077's sample
  EXPECT_FALSE(judge::is_solvable({2, 1, 3, 4, 5, 6, 7, 8, 0}));  // two tiles swapped
  // fifteen: the blank's row counts; one move down keeps the parity
  EXPECT_TRUE(judge::is_solvable({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 13, 14, 15, 12}));
  EXPECT_FALSE(judge::is_solvable({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0}));
}

TEST(SlidingBoard, PlaysMovesAndStopsAtTheFirstIllegalOne) {
  judge::Tiles board = {2, 3, 4, 1, 5, 0, 7, 6, 8};
  EXPECT_EQ(judge::play_moves(board, "dlurullddrurdllurdr", judge::eight_letters), -1);
  EXPECT_EQ(board, judge::goal_board(3));
  EXPECT_EQ(judge::play_moves(board, "ur", judge::eight_letters), 1);  // 'r' from the right column; 'u' played
  EXPECT_EQ(board, (judge::Tiles{1, 2, 3, 4, 5, 0, 7, 8, 6}));
  EXPECT_EQ(judge::play_moves(board, "dd", judge::eight_letters), 1);  // the second 'd' from the bottom row
  EXPECT_EQ(judge::play_moves(board, "U", judge::eight_letters), 0);   // not one of eight's letters
  EXPECT_EQ(judge::opposite_move('L', judge::fifteen_letters), 'R');
}

TEST(SlidingBoard, ManhattanDistance) {
  EXPECT_EQ(judge::manhattan_distance(judge::goal_board(4)), 0);
  EXPECT_EQ(judge::manhattan_distance({0, 1, 2, 3, 4, 5, 6, 7, 8}), 12);
}

// The cycle rule of grid_boards.hpp agrees with the inversion rule on square boards of any side, and
// gives the rectangular boards' answers.
TEST(GridBoards, SolvableByTheCycleRuleAsByInversions) {
  judge::Random random(7);
  for (int side = 2; side <= 7; ++side)
    for (int i = 0; i < 50; ++i) {
      const judge::Tiles board = judge::random_tiles(random, side * side);
      EXPECT_EQ(judge::grid_solvable(board, side, side), judge::is_solvable(board)) << side;
    }
  EXPECT_TRUE(judge::grid_solvable(judge::grid_goal(2, 3), 2, 3));
  EXPECT_FALSE(judge::grid_solvable(judge::other_parity(judge::grid_goal(2, 3)), 2, 3));
  EXPECT_TRUE(judge::grid_solvable(judge::Tiles{1, 2, 3, 0, 4, 5}, 2, 3));  // the blank two cells left of its goal
  EXPECT_EQ(judge::board_width(judge::Tiles(100, 0)), 10);
}

}  // namespace
