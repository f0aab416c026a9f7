// Tests of eight_puzzle_plan.hpp: the solver with `eight`'s plan gives the judge's sample answer (POJ
// 1077) and refuses an unsolvable board; the budgets are positive; and the plan's per-board path (IDA*
// on the pattern databases, what answers most boards of a small input) gives the same answer as its
// table on every one of the 181,440 solvable boards, so where the plan switches never changes an
// answer (IDA* on Manhattan distance, the first stage, against the table: sliding_solver_test.cpp).
#include "puzzle/sliding/plans/eight_puzzle_plan.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/plans/sliding_solver.hpp"

namespace {

const std::uint8_t goal3[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};

TEST(EightPuzzlePlan, AnswersThePojSampleCanonicallyAndRefusesUnsolvable) {
  puzzle::SlidingSolver solver(3, 3, puzzle::eight_puzzle_plan());
  const std::uint8_t sample[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8};
  const std::uint8_t swapped[9] = {2, 1, 3, 4, 5, 6, 7, 8, 0};
  std::vector<puzzle::SlideMove> moves;
  ASSERT_EQ(solver.solve(sample, goal3, moves), puzzle::sliding_solved);
  EXPECT_EQ(puzzle::slide_letters(moves), "dlurullddrurdllurdr");
  EXPECT_EQ(solver.solve(swapped, goal3, moves), puzzle::sliding_unsolvable);
  EXPECT_GT(puzzle::eight_puzzle_database_cost_in_nodes(), 0u);
  EXPECT_GT(puzzle::eight_puzzle_table_cost_in_nodes(), 0u);
}

TEST(EightPuzzlePlan, DatabaseSearchAndTableAgreeOnEveryBoard) {
  const puzzle::SlidingPlan plan = puzzle::eight_puzzle_plan();
  ASSERT_EQ(plan.size(), 3u);
  puzzle::SlidingSolver databases(3, 3, puzzle::SlidingPlan(1, plan[1]));
  puzzle::SlidingSolver table(3, 3, puzzle::SlidingPlan(1, plan[2]));
  std::uint8_t board[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  std::vector<puzzle::SlideMove> searched, looked_up;
  int solvable = 0;
  do {
    const puzzle::SlidingOutcome outcome = table.solve(board, goal3, looked_up);
    ASSERT_EQ(databases.solve(board, goal3, searched), outcome);
    if (outcome != puzzle::sliding_solved) continue;
    ++solvable;
    ASSERT_EQ(searched, looked_up) << "board " << puzzle::slide_letters(looked_up);
  } while (std::next_permutation(board, board + 9));
  EXPECT_EQ(solvable, 181440);
}

}  // namespace
