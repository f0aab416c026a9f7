// Tests of row_column_solver.hpp (the oracle test of poj3240 replays its solutions on thousands of
// boards): the stages of a solution (rows and columns in the order the region shrinks, then the last
// block, their move counts adding up), boards already solved, the last two tiles of a line when the
// last is shut in the second-to-last cell, what a monitor hears, and its precondition.
#include "puzzle/sliding/any_size/row_column_solver.hpp"

#include <gtest/gtest.h>

#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "puzzle/sliding/any_size/large_board.hpp"
#include "recording_monitor.hpp"

namespace {

puzzle::LargeBoard goal_board(long rows, long cols) {
  puzzle::LargeBoard board = {rows, cols, std::vector<std::uint32_t>(static_cast<std::size_t>(rows * cols))};
  std::iota(board.tiles.begin(), board.tiles.end(), 1u);
  board.tiles.back() = 0;
  return board;
}

// Replays `moves` on `board`; whether it ends at the goal.
bool reaches_goal(puzzle::LargeBoard board, const std::vector<puzzle::SlideMove>& moves) {
  long blank = 0;
  while (board.tiles[static_cast<std::size_t>(blank)] != 0) ++blank;
  for (puzzle::SlideMove move : moves) puzzle::slide_on(board, blank, move);
  return board.tiles == goal_board(board.rows, board.cols).tiles;
}

puzzle::LargeBoard walked(long rows, long cols, unsigned seed) {
  puzzle::LargeBoard board = goal_board(rows, cols);
  std::mt19937 random(seed);
  long blank = rows * cols - 1;
  for (int step = 0; step < 20000; ++step) {
    const puzzle::SlideMove move = static_cast<puzzle::SlideMove>(random() % 4);
    if (puzzle::neighbour_cell(rows, cols, blank, move) >= 0) puzzle::slide_on(board, blank, move);
  }
  return board;
}

TEST(RowColumnSolver, StagesFollowTheShrinkingRegion) {
  puzzle::RowColumnSolver solver;
  const puzzle::RowColumnAnswer square = solver.solve(walked(5, 5, 1));
  ASSERT_TRUE(square.solvable);
  EXPECT_TRUE(reaches_goal(walked(5, 5, 1), square.moves));
  // 5x5: row 0, column 0, row 1, column 1, row 2 (leaving 2 x 3), then the last block.
  const puzzle::RowColumnStage::Kind kinds[] = {puzzle::RowColumnStage::row, puzzle::RowColumnStage::column,
                                                puzzle::RowColumnStage::row, puzzle::RowColumnStage::column,
                                                puzzle::RowColumnStage::row, puzzle::RowColumnStage::last_block};
  const long indexes[] = {0, 0, 1, 1, 2, 3};
  ASSERT_EQ(square.stages.size(), 6u);
  for (std::size_t i = 0; i < 6; ++i) {
    EXPECT_EQ(square.stages[i].kind, kinds[i]) << i;
    EXPECT_EQ(square.stages[i].index, indexes[i]) << i;
    if (i > 0) {
      EXPECT_LE(square.stages[i - 1].moves_end, square.stages[i].moves_end);
    }
  }
  EXPECT_EQ(square.stages.back().moves_end, square.moves.size());
  // 3 x 6: columns while they are longer, then a row.
  const puzzle::RowColumnAnswer wide = solver.solve(walked(3, 6, 2));
  ASSERT_TRUE(wide.solvable);
  EXPECT_TRUE(reaches_goal(walked(3, 6, 2), wide.moves));
  ASSERT_EQ(wide.stages.size(), 5u);
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(wide.stages[static_cast<std::size_t>(i)].kind, puzzle::RowColumnStage::column) << i;
  EXPECT_EQ(wide.stages[3].kind, puzzle::RowColumnStage::row);
}

TEST(RowColumnSolver, NoMovesForTheGoalNorAOneCellBoard) {
  puzzle::RowColumnSolver solver;
  for (long n : {1, 2, 4, 7}) {
    const puzzle::RowColumnAnswer answer = solver.solve(goal_board(n, n));
    EXPECT_TRUE(answer.solvable) << n;
    EXPECT_TRUE(answer.moves.empty()) << n;
  }
}

// The last tile of the top row shut in the second-to-last cell once the one before it is in the
// corner: the line still goes home (inside the window of its last two cells and the four below).
TEST(RowColumnSolver, LastTwoTilesOfALineWhenTheLastIsShutIn) {
  // 4 3 on the top row's last two cells: 3 is in the corner already, 4 shut in beside it (14 13 on
  // the bottom row keep the parity even).
  puzzle::LargeBoard board = goal_board(4, 4);
  board.tiles = {1, 2, 4, 3, 5, 6, 0, 7, 9, 10, 11, 8, 14, 13, 15, 12};
  puzzle::RowColumnSolver solver;
  const puzzle::RowColumnAnswer answer = solver.solve(board);
  ASSERT_TRUE(answer.solvable);
  EXPECT_TRUE(reaches_goal(board, answer.moves));
}

TEST(RowColumnSolver, NoMoveUndoesTheOneBeforeIt) {
  puzzle::RowColumnSolver solver;
  for (unsigned seed = 0; seed < 50; ++seed) {
    const puzzle::RowColumnAnswer answer = solver.solve(walked(6, 6, seed));
    for (std::size_t i = 1; i < answer.moves.size(); ++i)
      ASSERT_NE(answer.moves[i], puzzle::inverse_slide(answer.moves[i - 1])) << "seed " << seed << ", move " << i;
  }
}

TEST(RowColumnSolver, AnswersUnsolvableBoardsByParityAndTellsTheMonitor) {
  puzzle::RowColumnSolver solver;
  monitor_test::RecordingMonitor monitor;
  solver.set_monitor(&monitor);
  puzzle::LargeBoard board = goal_board(3, 3);
  std::swap(board.tiles[0], board.tiles[1]);
  const puzzle::RowColumnAnswer answer = solver.solve(board);
  EXPECT_FALSE(answer.solvable);
  EXPECT_TRUE(answer.moves.empty());
  EXPECT_TRUE(solver.solve(walked(3, 3, 3)).solvable);
  ASSERT_EQ(monitor.methods.size(), 2u);
  EXPECT_EQ(monitor.methods[0], "parity: no sequence of moves reaches the goal");
  EXPECT_EQ(monitor.methods[1].compare(0, 33, "row by row and column by column: "), 0) << monitor.methods[1];
}

TEST(RowColumnSolverDeathTest, BoardsOfTwoRowsAndColumnsOrOneCell) {
  const puzzle::LargeBoard row = {1, 3, {1, 2, 0}};
  puzzle::RowColumnSolver solver;
  EXPECT_DEATH(solver.solve(row), "2 x 2 or more, or 1 x 1");
}

}  // namespace
