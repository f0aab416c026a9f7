// Tests of parity_lesson.hpp: the summary of the parity argument, and --show's board beside its
// cycles (the header's example), or the line that says a board is too large to draw.
#include "puzzle/sliding/any_size/parity_lesson.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "puzzle/sliding/any_size/parity_solver.hpp"
#include "written_so_far.hpp"

namespace {

TEST(ParityLesson, SummarisesTheArgument) {
  const puzzle::LargeBoard board = {3, 3, {1, 0, 3, 4, 2, 5, 7, 8, 6}};
  puzzle::ParitySolver solver;
  EXPECT_EQ(puzzle::ParityLesson().summary(board, solver.solve(board)),
            "solvable: odd permutation (9 cells in 6 cycles), blank 3 moves from home");
  const puzzle::LargeBoard swapped = {2, 2, {2, 1, 3, 0}};
  EXPECT_EQ(puzzle::ParityLesson().summary(swapped, solver.solve(swapped)),
            "unsolvable: odd permutation (4 cells in 3 cycles), blank 0 moves from home");
}

TEST(ParityLesson, ShowsTheBoardBesideItsCycles) {
  const puzzle::LargeBoard board = {3, 3, {1, 0, 3, 4, 2, 5, 7, 8, 6}};
  std::FILE* file = std::tmpfile();
  {
    puzzle::OutputBuffer out(file);
    puzzle::ParityLesson().show(out, board, puzzle::ParitySolver().solve(board));
  }
  EXPECT_EQ(written_so_far(file),
            "board    cycles\n"
            "1 . 3    1 2 3\n"
            "4 2 5    4 2 2\n"
            "7 8 6    5 6 2\n"
            "\n");
  std::fclose(file);
}

TEST(ParityLesson, SaysWhenABoardIsTooLargeToDraw) {
  puzzle::LargeBoard board = {26, 3, {}};
  for (unsigned tile = 1; tile < 78; ++tile) board.tiles.push_back(tile);
  board.tiles.push_back(0);
  std::FILE* file = std::tmpfile();
  {
    puzzle::OutputBuffer out(file);
    puzzle::ParityLesson().show(out, board, puzzle::ParitySolver().solve(board));
  }
  EXPECT_EQ(written_so_far(file), "(not drawn: 26 x 3 is more than 25 rows of 80 columns)\n\n");
  std::fclose(file);
}

}  // namespace
