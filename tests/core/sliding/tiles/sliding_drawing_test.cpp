// Tests of sliding_drawing.hpp: 3x3, 4x4 and larger boards drawn with right-aligned tiles and '.' for
// the blank, and moves labelled with the judges' letters (SlideLabel, grid/slide_letters.hpp).
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/tiles/sliding_drawing.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace {

TEST(SlidingDrawing, BoardsOfBothSizes) {
  const std::uint8_t eight[9] = {2, 3, 4, 1, 5, 0, 7, 6, 8};
  EXPECT_EQ(puzzle::draw_sliding_board(eight, 3, 3), (std::vector<std::string>{"2 3 4", "1 5 .", "7 6 8"}));
  const std::uint8_t fifteen[16] = {1, 2, 3, 4, 5, 6, 0, 8, 9, 10, 7, 12, 13, 14, 11, 15};
  EXPECT_EQ(puzzle::draw_sliding_board(fifteen, 4, 4),
            (std::vector<std::string>{" 1  2  3  4", " 5  6  .  8", " 9 10  7 12", "13 14 11 15"}));
  const puzzle::SlidingPuzzle model(3, 3, eight);
  EXPECT_EQ(puzzle::SlidingBoardDrawing(3, 3)(model.make_state(eight)), puzzle::draw_sliding_board(eight, 3, 3));
}

TEST(SlidingDrawing, LargeBoardsOfWideTiles) {
  std::vector<std::uint32_t> board(110);
  for (std::uint32_t cell = 0; cell < 110; ++cell) board[cell] = (cell + 1) % 110;
  const std::vector<std::string> rows = puzzle::draw_sliding_board(board.data(), 11, 10);
  ASSERT_EQ(rows.size(), 11u);
  EXPECT_EQ(rows[0], "  1   2   3   4   5   6   7   8   9  10");
  EXPECT_EQ(rows[10], "101 102 103 104 105 106 107 108 109   .");
}

TEST(SlidingDrawing, MovesAsTheJudgesWriteThem) {
  EXPECT_EQ(puzzle::SlideLabel(false)(0, puzzle::slide_down), "d");
  EXPECT_EQ(puzzle::SlideLabel(false)(0, puzzle::slide_up), "u");
  EXPECT_EQ(puzzle::SlideLabel(true)(0, puzzle::slide_left), "L");
  EXPECT_EQ(puzzle::SlideLabel(true)(0, puzzle::slide_right), "R");
}

}  // namespace
