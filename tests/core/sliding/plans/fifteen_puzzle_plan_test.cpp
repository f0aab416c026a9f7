// Tests of fifteen_puzzle_plan.hpp: the solver with `fifteen`'s plan gives the judge's sample answer
// (UVa 10181) and refuses an unsolvable board; the partition covers every tile once; the budget is
// positive.
#include "puzzle/sliding/plans/fifteen_puzzle_plan.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/plans/sliding_solver.hpp"

namespace {

TEST(FifteenPuzzlePlan, AnswersTheUvaSampleAndRefusesUnsolvable) {
  puzzle::SlidingSolver solver(4, 4, puzzle::fifteen_puzzle_plan());
  const std::uint8_t goal[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
  const std::uint8_t solvable[16] = {2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15};
  const std::uint8_t unsolvable[16] = {13, 1, 2, 4, 5, 0, 3, 7, 9, 6, 10, 12, 15, 8, 11, 14};
  std::vector<puzzle::SlideMove> moves;
  ASSERT_EQ(solver.solve(solvable, goal, moves), puzzle::sliding_solved);
  EXPECT_EQ(puzzle::slide_letters(moves, true), "LLLDRDRDR");
  EXPECT_EQ(solver.solve(unsolvable, goal, moves), puzzle::sliding_unsolvable);
  EXPECT_TRUE(puzzle::SlidingPdbPuzzle::partitions_the_tiles(puzzle::fifteen_puzzle_patterns(), 16));
  EXPECT_GT(puzzle::fifteen_puzzle_build_cost_in_nodes(), 0u);
}

}  // namespace
