// Tests of manhattan.hpp: the full evaluation against a hand count, and the O(1) move update.
#include "puzzle/sliding/estimates/manhattan.hpp"

#include <gtest/gtest.h>
#include <cstdint>

#include <algorithm>
#include <cstdlib>
#include <random>

namespace {

TEST(Manhattan, GoalIsZeroAndHandCountedBoard) {
  const std::uint8_t goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
  const puzzle::ManhattanDistance manhattan(goal, 3, 3, 0);
  EXPECT_EQ(manhattan(goal), 0);
  // 2 3 4 / 1 5 x / 7 6 8: tiles 2, 3, 1, 8 one off each; 4 three (row + 2 columns); 6 two.
  const std::uint8_t board[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8};
  EXPECT_EQ(manhattan(board), 1 + 1 + 3 + 1 + 2 + 1);
}

TEST(Manhattan, AnyGoalAnyShapeMatchesDirectSum) {
  std::mt19937 random(7);
  for (int rows = 2; rows <= 4; ++rows)
    for (int cols = 2; cols <= 4; ++cols) {
      const int n = rows * cols;
      std::uint8_t goal[16], board[16];
      for (int i = 0; i < n; ++i) goal[i] = board[i] = static_cast<std::uint8_t>(i);
      std::shuffle(goal, goal + n, random);
      const puzzle::ManhattanDistance manhattan(goal, rows, cols, 0);
      for (int trial = 0; trial < 50; ++trial) {
        std::shuffle(board, board + n, random);
        int expected = 0;
        for (int cell = 0; cell < n; ++cell) {
          if (board[cell] == 0) continue;
          const int home = static_cast<int>(std::find(goal, goal + n, board[cell]) - goal);
          expected += std::abs(cell / cols - home / cols) + std::abs(cell % cols - home % cols);
        }
        ASSERT_EQ(manhattan(board), expected);
      }
    }
}

TEST(Manhattan, MoveDeltaIsTheChangeOfTheTotal) {
  const std::uint8_t goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
  const puzzle::ManhattanDistance manhattan(goal, 3, 3, 0);
  std::uint8_t board[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8};
  const int before = manhattan(board);
  // Slide tile 4 (cell 2) down into the blank (cell 5).
  board[5] = 4;
  board[2] = 0;
  EXPECT_EQ(manhattan(board) - before, manhattan.move_delta(4, 2, 5));
  EXPECT_EQ(manhattan.move_delta(4, 2, 5), -1);
}

}  // namespace

namespace {

TEST(ManhattanDistanceDeathTest, RefusesAGoalWithATileTwice) {
  const std::uint8_t twice[9] = {1, 1, 3, 4, 5, 6, 7, 8, 0};
  EXPECT_DEATH(puzzle::ManhattanDistance(twice, 3, 3, 0), "each tile once");
}
}  // namespace
