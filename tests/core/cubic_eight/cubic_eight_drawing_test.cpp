// Tests of cubic_eight_drawing.hpp: the top colours seen from above, '.' for the empty square, after rolls.
#include "puzzle/cubic_eight/cubic_eight_drawing.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

TEST(CubicEightDrawing, TopColoursAndTheEmptySquare) {
  puzzle::CubicEightState state = puzzle::cubic_eight_start_state(4);
  EXPECT_EQ(puzzle::draw_cubic_eight_board(state), (std::vector<std::string>{"W W W", "W . W", "W W W"}));
  const puzzle::CubicEightPuzzle puzzle;
  puzzle.apply(state, puzzle::slide_up);  // the cube above rolls down, between rows: Red on top
  EXPECT_EQ(puzzle::CubicEightBoardDrawing()(state), (std::vector<std::string>{"W . W", "W R W", "W W W"}));
  puzzle.apply(state, puzzle::slide_left);  // the cube on the left rolls right, between columns: Blue
  EXPECT_EQ(puzzle::draw_cubic_eight_board(state), (std::vector<std::string>{". B W", "W R W", "W W W"}));
  puzzle.apply(state, puzzle::slide_down);
  EXPECT_EQ(puzzle::draw_cubic_eight_board(state), (std::vector<std::string>{"R B W", ". R W", "W W W"}));
}

}  // namespace
