// Tests of eight_puzzle_pair_plan.hpp: the solver with `eight2`'s plan gives the judge's sample
// answers (HDU 3567); the partition covers every tile once; the budget is positive.
#include "puzzle/sliding/plans/eight_puzzle_pair_plan.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/plans/sliding_solver.hpp"

namespace {

TEST(EightPuzzlePairPlan, AnswersTheHduSample) {
  puzzle::SlidingSolver solver(3, 3, puzzle::eight_puzzle_pair_plan());
  const std::uint8_t start1[9] = {1, 2, 0, 4, 5, 3, 7, 8, 6}, goal1[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
  const std::uint8_t start2[9] = {5, 6, 4, 1, 7, 8, 0, 2, 3}, goal2[9] = {7, 5, 6, 8, 0, 4, 1, 2, 3};
  std::vector<puzzle::SlideMove> moves;
  ASSERT_EQ(solver.solve(start1, goal1, moves), puzzle::sliding_solved);
  EXPECT_EQ(puzzle::slide_letters(moves), "dd");
  ASSERT_EQ(solver.solve(start2, goal2, moves), puzzle::sliding_solved);
  EXPECT_EQ(puzzle::slide_letters(moves), "urrulldr");
  EXPECT_TRUE(puzzle::SlidingPdbPuzzle::partitions_the_tiles(puzzle::eight_puzzle_patterns(), 9));
  EXPECT_GT(puzzle::eight_puzzle_build_cost_in_nodes(), 0u);
}

}  // namespace
