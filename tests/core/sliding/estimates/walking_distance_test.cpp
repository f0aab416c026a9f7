// Tests of walking_distance.hpp (through the model of sliding_walking_puzzle.hpp, which keeps a
// board's place in the table of each axis). Each axis against a 0-1 breadth-first search written here over
// boards whose tiles carry only their goal line (moves along the axis cost 1, across it 0): for every
// goal blank cell of 2x3, 3x2 and 3x3 boards, on all boards of 6 cells and 20,000 random ones of 9,
// the table's distance is that search's. The sum of the
// axes never exceeds the true distance (all 181,440 boards of the 8-puzzle) nor falls below
// Manhattan distance; places kept up to date move by move equal fresh ones; 4x4 has 24,964 states.
// (Boards of either parity: with tiles known by their line only, parity no longer splits them.)
#include "puzzle/sliding/estimates/walking_distance.hpp"

#include <gtest/gtest.h>

#include "puzzle/sliding/estimates/sliding_walking_puzzle.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "eight_puzzle_fixtures.hpp"
#include "search_test_boards.hpp"
#include "puzzle/sliding/estimates/manhattan.hpp"

namespace {

typedef std::vector<int> Labels;  // per cell: the goal line of its tile, or -1 for the blank

// Fewest moves along the axis (rows: up/down; columns: left/right) from every labelled board to the
// goal's, moves across it free: 0-1 breadth-first search backward from the goal's labels.
std::map<Labels, int> line_distances(int rows, int cols, const Labels& goal, bool by_rows) {
  std::map<Labels, int> distance;
  std::deque<Labels> queue(1, goal);
  distance[goal] = 0;
  while (!queue.empty()) {
    const Labels board = queue.front();
    queue.pop_front();
    const int here = distance[board];
    const int blank = static_cast<int>(std::find(board.begin(), board.end(), -1) - board.begin());
    const int row = blank / cols, col = blank % cols;
    const int targets[4] = {row + 1 < rows ? blank + cols : -1, col > 0 ? blank - 1 : -1,
                            col + 1 < cols ? blank + 1 : -1, row > 0 ? blank - cols : -1};
    for (int m = 0; m < 4; ++m) {
      if (targets[m] < 0) continue;
      Labels next = board;
      std::swap(next[static_cast<std::size_t>(blank)], next[static_cast<std::size_t>(targets[m])]);
      const int cost = (m == 0 || m == 3) == by_rows ? 1 : 0;
      const auto found = distance.find(next);
      if (found != distance.end() && found->second <= here + cost) continue;
      distance[next] = here + cost;
      if (cost == 0)
        queue.push_front(next);
      else
        queue.push_back(next);
    }
  }
  return distance;
}

void expect_axes_match_line_search(int rows, int cols, int blank_cell) {
  const int cells = rows * cols;
  std::vector<std::uint8_t> goal(static_cast<std::size_t>(cells));
  for (int cell = 0, tile = 1; cell < cells; ++cell)
    goal[static_cast<std::size_t>(cell)] = cell == blank_cell ? 0 : tile++;
  const puzzle::SlidingWalkingPuzzle walking(rows, cols, goal.data());
  for (int axis = 0; axis < 2; ++axis) {
    const bool by_rows = axis == 0;
    std::vector<int> line_of_tile(static_cast<std::size_t>(cells));
    Labels goal_labels(static_cast<std::size_t>(cells));
    for (int cell = 0; cell < cells; ++cell) {
      line_of_tile[goal[static_cast<std::size_t>(cell)]] = by_rows ? cell / cols : cell % cols;
      goal_labels[static_cast<std::size_t>(cell)] = cell == blank_cell ? -1 : (by_rows ? cell / cols : cell % cols);
    }
    const std::map<Labels, int> distance = line_distances(rows, cols, goal_labels, by_rows);
    // Every board of up to 6 cells, 20,000 random ones of 9: its labels' distance is the table's.
    std::vector<std::vector<std::uint8_t>> boards;
    std::vector<std::uint8_t> board = goal;
    std::sort(board.begin(), board.end());
    if (cells <= 6) {
      do boards.push_back(board);
      while (std::next_permutation(board.begin(), board.end()));
    } else {
      std::mt19937 random(static_cast<unsigned>(blank_cell));
      for (int i = 0; i < 20000; ++i) {
        std::shuffle(board.begin(), board.end(), random);
        boards.push_back(board);
      }
    }
    for (const std::vector<std::uint8_t>& tiles : boards) {
      Labels labels(static_cast<std::size_t>(cells));
      for (int cell = 0; cell < cells; ++cell) {
        const int tile = tiles[static_cast<std::size_t>(cell)];
        labels[static_cast<std::size_t>(cell)] = tile == 0 ? -1 : line_of_tile[static_cast<std::size_t>(tile)];
      }
      const auto found = distance.find(labels);
      ASSERT_NE(found, distance.end());
      ASSERT_EQ(walking.make_state(tiles.data()).distance[axis], found->second)
          << rows << "x" << cols << " blank " << blank_cell;
    }
  }
}

TEST(WalkingDistance, EachAxisIsTheFewestMovesAlongItWithTilesKnownByTheirGoalLine) {
  for (int blank = 0; blank < 6; ++blank) {
    expect_axes_match_line_search(2, 3, blank);
    expect_axes_match_line_search(3, 2, blank);
  }
  for (int blank = 0; blank < 9; ++blank) expect_axes_match_line_search(3, 3, blank);
}

TEST(WalkingDistance, AdmissibleAndAtLeastManhattanOnEveryEightPuzzleBoard) {
  const puzzle::SlidingWalkingPuzzle walking(3, 3, eight_oracle::goal().data());
  const puzzle::ManhattanDistance manhattan(eight_oracle::goal().data(), 3, 3, 0);
  int above_manhattan = 0;
  for (const auto& entry : eight_oracle::distances()) {
    eight_oracle::Board board;
    std::uint32_t code = entry.first;
    for (int cell = 8; cell >= 0; --cell, code /= 9)
      board[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(code % 9);
    const int estimate = walking.estimate(walking.make_state(board.data()));
    ASSERT_LE(estimate, entry.second);
    ASSERT_GE(estimate, manhattan(board.data()));
    ASSERT_EQ(estimate == 0, entry.second == 0);
    above_manhattan += estimate > manhattan(board.data());
  }
  EXPECT_GT(above_manhattan, 10000);
}

TEST(WalkingDistance, PositionFollowsTheMoves) {
  const std::uint8_t goal[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
  const std::uint8_t goal_off_diagonal[12] = {1, 2, 3, 4, 5, 0, 6, 7, 8, 9, 10, 11};  // 3x4: two tables
  const struct {
    int rows, cols;
    const std::uint8_t* goal;
  } boards[] = {{4, 4, goal}, {3, 4, goal_off_diagonal}};
  for (const auto& shape : boards) {
    const puzzle::SlidingWalkingPuzzle walking(shape.rows, shape.cols, shape.goal);
    std::vector<std::uint8_t> tiles(shape.goal, shape.goal + shape.rows * shape.cols);
    search_test::random_slide_walk(
        walking, tiles.data(), 20000, 3, [&](const puzzle::SlidingWalkingState& state, puzzle::SlideMove, int step) {
          const puzzle::SlidingWalkingState fresh = walking.make_state(tiles.data());
          for (int axis = 0; axis < 2; ++axis) {
            ASSERT_EQ(state.walking[axis].lines, fresh.walking[axis].lines) << "step " << step;
            ASSERT_EQ(state.walking[axis].slot, fresh.walking[axis].slot) << "step " << step;
            ASSERT_EQ(state.distance[axis], fresh.distance[axis]) << "step " << step;
          }
        });
  }
}

TEST(WalkingDistance, FifteenPuzzleTableHasTheKnownSize) {
  const puzzle::WalkingDistanceTable table(4, 4, 3);
  EXPECT_EQ(table.states(), 24964u);
}

#ifndef NDEBUG
TEST(WalkingDistanceDeathTest, LinesOfTwoToFourCells) {
  EXPECT_DEATH(puzzle::WalkingDistanceTable(5, 3, 0), "lines and length 2-4");
  EXPECT_DEATH(puzzle::WalkingDistanceTable(3, 3, 3), "lines and length 2-4");
}
#endif

}  // namespace
