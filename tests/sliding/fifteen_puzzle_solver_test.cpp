// Tests of fifteen_puzzle_solver.hpp: the tuned solver gives the judge's sample answer (UVa 10181) and
// refuses an unsolvable board.
#include "puzzle/sliding/fifteen_puzzle_solver.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace {

TEST(FifteenPuzzleSolver, FifteenPuzzleSolverAnswersTheUvaSample) {
  puzzle::FifteenPuzzleSolver solver;
  const std::uint8_t solvable[16] = {2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15};
  const std::uint8_t unsolvable[16] = {13, 1, 2, 4, 5, 0, 3, 7, 9, 6, 10, 12, 15, 8, 11, 14};
  std::vector<puzzle::SlideMove> moves;
  ASSERT_TRUE(solver.solve(solvable, moves));
  EXPECT_EQ(puzzle::slide_letters(moves, true), "LLLDRDRDR");
  EXPECT_FALSE(solver.solve(unsolvable, moves));
}

}  // namespace
