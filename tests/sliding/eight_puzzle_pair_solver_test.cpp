// Tests of eight_puzzle_pair_solver.hpp: the tuned solver gives the judge's sample answers (HDU 3567).
#include "puzzle/sliding/eight_puzzle_pair_solver.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace {

TEST(EightPuzzlePairSolver, EightPuzzlePairSolverAnswersTheHduSample) {
  puzzle::EightPuzzlePairSolver solver;
  const std::uint8_t start1[9] = {1, 2, 0, 4, 5, 3, 7, 8, 6}, goal1[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
  const std::uint8_t start2[9] = {5, 6, 4, 1, 7, 8, 0, 2, 3}, goal2[9] = {7, 5, 6, 8, 0, 4, 1, 2, 3};
  std::vector<puzzle::SlideMove> moves;
  ASSERT_TRUE(solver.solve(start1, goal1, moves));
  EXPECT_EQ(puzzle::slide_letters(moves), "dd");
  ASSERT_TRUE(solver.solve(start2, goal2, moves));
  EXPECT_EQ(puzzle::slide_letters(moves), "urrulldr");
}

}  // namespace
