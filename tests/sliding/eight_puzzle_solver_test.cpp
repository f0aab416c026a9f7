// Tests of eight_puzzle_solver.hpp: the tuned solver gives the judge's sample answer (POJ 1077) and
// refuses an unsolvable board.
#include "puzzle/sliding/eight_puzzle_solver.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace {

TEST(EightPuzzleSolver, AnswersThePojSampleCanonicallyAndRefusesUnsolvable) {
  puzzle::EightPuzzleSolver solver;
  const std::uint8_t sample[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8};
  const std::uint8_t swapped[9] = {2, 1, 3, 4, 5, 6, 7, 8, 0};
  std::vector<puzzle::SlideMove> moves;
  ASSERT_TRUE(solver.solve(sample, moves));
  EXPECT_EQ(puzzle::slide_letters(moves), "dlurullddrurdllurdr");
  EXPECT_FALSE(solver.solve(swapped, moves));
}

}  // namespace
