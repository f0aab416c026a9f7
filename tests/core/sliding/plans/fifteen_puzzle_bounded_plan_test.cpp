// Tests of fifteen_puzzle_bounded_plan.hpp: fifteen's plan, its databases' search bounded and giving
// up, then the weighted walking distance answering any board at once; the solver with it gives a
// shortest answer to a near board and a solution of at most 240 moves to an 80-move one.
#include "puzzle/sliding/plans/fifteen_puzzle_bounded_plan.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/plans/sliding_solver.hpp"

namespace {

TEST(FifteenPuzzleBoundedPlan, FifteensPlanBoundedThenTheWeightedSearch) {
  const puzzle::SlidingPlan fifteen = puzzle::fifteen_puzzle_plan(), plan = puzzle::fifteen_puzzle_bounded_plan();
  ASSERT_EQ(plan.size(), fifteen.size() + 1);
  for (std::size_t i = 0; i < fifteen.size(); ++i) EXPECT_EQ(plan[i].make, fifteen[i].make) << i;
  EXPECT_EQ(plan[fifteen.size() - 1].budget, puzzle::fifteen_puzzle_database_budget_in_nodes());
  EXPECT_TRUE(plan[fifteen.size() - 1].gives_up);
  EXPECT_EQ(plan.back().budget, puzzle::no_node_budget);
  EXPECT_EQ(std::string(plan.back().name), "IDA* on walking distance tripled (not a shortest solution)");
}

TEST(FifteenPuzzleBoundedPlan, ShortestWhenNearAnySolutionWhenFar) {
  puzzle::SlidingSolver solver(4, 4, puzzle::fifteen_puzzle_bounded_plan());
  const std::uint8_t goal[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
  const std::uint8_t near[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 11, 13, 14, 15, 12};
  const std::uint8_t eighty[16] = {0, 12, 10, 13, 15, 11, 14, 9, 3, 7, 2, 5, 4, 8, 6, 1};
  std::vector<puzzle::SlideMove> moves;
  ASSERT_EQ(solver.solve(near, goal, moves), puzzle::sliding_solved);
  EXPECT_EQ(puzzle::slide_letters(moves), "rd");
  ASSERT_EQ(solver.solve(eighty, goal, moves), puzzle::sliding_solved);
  EXPECT_GT(moves.size(), 80u);
  EXPECT_LE(moves.size(), 240u);
}

}  // namespace
