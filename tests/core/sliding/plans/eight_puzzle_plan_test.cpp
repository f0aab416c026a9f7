// Tests of eight_puzzle_plan.hpp: the solver with `eight`'s plan gives the judge's sample answer (POJ
// 1077) and refuses an unsolvable board; the budget is positive.
#include "puzzle/sliding/plans/eight_puzzle_plan.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/plans/sliding_solver.hpp"

namespace {

TEST(EightPuzzlePlan, AnswersThePojSampleCanonicallyAndRefusesUnsolvable) {
  puzzle::SlidingSolver solver(3, 3, puzzle::eight_puzzle_plan());
  const std::uint8_t goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
  const std::uint8_t sample[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8};
  const std::uint8_t swapped[9] = {2, 1, 3, 4, 5, 6, 7, 8, 0};
  std::vector<puzzle::SlideMove> moves;
  ASSERT_EQ(solver.solve(sample, goal, moves), puzzle::sliding_solved);
  EXPECT_EQ(puzzle::slide_letters(moves), "dlurullddrurdllurdr");
  EXPECT_EQ(solver.solve(swapped, goal, moves), puzzle::sliding_unsolvable);
  EXPECT_GT(puzzle::eight_puzzle_table_cost_in_nodes(), 0u);
}

}  // namespace
