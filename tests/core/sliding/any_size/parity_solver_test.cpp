// Tests of parity_solver.hpp: its answer is standard_goal_parity's, and a monitor hears the method
// once a board.
#include "puzzle/sliding/any_size/parity_solver.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "recording_monitor.hpp"

namespace {

TEST(ParitySolver, AnswersByParityAndTellsTheMonitor) {
  puzzle::ParitySolver solver;
  puzzle::LargeBoard board = {2, 2, {1, 2, 3, 0}};
  EXPECT_TRUE(solver.solve(board).solvable());
  monitor_test::RecordingMonitor monitor;
  solver.set_monitor(&monitor);
  board.tiles = {2, 1, 3, 0};
  const puzzle::StandardGoalParity parity = solver.solve(board);
  EXPECT_FALSE(parity.solvable());
  EXPECT_EQ(parity.permutation_parity, 1);
  EXPECT_EQ(parity.blank_distance, 0);
  EXPECT_EQ(
      monitor.methods,
      std::vector<std::string>(1, "parity: the tiles' permutation, by its cycles, against the blank's distance home"));
}

}  // namespace
