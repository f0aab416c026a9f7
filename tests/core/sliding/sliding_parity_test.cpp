// Tests of sliding_parity.hpp against reachability found by breadth-first search on small boards, and
// the O(n) invariant against its O(n^2) definition (inversions counted pair by pair).
#include "puzzle/sliding/sliding_parity.hpp"

#include <gtest/gtest.h>
#include <cstdint>

#include <algorithm>
#include <numeric>
#include <queue>
#include <random>
#include <set>
#include <vector>

namespace {

typedef std::vector<std::uint8_t> Board;

// The definition: parity of the pairs of tiles (the blank left out) out of order, plus the blank's
// row on even widths.
int counted_invariant(const std::uint8_t* board, int rows, int cols) {
  int parity = 0, blank = 0;
  for (int i = 0; i < rows * cols; ++i) {
    if (board[i] == 0) blank = i;
    for (int j = i + 1; j < rows * cols; ++j) parity ^= board[i] != 0 && board[j] != 0 && board[j] < board[i];
  }
  return cols % 2 == 0 ? parity ^ (blank / cols & 1) : parity;
}

// Every board reachable from `start` on a rows x cols board, blank = 0.
std::set<Board> reachable(const Board& start, int rows, int cols) {
  std::set<Board> seen;
  std::queue<Board> queue;
  seen.insert(start);
  queue.push(start);
  while (!queue.empty()) {
    const Board board = queue.front();
    queue.pop();
    const int blank = static_cast<int>(std::find(board.begin(), board.end(), 0) - board.begin());
    const int row = blank / cols, col = blank % cols;
    const int targets[4] = {row > 0 ? blank - cols : -1, row + 1 < rows ? blank + cols : -1,
                            col > 0 ? blank - 1 : -1, col + 1 < cols ? blank + 1 : -1};
    for (int target : targets) {
      if (target < 0) continue;
      Board next = board;
      std::swap(next[static_cast<std::size_t>(blank)], next[static_cast<std::size_t>(target)]);
      if (seen.insert(next).second) queue.push(next);
    }
  }
  return seen;
}

// For every board shape up to 3x3 and 2x4 and several goals, is_solvable is exactly reachability.
void expect_matches_reachability(int rows, int cols) {
  const int n = rows * cols;
  Board goal(static_cast<std::size_t>(n));
  std::iota(goal.begin(), goal.end(), 0);
  std::mt19937 random(static_cast<unsigned>(n));
  for (int goal_trial = 0; goal_trial < 2; ++goal_trial) {
    std::shuffle(goal.begin(), goal.end(), random);
    const std::set<Board> from_goal = reachable(goal, rows, cols);
    Board board(static_cast<std::size_t>(n));
    std::iota(board.begin(), board.end(), 0);
    do {
      ASSERT_EQ(puzzle::is_solvable(board.data(), goal.data(), rows, cols), from_goal.count(board) == 1)
          << rows << "x" << cols;
    } while (std::next_permutation(board.begin(), board.end()));
  }
}

TEST(SlidingParity, OddWidthMatchesReachability) {
  expect_matches_reachability(2, 3);
  expect_matches_reachability(3, 3);
}

TEST(SlidingParity, EvenWidthMatchesReachability) {
  expect_matches_reachability(2, 2);
  expect_matches_reachability(3, 2);
  expect_matches_reachability(2, 4);
}

// The O(n) invariant of boards of tiles 0..n-1 equals the O(n^2) one on every board of up to 9 cells
// and on random 4x4 boards.
TEST(SlidingParity, TileBoardInvariantIsTheInvariant) {
  const int shapes[][2] = {{2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}};
  for (const auto& shape : shapes) {
    std::vector<std::uint8_t> board(static_cast<std::size_t>(shape[0] * shape[1]));
    std::iota(board.begin(), board.end(), 0);
    do {
      ASSERT_EQ(puzzle::tile_board_invariant(board.data(), shape[0], shape[1]),
                counted_invariant(board.data(), shape[0], shape[1]));
    } while (std::next_permutation(board.begin(), board.end()));
  }
  std::mt19937 random(16);
  std::vector<std::uint8_t> board(16);
  std::iota(board.begin(), board.end(), 0);
  for (int trial = 0; trial < 100000; ++trial) {
    std::shuffle(board.begin(), board.end(), random);
    ASSERT_EQ(puzzle::tile_board_invariant(board.data(), 4, 4), counted_invariant(board.data(), 4, 4));
  }
}

TEST(SlidingParity, FifteenPuzzleSample) {
  const std::uint8_t solvable[] = {2, 3, 4, 0, 1, 5, 7, 8, 9, 6, 10, 12, 13, 14, 11, 15};
  const std::uint8_t unsolvable[] = {13, 1, 2, 4, 5, 0, 3, 7, 9, 6, 10, 12, 15, 8, 11, 14};
  const std::uint8_t goal[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
  EXPECT_TRUE(puzzle::is_solvable(solvable, goal, 4, 4));
  EXPECT_FALSE(puzzle::is_solvable(unsolvable, goal, 4, 4));
}

// standard_goal_parity says solvable exactly for the boards breadth-first search reaches from the
// standard goal, on every board of up to 9 cells (and 2x4, 4x2, 1x1).
TEST(StandardGoalParity, MatchesReachability) {
  const int shapes[][2] = {{1, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 3}, {2, 4}, {4, 2}};
  for (const auto& shape : shapes) {
    const int rows = shape[0], cols = shape[1], n = rows * cols;
    Board goal(static_cast<std::size_t>(n));
    std::iota(goal.begin(), goal.end(), 1);
    goal.back() = 0;
    const std::set<Board> from_goal = reachable(goal, rows, cols);
    std::vector<std::uint32_t> board(static_cast<std::size_t>(n));
    std::iota(board.begin(), board.end(), 0);
    do {
      const Board small(board.begin(), board.end());
      ASSERT_EQ(puzzle::standard_goal_parity(board.data(), rows, cols).solvable(), from_goal.count(small) == 1)
          << rows << "x" << cols;
    } while (std::next_permutation(board.begin(), board.end()));
  }
}

// On boards of every size up to a million cells, its grouped count of the permutation's parity
// equals the parity that walking the cycles gives (cells less cycles), and it agrees with
// is_solvable on boards small enough for it; the blank's distance is its distance to the corner.
TEST(StandardGoalParity, ParityIsCellsLessCyclesOnBoardsOfEverySize) {
  std::mt19937 random(2893);
  const int shapes[][2] = {{2, 2}, {3, 5}, {4, 4}, {7, 9}, {8, 8}, {31, 33}, {64, 64}, {65, 63}, {300, 300}, {999, 999}, {2, 999}};
  for (const auto& shape : shapes) {
    const long rows = shape[0], cols = shape[1], n = rows * cols;
    std::vector<std::uint32_t> board(static_cast<std::size_t>(n));
    std::iota(board.begin(), board.end(), 0);
    for (int trial = 0; trial < (n > 100000 ? 2 : 50); ++trial) {
      std::shuffle(board.begin(), board.end(), random);
      const puzzle::StandardGoalParity parity = puzzle::standard_goal_parity(board.data(), rows, cols);
      ASSERT_EQ(parity.permutation_parity, (n - puzzle::goal_cycles(board.data(), rows, cols)) % 2) << rows << "x" << cols;
      const long blank = static_cast<long>(std::find(board.begin(), board.end(), 0u) - board.begin());
      ASSERT_EQ(parity.blank_distance, rows - 1 - blank / cols + cols - 1 - blank % cols);
      if (n > 32) continue;
      const Board small(board.begin(), board.end());
      Board goal(static_cast<std::size_t>(n));
      std::iota(goal.begin(), goal.end(), 1);
      goal.back() = 0;
      ASSERT_EQ(parity.solvable(), puzzle::is_solvable(small.data(), goal.data(), static_cast<int>(rows), static_cast<int>(cols)));
    }
  }
}

// goal_cycles numbers each cell's cycle from 1, in the order of the cycles' first cells: the board
// of parity_lesson.hpp's example.
TEST(StandardGoalParity, CyclesNumberedByTheirFirstCells) {
  const std::uint32_t board[] = {1, 0, 3, 4, 2, 5, 7, 8, 6};
  std::vector<long> cycle_of_cell;
  EXPECT_EQ(puzzle::goal_cycles(board, 3, 3, &cycle_of_cell), 6);
  EXPECT_EQ(cycle_of_cell, (std::vector<long>{1, 2, 3, 4, 2, 2, 5, 6, 2}));
  const puzzle::StandardGoalParity parity = puzzle::standard_goal_parity(board, 3, 3);
  EXPECT_EQ(parity.permutation_parity, 1);
  EXPECT_EQ(parity.blank_distance, 3);
  EXPECT_TRUE(parity.solvable());
}

}  // namespace

namespace {

TEST(SlidingParityDeathTest, TileBoardsOfAtMost32Cells) {
  std::vector<std::uint8_t> board(36);
  std::iota(board.begin(), board.end(), 0);
  EXPECT_DEATH(puzzle::tile_board_invariant(board.data(), 6, 6), "at most 32 cells");
}

TEST(SlidingParityDeathTest, StandardGoalParityRefusesANonPermutation) {
  const std::uint32_t repeated[4] = {1, 1, 3, 0}, too_large[4] = {1, 2, 4, 0};
  EXPECT_DEATH(puzzle::standard_goal_parity(repeated, 2, 2), "each tile once");
  EXPECT_DEATH(puzzle::standard_goal_parity(too_large, 2, 2), "tiles 0..n-1");
  EXPECT_DEATH(puzzle::goal_cycles(repeated, 2, 2), "each tile once");
  EXPECT_DEATH(puzzle::standard_goal_parity(repeated, 1, 4), "2 x 2 or more, or 1 x 1");
}

TEST(SlidingParityDeathTest, RefusesASingleRow) {
  const std::uint8_t row[3] = {1, 2, 0};
  EXPECT_DEATH(puzzle::is_solvable(row, row, 1, 3), "at least 2 x 2");
}
}  // namespace
