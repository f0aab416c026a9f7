// Tests of sliding_pair_solver.hpp: relabelling makes any goal the standard goal of its blank cell
// without changing move letters; answers between random pairs are canonical (checked against the
// 8-puzzle oracle after relabelling the pair so that its goal is the oracle's).
#include "puzzle/sliding/sliding_pair_solver.hpp"
#include "puzzle/sliding/tuning.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "eight_puzzle_fixtures.hpp"

namespace {

std::string solve(puzzle::SlidingPairSolver& solver, const std::uint8_t* start, const std::uint8_t* goal) {
  std::vector<puzzle::SlideMove> moves;
  if (!solver.solve(start, goal, moves)) return "unsolvable";
  return puzzle::slide_letters(moves);
}

TEST(SlidingPairSolver, StandardGoals) {
  std::uint8_t goal[9];
  puzzle::standard_goal(9, 8, goal);
  EXPECT_EQ(std::vector<int>(goal, goal + 9), std::vector<int>({1, 2, 3, 4, 5, 6, 7, 8, 0}));
  puzzle::standard_goal(9, 4, goal);
  EXPECT_EQ(std::vector<int>(goal, goal + 9), std::vector<int>({1, 2, 3, 4, 0, 5, 6, 7, 8}));
}

TEST(SlidingPairSolver, RelabellingMapsTheGoalToTheStandardOne) {
  const std::uint8_t goal[9] = {7, 5, 6, 8, 0, 4, 1, 2, 3};
  std::uint8_t relabelled[9];
  EXPECT_EQ(puzzle::relabel_to_standard_goal(goal, goal, 9, relabelled), 4);
  EXPECT_EQ(std::vector<int>(relabelled, relabelled + 9), std::vector<int>({1, 2, 3, 4, 0, 5, 6, 7, 8}));
}

TEST(SlidingPairSolver, HduSamples) {
  puzzle::SlidingPairSolver solver(3, 3, puzzle::eight_puzzle_patterns(),
                                   puzzle::eight_puzzle_build_cost_in_nodes());
  const std::uint8_t start1[9] = {1, 2, 0, 4, 5, 3, 7, 8, 6}, goal1[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
  EXPECT_EQ(solve(solver, start1, goal1), "dd");
  const std::uint8_t start2[9] = {5, 6, 4, 1, 7, 8, 0, 2, 3}, goal2[9] = {7, 5, 6, 8, 0, 4, 1, 2, 3};
  EXPECT_EQ(solve(solver, start2, goal2), "urrulldr");
}

// A pair whose goal has its blank on cell 8 can be renamed so that the goal is 1..8 x: the oracle's.
TEST(SlidingPairSolver, RandomPairsAreCanonicalUnderEveryMethod) {
  const puzzle::SlidingPairSolver::Patterns patterns = puzzle::eight_puzzle_patterns();
  puzzle::SlidingPairSolver adaptive(3, 3, patterns, 2000);  // small budget: switches part-way
  puzzle::SlidingPairSolver manhattan(3, 3, patterns, 0, puzzle::SlidingPdbSolver::walking_only);
  puzzle::SlidingPairSolver databases(3, 3, patterns, 0, puzzle::SlidingPdbSolver::databases_only);
  std::mt19937 random(3567);
  for (int trial = 0; trial < 300; ++trial) {
    eight_oracle::Board start = eight_oracle::goal(), goal = eight_oracle::goal();
    std::shuffle(start.begin(), start.end(), random);
    std::shuffle(goal.begin(), goal.end(), random);
    const std::string answer = solve(databases, start.data(), goal.data());
    ASSERT_EQ(solve(manhattan, start.data(), goal.data()), answer);
    ASSERT_EQ(solve(adaptive, start.data(), goal.data()), answer);
    if (goal[8] != 0) continue;
    eight_oracle::Board renamed;  // tile t becomes the oracle goal's tile on t's goal cell
    for (int cell = 0; cell < 9; ++cell) {
      const int t = start[static_cast<std::size_t>(cell)];
      const int goal_cell = static_cast<int>(std::find(goal.begin(), goal.end(), t) - goal.begin());
      renamed[static_cast<std::size_t>(cell)] = eight_oracle::goal()[static_cast<std::size_t>(goal_cell)];
    }
    if (answer == "unsolvable") {
      ASSERT_EQ(eight_oracle::distances().count(eight_oracle::encode(renamed)), 0u);
    } else {
      ASSERT_EQ(eight_oracle::check_canonical(renamed, answer), "");
    }
  }
}

}  // namespace

namespace {

TEST(SlidingPairSolverDeathTest, RefusesABoardWithATileTwice) {
  const std::uint8_t start[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0}, twice[9] = {1, 2, 3, 4, 5, 6, 7, 7, 0};
  std::uint8_t relabelled[9];
  EXPECT_DEATH(puzzle::relabel_to_standard_goal(start, twice, 9, relabelled), "each tile once");
  EXPECT_DEATH(puzzle::relabel_to_standard_goal(twice, start, 9, relabelled), "each tile once");
}
}  // namespace
