// Oracle test of `poj3240` (POJ 3240) and its solver (row_column_solver.hpp): every solution replayed
// (sliding_board_oracle.hpp, independent of the core) must reach the goal, never undo the move before
// it, and "No Answer!" must fall exactly on the boards breadth-first search cannot reach (every board
// of 2x2, 2x3, 3x2, 2x4 and 4x2; random 3x3 ones), or on the twin (two tiles exchanged) of a board
// solved (random 3x4, 4x3 and n x n up to 30 x 30). Solutions stay within 4 times the Manhattan
// distance on 10 x 10 boards, which no fixed cycle of moves a step comes near.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "puzzle/sliding/any_size/row_column_solver.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "run_binary.hpp"
#include "sliding_board_oracle.hpp"

namespace {

using board_oracle::Board;

puzzle::LargeBoard large_board(const Board& board) {
  return {board.rows, board.cols, std::vector<std::uint32_t>(board.tiles.begin(), board.tiles.end())};
}

// What is wrong with `moves` (D L R U) as a solution of `board`, or "".
std::string solution_problem(Board board, const std::string& moves) {
  for (std::size_t i = 0; i + 1 < moves.size(); ++i)
    if (std::string("DLRU").find(moves[i]) == 3 - std::string("DLRU").find(moves[i + 1]))
      return "move " + std::to_string(i + 2) + " undoes the one before it";
  if (!board_oracle::replay(board, moves, "DLRU")) return "a move off the board";
  return board == board_oracle::goal(board.rows, board.cols) ? "" : "does not reach the goal";
}

// The solver on `board`: "" if it answers as `solvable` says, with a solution that replays.
std::string solver_problem(puzzle::RowColumnSolver& solver, const Board& board, bool solvable) {
  const puzzle::RowColumnAnswer answer = solver.solve(large_board(board));
  if (answer.solvable != solvable) return solvable ? "said unsolvable" : "said solvable";
  return solvable ? solution_problem(board, puzzle::slide_letters(answer.moves, true)) : "";
}

TEST(Poj3240Oracle, EveryBoardOfUpToEightCellsAsBreadthFirstSearchFinds) {
  puzzle::RowColumnSolver solver;
  for (const auto& [rows, cols] : {std::pair(2, 2), {2, 3}, {3, 2}, {2, 4}, {4, 2}})
    for (const auto& [board, solvable] : board_oracle::every_board(rows, cols))
      ASSERT_EQ(solver_problem(solver, board, solvable), "") << rows << "x" << cols << "\n"
                                                             << board_oracle::rows_text(board);
}

TEST(Poj3240Oracle, RandomThreeByThreeBoardsAsBreadthFirstSearchFinds) {
  const std::unordered_set<std::uint64_t> reachable = board_oracle::reachable_from_goal(3, 3);
  puzzle::RowColumnSolver solver;
  std::mt19937 random(3240);
  for (int i = 0; i < 20000; ++i) {
    const Board board = board_oracle::random_board(3, 3, random);
    ASSERT_EQ(solver_problem(solver, board, reachable.count(board_oracle::key(board.tiles)) == 1), "")
        << board_oracle::rows_text(board);
  }
}

// Random boards and their twins: exactly one of each pair solved, by a solution that replays.
TEST(Poj3240Oracle, RandomBoardsUpToThirtyByThirtyAndTheirTwins) {
  puzzle::RowColumnSolver solver;
  std::mt19937 random(30);
  const int shapes[][3] = {{3, 4, 200}, {4, 3, 200}, {4, 4, 100}, {5, 7, 50}, {10, 10, 50}, {20, 20, 5}, {30, 30, 2}};
  for (const auto& [rows, cols, count] : shapes)
    for (int i = 0; i < count; ++i) {
      const Board board = board_oracle::random_board(rows, cols, random);
      const Board twin = board_oracle::with_two_tiles_exchanged(board);
      const bool board_solved = solver.solve(large_board(board)).solvable;
      ASSERT_EQ(solver_problem(solver, board, board_solved), "") << rows << "x" << cols;
      ASSERT_EQ(solver_problem(solver, twin, !board_solved), "") << rows << "x" << cols;
    }
}

TEST(Poj3240Oracle, TenByTenSolutionsWithinFourTimesTheManhattanDistance) {
  puzzle::RowColumnSolver solver;
  std::mt19937 random(10);
  long moves = 0, bound = 0;
  for (int solved = 0; solved < 100;) {
    const Board board = board_oracle::random_board(10, 10, random);
    const puzzle::RowColumnAnswer answer = solver.solve(large_board(board));
    if (!answer.solvable) continue;
    ++solved;
    moves += static_cast<long>(answer.moves.size());
    bound += board_oracle::manhattan(board);
  }
  EXPECT_LT(moves, 4 * bound);
  EXPECT_GT(moves, 2 * bound);  // it is not a shortest-path search (the check can fail)
}

// The binary end to end, a board a run: boards of every size 1-10 and their twins.
TEST(Poj3240Oracle, BinaryAnswersEverySizeOneBoardARun) {
  std::mt19937 random(3240);
  for (int n = 1; n <= 10; ++n)
    for (int i = 0; i < (n == 1 ? 1 : 3); ++i) {
      const Board board = board_oracle::random_board(n, n, random);
      const std::vector<Board> pair =
          n == 1 ? std::vector<Board>{board} : std::vector<Board>{board, board_oracle::with_two_tiles_exchanged(board)};
      int solved = 0;
      for (const Board& one : pair) {
        std::vector<std::string> lines;
        ASSERT_EQ(
            oracle_test::run_binary(POJ3240_BINARY, std::to_string(n) + "\n" + board_oracle::rows_text(one), lines), 0);
        ASSERT_EQ(lines.size(), 1u);
        if (lines[0] == "No Answer!") continue;
        ++solved;
        EXPECT_EQ(solution_problem(one, lines[0]), "") << board_oracle::rows_text(one);
      }
      EXPECT_EQ(solved, 1) << n << "x" << n;
    }
}

}  // namespace
