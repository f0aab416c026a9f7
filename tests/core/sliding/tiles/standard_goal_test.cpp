// Tests of standard_goal.hpp: tiles 1, 2, ... in reading order around the blank's cell; a cell off
// the board is refused.
#include "puzzle/sliding/tiles/standard_goal.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace {

TEST(StandardGoal, TilesInReadingOrderAroundTheBlank) {
  std::uint8_t goal[9];
  puzzle::standard_goal(9, 8, goal);
  EXPECT_EQ(std::vector<int>(goal, goal + 9), std::vector<int>({1, 2, 3, 4, 5, 6, 7, 8, 0}));
  puzzle::standard_goal(9, 4, goal);
  EXPECT_EQ(std::vector<int>(goal, goal + 9), std::vector<int>({1, 2, 3, 4, 0, 5, 6, 7, 8}));
  puzzle::standard_goal(6, 0, goal);
  EXPECT_EQ(std::vector<int>(goal, goal + 6), std::vector<int>({0, 1, 2, 3, 4, 5}));
}

TEST(StandardGoalDeathTest, RefusesABlankOffTheBoard) {
  std::uint8_t goal[9];
  EXPECT_DEATH(puzzle::standard_goal(9, 9, goal), "the blank on one of the cells");
}

}  // namespace
