// Tests of grid/grid_geometry.hpp (the neighbour table, the board-size precondition), with its kin:
// the judges' letters (grid/slide_letters.hpp) and the slide of a tile (sliding/tiles/sliding_moves.hpp).
#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/tiles/sliding_moves.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace {

TEST(GridGeometry, GeometryOfACorner) {
  const puzzle::GridGeometry geometry(3, 3);
  EXPECT_EQ(geometry.target(0, puzzle::slide_down), 3);
  EXPECT_EQ(geometry.target(0, puzzle::slide_right), 1);
  EXPECT_EQ(geometry.target(0, puzzle::slide_up), -1);
  EXPECT_EQ(geometry.target(0, puzzle::slide_left), -1);
  EXPECT_EQ(geometry.target(8, puzzle::slide_up), 5);
  EXPECT_EQ(geometry.target(8, puzzle::slide_left), 7);
}

TEST(GridGeometry, SlideBlankMovesOneTileOntoTheBlank) {
  std::uint8_t tiles[4] = {1, 0, 2, 3};
  std::uint8_t blank = 1;
  EXPECT_EQ(puzzle::slide_blank(tiles, blank, 3), 3);
  EXPECT_EQ(std::vector<int>(tiles, tiles + 4), std::vector<int>({1, 3, 2, 0}));
  EXPECT_EQ(blank, 3);
}

TEST(GridGeometry, LettersInCanonicalOrder) {
  std::vector<puzzle::SlideMove> moves;
  for (int m = 0; m < puzzle::slide_move_count; ++m) moves.push_back(static_cast<puzzle::SlideMove>(m));
  EXPECT_EQ(puzzle::slide_letters(moves), "dlru");
  EXPECT_EQ(puzzle::slide_letters(moves, true), "DLRU");
  for (int m = 0; m < puzzle::slide_move_count; ++m)
    EXPECT_EQ(puzzle::inverse_slide(puzzle::inverse_slide(moves[m])), moves[m]);
}

TEST(GridGeometryDeathTest, RefusesABoardPastSixteenCells) {
  EXPECT_DEATH(puzzle::GridGeometry(5, 4), "board size");
  EXPECT_DEATH(puzzle::GridGeometry(0, 3), "board size");
}

}  // namespace
