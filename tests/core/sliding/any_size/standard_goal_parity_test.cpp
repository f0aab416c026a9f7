// Tests of standard_goal_parity.hpp: solvable exactly for the boards breadth-first search reaches
// from the goal (sliding_board_oracle.hpp), on every board of up to 9 cells; the parity counted block
// by block equals the cells less the cycles, on boards of every size up to a million cells, and
// agrees with is_solvable (sliding_parity.hpp) on small ones; the cycles numbered; preconditions.
#include "puzzle/sliding/any_size/standard_goal_parity.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <vector>

#include "puzzle/sliding/tiles/sliding_parity.hpp"
#include "sliding_board_oracle.hpp"

namespace {

TEST(StandardGoalParity, MatchesReachability) {
  for (const auto& [rows, cols] : {std::pair(1, 1), {2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}})
    for (const auto& [board, reachable] : board_oracle::every_board(rows, cols)) {
      const std::vector<std::uint32_t> tiles(board.tiles.begin(), board.tiles.end());
      ASSERT_EQ(puzzle::standard_goal_parity(tiles.data(), rows, cols).solvable(), reachable) << rows << "x" << cols;
    }
}

TEST(StandardGoalParity, ParityIsCellsLessCyclesOnBoardsOfEverySize) {
  std::mt19937 random(2893);
  const int shapes[][2] = {{2, 2},   {3, 5},   {4, 4},     {7, 9},     {8, 8},  {31, 33},
                           {64, 64}, {65, 63}, {300, 300}, {999, 999}, {2, 999}};
  for (const auto& shape : shapes) {
    const long rows = shape[0], cols = shape[1], n = rows * cols;
    std::vector<std::uint32_t> board(static_cast<std::size_t>(n));
    std::iota(board.begin(), board.end(), 0u);
    for (int trial = 0; trial < (n > 100000 ? 2 : 50); ++trial) {
      std::shuffle(board.begin(), board.end(), random);
      const puzzle::StandardGoalParity parity = puzzle::standard_goal_parity(board.data(), rows, cols);
      ASSERT_EQ(parity.permutation_parity, (n - puzzle::goal_cycles(board.data(), rows, cols)) % 2)
          << rows << "x" << cols;
      const long blank = static_cast<long>(std::find(board.begin(), board.end(), 0u) - board.begin());
      ASSERT_EQ(parity.blank_distance, rows - 1 - blank / cols + cols - 1 - blank % cols);
      if (n > 32) continue;
      std::vector<std::uint8_t> small(board.begin(), board.end()), goal(static_cast<std::size_t>(n));
      std::iota(goal.begin(), goal.end(), 1);
      goal.back() = 0;
      ASSERT_EQ(parity.solvable(),
                puzzle::is_solvable(small.data(), goal.data(), static_cast<int>(rows), static_cast<int>(cols)));
    }
  }
}

// goal_cycles numbers each cell's cycle from 1, in the order of the cycles' first cells: the board
// of parity_lesson.hpp's example.
TEST(StandardGoalParity, CyclesNumberedByTheirFirstCells) {
  const std::uint32_t board[] = {1, 0, 3, 4, 2, 5, 7, 8, 6};
  std::vector<long> cycle_of_cell;
  EXPECT_EQ(puzzle::goal_cycles(board, 3, 3, &cycle_of_cell), 6);
  EXPECT_EQ(cycle_of_cell, (std::vector<long>{1, 2, 3, 4, 2, 2, 5, 6, 2}));
  const puzzle::StandardGoalParity parity = puzzle::standard_goal_parity(board, 3, 3);
  EXPECT_EQ(parity.permutation_parity, 1);
  EXPECT_EQ(parity.blank_distance, 3);
  EXPECT_TRUE(parity.solvable());
}

TEST(StandardGoalParityDeathTest, RefusesANonPermutation) {
  const std::uint32_t repeated[4] = {1, 1, 3, 0}, too_large[4] = {1, 2, 4, 0};
  EXPECT_DEATH(puzzle::standard_goal_parity(repeated, 2, 2), "each tile once");
  EXPECT_DEATH(puzzle::standard_goal_parity(too_large, 2, 2), "tiles 0..n-1");
  EXPECT_DEATH(puzzle::goal_cycles(repeated, 2, 2), "each tile once");
  EXPECT_DEATH(puzzle::standard_goal_parity(repeated, 1, 4), "2 x 2 or more, or 1 x 1");
}

}  // namespace
