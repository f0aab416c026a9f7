// Tests of grid_rotation_drawing.hpp: the board in rows, a board kept as its tiles' arrangement drawn the
// same, and the twelve move labels.
#include "puzzle/grid_rotation/grid_rotation_drawing.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace {

TEST(GridRotationDrawing, BoardsAndMoves) {
  const std::uint8_t tiles[9] = {1, 5, 6, 8, 4, 2, 7, 9, 3};
  EXPECT_EQ(puzzle::grid_draw_rotation_board(tiles), (std::vector<std::string>{"1 5 6", "8 4 2", "7 9 3"}));
  puzzle::ArrangementState state = puzzle::ArrangementState();
  for (int cell = 0; cell < 9; ++cell) state.point[tiles[cell] - 1] = static_cast<std::uint8_t>(cell);
  EXPECT_EQ(puzzle::GridRotationBoardDrawing()(state), puzzle::grid_draw_rotation_board(tiles));
  const std::vector<std::string> labels = {"r1<", "r1>", "r2<", "r2>", "r3<", "r3>",
                                           "c1^", "c1v", "c2^", "c2v", "c3^", "c3v"};
  for (int move = 0; move < puzzle::grid_rotation_move_count; ++move)
    EXPECT_EQ(puzzle::GridRotationMoveLabel()(state, move), labels[static_cast<std::size_t>(move)]);
  // r1< moves the tile on cell 1 to cell 0, as its label says.
  EXPECT_EQ(puzzle::grid_rotation_target(puzzle::row0_left, 1), 0);
  EXPECT_EQ(puzzle::grid_rotation_target(puzzle::column2_down, 2), 5);
}

}  // namespace
