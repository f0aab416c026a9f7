// The Mayan game's rules (mayan/mayan_board.hpp) on boards worked by hand from the statement: a move
// onto a block exchanges the two; into an empty cell the block falls; lines in a row and a column
// that share a block vanish together (the statement's figure: 5 blocks at once); a drop after a
// vanish can make a new line, which vanishes too.
#include <gtest/gtest.h>

#include <vector>

#include "puzzle/mayan/mayan_board.hpp"
#include "puzzle/mayan/mayan_solver.hpp"

namespace {

using puzzle::MayanBoard;
using puzzle::MayanMove;

MayanBoard board_of(const std::vector<std::vector<int>>& columns) {
  MayanBoard board = MayanBoard();
  for (std::size_t x = 0; x < columns.size(); ++x)
    for (std::size_t y = 0; y < columns[x].size(); ++y) board.colour[x][y] = static_cast<uint8_t>(columns[x][y]);
  return board;
}

MayanBoard played(MayanBoard board, int x, int y, int direction) {
  const MayanMove move = {x, y, direction};
  puzzle::mayan_play(board, move);
  return board;
}

TEST(MayanBoard, AMoveOntoABlockExchangesThem) {
  EXPECT_EQ(played(board_of({{1, 2}, {3}}), 0, 0, 1), board_of({{3, 2}, {1}}));
}

TEST(MayanBoard, AMoveIntoAnEmptyCellFallsAndTheColumnDrops) {
  EXPECT_EQ(played(board_of({{1, 2, 3}, {4}}), 0, 1, 1), board_of({{1, 3}, {4, 2}}));
}

TEST(MayanBoard, ARowAndAColumnSharingABlockVanishTogether) {
  // The 4 at (3, 1) exchanged with the 5 at (2, 1) completes row 1 (x = 0-2) and column 2 (y = 0-2),
  // which share (2, 1): all five 4s go at once, and the 5 stays on column 3.
  const MayanBoard before = board_of({{6, 4}, {8, 4}, {4, 5, 4}, {9, 4}, {}});
  EXPECT_EQ(played(before, 3, 1, -1), board_of({{6}, {8}, {}, {9, 5}, {}}));
}

TEST(MayanBoard, ADropAfterAVanishMakesANewLineThatVanishes) {
  // The 6 at (2, 0) exchanged with the 1 at (3, 0) makes 1 1 1 up column 2; they vanish, the 2 on
  // top drops to (2, 0) beside the 2s of columns 0 and 1, and the three vanish too.
  const MayanBoard before = board_of({{2}, {2}, {6, 1, 1, 2}, {1}, {}});
  EXPECT_EQ(played(before, 2, 0, 1), board_of({{}, {}, {}, {6}, {}}));
}

TEST(MayanBoard, AColourOfOneOrTwoBlocksStrandsTheBoard) {
  EXPECT_TRUE(puzzle::mayan_has_stranded_colour(board_of({{1, 2}, {1}, {2, 1}})));
  EXPECT_FALSE(puzzle::mayan_has_stranded_colour(board_of({{1}, {1}, {2, 1}, {2, 2}})));
}

}  // namespace
