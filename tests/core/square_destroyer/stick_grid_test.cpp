// Tests of stick_grid.hpp: the statement's numbering (from 1, row by row: the n horizontal sticks of a
// row of points, then the n + 1 vertical sticks below it), the number of squares of each grid, each
// square's 4 x side sticks, smallest first, every stick in some square; and
// square_destroyer_solver.hpp on the judge's samples.
#include "puzzle/square_destroyer/stick_grid.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "puzzle/square_destroyer/square_destroyer_solver.hpp"

namespace {

TEST(StickGrid, NumberingAsTheStatementNumbersIt) {
  // n = 3: a row of points has 3 horizontal sticks, then 4 vertical ones below it (7 a row).
  EXPECT_EQ(puzzle::horizontal_stick(3, 0, 0), 0);   // stick 1
  EXPECT_EQ(puzzle::vertical_stick(3, 0, 0), 3);     // stick 4
  EXPECT_EQ(puzzle::vertical_stick(3, 1, 0), 10);    // stick 11
  EXPECT_EQ(puzzle::horizontal_stick(3, 3, 2), 23);  // stick 24, the last
  EXPECT_EQ(puzzle::stick_count(3), 24);
}

TEST(StickGrid, SquaresOfEverySizeWithTheirSticks) {
  const int squares_of[6] = {0, 1, 5, 14, 30, 55};
  for (int n = 1; n <= 5; ++n) {
    const std::vector<puzzle::BitSet<1>> squares = puzzle::grid_squares<1>(n);
    ASSERT_EQ(static_cast<int>(squares.size()), squares_of[n]);
    puzzle::BitSet<1> every = puzzle::BitSet<1>::none();
    for (std::size_t i = 0; i < squares.size(); ++i) {
      const int count = squares[i].count();
      EXPECT_EQ(count % 4, 0);
      if (i > 0) {
        EXPECT_GE(count, squares[i - 1].count());  // smallest first
      }
      every = every | squares[i];
    }
    EXPECT_EQ(every.count(), puzzle::stick_count(n));
  }
  EXPECT_EQ(puzzle::grid_squares<3>(7).size(), 140u);
}

TEST(SquareDestroyerSolver, TheJudgesSamples) {
  puzzle::SquareDestroyerSolver solver;
  puzzle::StickGridCase<1> grid = {2, puzzle::BitSet<1>::none()};
  EXPECT_EQ(puzzle::fewest_moves(solver.solve(grid)), 3);
  grid.n = 3;
  grid.missing.insert(11);
  grid.missing.insert(16);
  grid.missing.insert(22);
  EXPECT_EQ(puzzle::fewest_moves(solver.solve(grid)), 3);
}

TEST(StickGridDeathTest, RefusesAGridLargerThanItsBitSets) {
  EXPECT_DEATH(puzzle::grid_squares<1>(6), "sticks beyond the bit sets");
}

}  // namespace
