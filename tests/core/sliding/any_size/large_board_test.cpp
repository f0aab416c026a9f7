// Tests of large_board.hpp: neighbours on the edges, the blank's move, the Manhattan distance.
#include "puzzle/sliding/any_size/large_board.hpp"

#include <gtest/gtest.h>

namespace {

TEST(LargeBoard, NeighboursStopAtTheEdges) {
  EXPECT_EQ(puzzle::neighbour_cell(3, 4, 0, puzzle::slide_down), 4);
  EXPECT_EQ(puzzle::neighbour_cell(3, 4, 0, puzzle::slide_left), -1);
  EXPECT_EQ(puzzle::neighbour_cell(3, 4, 0, puzzle::slide_right), 1);
  EXPECT_EQ(puzzle::neighbour_cell(3, 4, 0, puzzle::slide_up), -1);
  EXPECT_EQ(puzzle::neighbour_cell(3, 4, 11, puzzle::slide_down), -1);
  EXPECT_EQ(puzzle::neighbour_cell(3, 4, 11, puzzle::slide_right), -1);
  EXPECT_EQ(puzzle::neighbour_cell(3, 4, 11, puzzle::slide_up), 7);
  EXPECT_EQ(puzzle::neighbour_cell(3, 4, 4, puzzle::slide_left), -1);
  EXPECT_EQ(puzzle::neighbour_cell(3, 4, 3, puzzle::slide_right), -1);
}

TEST(LargeBoard, TheBlankMovesAndTheManhattanDistanceCounts) {
  puzzle::LargeBoard board = {2, 3, {1, 2, 3, 4, 5, 0}};
  EXPECT_EQ(puzzle::manhattan_distance(board), 0);
  long blank = 5;
  puzzle::slide_on(board, blank, puzzle::slide_up);
  puzzle::slide_on(board, blank, puzzle::slide_left);
  EXPECT_EQ(blank, 1);
  EXPECT_EQ(board.tiles, (std::vector<std::uint32_t>{1, 0, 2, 4, 5, 3}));
  EXPECT_EQ(puzzle::manhattan_distance(board), 2);
}

TEST(LargeBoardDeathTest, TheBlankStaysOnTheBoard) {
  puzzle::LargeBoard board = {2, 2, {1, 2, 3, 0}};
  long blank = 3;
  EXPECT_DEATH(puzzle::slide_on(board, blank, puzzle::slide_down), "a move off the board");
}

}  // namespace
