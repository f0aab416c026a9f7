// Tests of sliding_parity.hpp against reachability found by breadth-first search on small boards, and
// the O(n) invariant against its O(n^2) definition (inversions counted pair by pair).
#include "puzzle/sliding/tiles/sliding_parity.hpp"

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
    const int targets[4] = {row > 0 ? blank - cols : -1, row + 1 < rows ? blank + cols : -1, col > 0 ? blank - 1 : -1,
                            col + 1 < cols ? blank + 1 : -1};
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

}  // namespace

namespace {

TEST(SlidingParityDeathTest, TileBoardsOfAtMost32Cells) {
  std::vector<std::uint8_t> board(36);
  std::iota(board.begin(), board.end(), 0);
  EXPECT_DEATH(puzzle::tile_board_invariant(board.data(), 6, 6), "at most 32 cells");
}

TEST(SlidingParityDeathTest, RefusesASingleRow) {
  const std::uint8_t row[3] = {1, 2, 0};
  EXPECT_DEATH(puzzle::is_solvable(row, row, 1, 3), "at least 2 x 2");
}
}  // namespace
