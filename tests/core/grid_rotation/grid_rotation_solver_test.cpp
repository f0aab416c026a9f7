// Tests of grid_rotation_solver.hpp: the judge's sample, boards a move or none away, wildcards, and which
// targets have no solution (a single completion of the wrong parity).
#include "puzzle/grid_rotation/grid_rotation_solver.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

namespace {

const std::uint8_t any = puzzle::GridRotationSolver::any_tile;
const std::uint8_t solved[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};

TEST(GridRotationSolver, JudgeSample) {
  puzzle::GridRotationSolver solver;
  const std::uint8_t swapped[9] = {1, 2, 3, 4, 5, 6, 7, 9, 8};
  EXPECT_EQ(solver.fewest_moves(solved, swapped), puzzle::GridRotationSolver::unreachable);
  const std::uint8_t target[9] = {8, any, 9, 5, 3, 7, 2, any, any};
  EXPECT_EQ(solver.fewest_moves(solved, target), 7);
}

TEST(GridRotationSolver, SolvedAndOneMoveAway) {
  puzzle::GridRotationSolver solver;
  EXPECT_EQ(solver.fewest_moves(solved, solved), 0);
  const std::uint8_t wildcards[9] = {any, any, any, any, any, any, any, any, any};
  EXPECT_EQ(solver.fewest_moves(solved, wildcards), 0);
  const std::uint8_t row_turned[9] = {2, 3, 1, 4, 5, 6, 7, 8, 9};
  EXPECT_EQ(solver.fewest_moves(solved, row_turned), 1);
  EXPECT_EQ(solver.fewest_moves(row_turned, solved), 1);
  const std::uint8_t one_tile[9] = {any, any, any, any, any, any, 1, any, any};  // column 0 down twice = up once
  EXPECT_EQ(solver.fewest_moves(solved, one_tile), 1);
  const std::uint8_t far_tile[9] = {any, any, any, any, any, any, any, 1, any};  // another row and column
  EXPECT_EQ(solver.fewest_moves(solved, far_tile), 2);
}

// Two wildcards or more always leave a completion of the start's parity; with one or none, the only
// completion decides.
TEST(GridRotationSolver, NoSolutionOnlyForOneCompletionOfTheOtherParity) {
  puzzle::GridRotationSolver solver;
  std::mt19937 random(485);
  std::vector<std::uint8_t> start(9), target(9);
  std::iota(start.begin(), start.end(), 1);
  for (int trial = 0; trial < 400; ++trial) {
    std::shuffle(start.begin(), start.end(), random);
    target = start;
    std::shuffle(target.begin(), target.end(), random);
    int inversions = 0;  // of the target relative to the start: the parity of the permutation between them
    std::vector<int> cell_in_start(10);
    for (int cell = 0; cell < 9; ++cell) cell_in_start[start[static_cast<std::size_t>(cell)]] = cell;
    for (int i = 0; i < 9; ++i)
      for (int j = i + 1; j < 9; ++j)
        inversions +=
            cell_in_start[target[static_cast<std::size_t>(j)]] < cell_in_start[target[static_cast<std::size_t>(i)]];
    const int wildcards = trial % 10;
    for (int cell = 0; cell < wildcards; ++cell) target[static_cast<std::size_t>(cell)] = any;
    const int moves = solver.fewest_moves(start.data(), target.data());
    if (wildcards >= 2 || inversions % 2 == 0) {
      EXPECT_GE(moves, 0);
      EXPECT_LE(moves, 8);
    } else {
      EXPECT_EQ(moves, puzzle::GridRotationSolver::unreachable);
    }
  }
}

}  // namespace
