// Tests of window_model.hpp: keys and states a bijection over the key space; the moves those of the
// blank inside the window, on the board's cells; every arrangement of the two tiles and the blank of
// a 3 x 2 window reachable, half of a 2 x 3 block's; a path the dense breadth-first search finds
// solves the board when replayed on it.
#include "puzzle/sliding/any_size/window_model.hpp"

#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "puzzle/search/dense_breadth_first_search.hpp"
#include "puzzle/sliding/any_size/large_board.hpp"

namespace {

using puzzle::WindowModel;
using puzzle::WindowState;

TEST(WindowModel, KeysAndStatesAreABijection) {
  const long block[] = {0, 1, 2, 3, 4, 5};
  const WindowModel pair(2, 3, block, 6, 3), whole(2, 3, block, 6, 6);
  EXPECT_EQ(pair.key_space(), 120u);
  EXPECT_EQ(whole.key_space(), 720u);
  for (std::uint64_t key = 0; key < whole.key_space(); ++key) EXPECT_EQ(whole.key(whole.state_of_key(key)), key);
  for (std::uint64_t key = 0; key < pair.key_space(); ++key) EXPECT_EQ(pair.key(pair.state_of_key(key)), key);
}

TEST(WindowModel, TheBlankMovesInsideTheWindowOnly) {
  // The window of a column's last two tiles on a 4 x 4 board: cells 8 and 12, and the four to their right.
  const long window[] = {8, 12, 9, 13, 10, 14};
  const WindowModel model(4, 4, window, 6, 3);
  EXPECT_EQ(model.index_of(13), 3);
  EXPECT_EQ(model.index_of(4), 6);
  WindowState state = {{0, 1, 3}};  // a on 8, b on 12, the blank on 13
  puzzle::SlideMove moves[WindowModel::max_branching];
  ASSERT_EQ(model.legal_moves(state, moves), 3);  // not down: off the board
  EXPECT_EQ(moves[0], puzzle::slide_left);
  EXPECT_EQ(moves[1], puzzle::slide_right);
  EXPECT_EQ(moves[2], puzzle::slide_up);
  model.apply(state, puzzle::slide_left);  // b steps right, into 13
  EXPECT_EQ(state.at[1], 3);
  EXPECT_EQ(state.at[2], 1);
  EXPECT_FALSE(model.is_goal(state));
  model.apply(state, puzzle::slide_right);
  EXPECT_TRUE(model.is_goal(state));
}

// The states reachable from `start`, by their keys.
std::set<std::uint64_t> reachable(const WindowModel& model, const WindowState& start) {
  std::set<std::uint64_t> seen;
  std::vector<WindowState> queue(1, start);
  seen.insert(model.key(start));
  for (std::size_t head = 0; head < queue.size(); ++head) {
    puzzle::SlideMove moves[WindowModel::max_branching];
    const int count = model.legal_moves(queue[head], moves);
    for (int m = 0; m < count; ++m) {
      WindowState child = queue[head];
      model.apply(child, moves[m]);
      if (seen.insert(model.key(child)).second) queue.push_back(child);
    }
  }
  return seen;
}

TEST(WindowModel, EveryPairArrangementIsReachableAndHalfTheBlocks) {
  const long window[] = {0, 1, 2, 3, 4, 5};
  const WindowModel pair(3, 2, window, 6, 3), whole(3, 2, window, 6, 6);
  EXPECT_EQ(reachable(pair, pair.state_of_key(0)).size(), 120u);
  EXPECT_EQ(reachable(whole, whole.state_of_key(0)).size(), 360u);
}

TEST(WindowModel, ASolutionFoundSolvesTheBoard) {
  // The last 2 x 3 block of a 4 x 3 board whose first two rows are placed, the blank moved up, left,
  // down and left from the goal.
  puzzle::LargeBoard board = {4, 3, {1, 2, 3, 4, 5, 6, 7, 11, 8, 0, 10, 9}};
  const long block[] = {6, 7, 8, 9, 10, 11};
  const WindowModel model(4, 3, block, 6, 6);
  WindowState start;
  for (int at = 0; at < 6; ++at) {
    const std::uint32_t tile = board.tiles[static_cast<std::size_t>(block[at])];
    start.at[tile == 0 ? 5 : model.index_of(static_cast<long>(tile) - 1)] = static_cast<signed char>(at);
  }
  puzzle::DenseBreadthFirstSearch<WindowModel> search;
  const puzzle::SearchResult<puzzle::SlideMove> path = search(model, start);
  ASSERT_TRUE(path.found);
  long blank = 9;
  EXPECT_EQ(path.moves.size(), 4u);
  for (puzzle::SlideMove move : path.moves) puzzle::slide_on(board, blank, move);
  const std::vector<std::uint32_t> goal = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0};
  EXPECT_EQ(board.tiles, goal);
}

TEST(WindowModelDeathTest, AtMostSixCells) {
  const long cells[] = {0, 1, 2, 3, 4, 5, 6};
  EXPECT_DEATH(WindowModel(3, 3, cells, 7, 3), "2 <= pieces <= cells <= 6");
}

}  // namespace
