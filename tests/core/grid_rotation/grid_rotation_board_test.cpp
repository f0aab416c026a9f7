// Tests of grid_rotation_board.hpp: each of the 12 moves on the board 1..9, inverse moves, and the number
// of boards at each distance from the solved board (1 12 96 736 5208 28674 89497 54741 2475).
#include "puzzle/grid_rotation/grid_rotation_board.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "puzzle/group/cayley_graph.hpp"
#include "puzzle/tables/direction_optimizing_distances.hpp"

namespace {

// The board 123/456/789 after `move`, read row by row.
std::string after(puzzle::GridRotationMove move) {
  std::string board(9, ' ');
  for (int cell = 0; cell < 9; ++cell)
    board[static_cast<std::size_t>(puzzle::grid_rotation_target(move, cell))] = static_cast<char>('1' + cell);
  return board;
}

TEST(GridRotationBoard, EachMoveTurnsOneRowOrColumn) {
  EXPECT_EQ(after(puzzle::row0_left), "231456789");
  EXPECT_EQ(after(puzzle::row0_right), "312456789");
  EXPECT_EQ(after(puzzle::row1_left), "123564789");
  EXPECT_EQ(after(puzzle::row1_right), "123645789");
  EXPECT_EQ(after(puzzle::row2_left), "123456897");
  EXPECT_EQ(after(puzzle::row2_right), "123456978");
  EXPECT_EQ(after(puzzle::column0_up), "423756189");
  EXPECT_EQ(after(puzzle::column0_down), "723156489");
  EXPECT_EQ(after(puzzle::column1_up), "153486729");
  EXPECT_EQ(after(puzzle::column1_down), "183426759");
  EXPECT_EQ(after(puzzle::column2_up), "126459783");
  EXPECT_EQ(after(puzzle::column2_down), "129453786");
}

TEST(GridRotationBoard, EachMoveIsFollowedByItsInverse) {
  const puzzle::PermutationGenerators generators = puzzle::grid_rotation_generators();
  ASSERT_EQ(generators.count(), puzzle::grid_rotation_move_count);
  for (int move = 0; move < puzzle::grid_rotation_move_count; ++move) {
    EXPECT_EQ(generators.inverse(move), move ^ 1);
    for (int cell = 0; cell < puzzle::grid_rotation_cells; ++cell) {
      EXPECT_EQ(generators.image(move, cell),
                puzzle::grid_rotation_target(static_cast<puzzle::GridRotationMove>(move), cell));
      EXPECT_EQ(generators.image(move ^ 1, generators.image(move, cell)), cell);
    }
  }
}

TEST(GridRotationBoard, DistanceHistogramFromTheSolvedBoard) {
  const puzzle::CayleyGraph graph(puzzle::grid_rotation_generators());
  const std::vector<std::uint8_t> distance =
      puzzle::direction_optimizing_distances(graph, std::vector<puzzle::CayleyState>(1, graph.identity()));
  std::vector<int> histogram(9, 0);
  for (std::uint8_t d : distance) {
    ASSERT_LT(d, 9);  // every even board is reached, within 8 moves
    ++histogram[d];
  }
  EXPECT_EQ(histogram, std::vector<int>({1, 12, 96, 736, 5208, 28674, 89497, 54741, 2475}));
}

}  // namespace
