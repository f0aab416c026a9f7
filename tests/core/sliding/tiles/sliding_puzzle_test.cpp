// Tests of sliding_puzzle.hpp: moves and their inverses, the incremental estimate, and
// that keys are dense and distinct over one solvability class.
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <set>
#include <vector>

#include "puzzle/sliding/tiles/sliding_parity.hpp"

namespace {

const std::uint8_t goal3[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};

TEST(SlidingPuzzle, MovesAreInCanonicalOrderAndLettersMatch) {
  EXPECT_EQ(puzzle::slide_letter(puzzle::slide_down), 'd');
  EXPECT_EQ(puzzle::slide_letter(puzzle::slide_left), 'l');
  EXPECT_EQ(puzzle::slide_letter(puzzle::slide_right), 'r');
  EXPECT_EQ(puzzle::slide_letter(puzzle::slide_up), 'u');
  const puzzle::SlidingPuzzle model(3, 3, goal3);
  const std::uint8_t centre[9] = {1, 2, 3, 4, 0, 5, 6, 7, 8};
  puzzle::SlideMove moves[4];
  ASSERT_EQ(model.legal_moves(model.make_state(centre), moves), 4);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(moves[i], static_cast<puzzle::SlideMove>(i));
  ASSERT_EQ(model.legal_moves(model.make_state(goal3), moves), 2);  // blank bottom right
  EXPECT_EQ(moves[0], puzzle::slide_left);
  EXPECT_EQ(moves[1], puzzle::slide_up);
}

TEST(SlidingPuzzle, ApplyMovesTheBlankAndUndoRestores) {
  const puzzle::SlidingPuzzle model(3, 3, goal3);
  puzzle::SlidingState state = model.make_state(goal3);
  EXPECT_TRUE(model.is_goal(state));
  model.apply(state, puzzle::slide_up);  // blank from cell 8 to cell 5; tile 6 slides down
  EXPECT_EQ(state.blank, 5);
  EXPECT_EQ(state.tiles[8], 6);
  EXPECT_EQ(state.tiles[5], 0);
  EXPECT_EQ(state.estimate, 1);
  EXPECT_FALSE(model.is_goal(state));
  model.apply(state, model.inverse(puzzle::slide_up));
  EXPECT_EQ(std::vector<int>(state.tiles, state.tiles + 9), std::vector<int>(goal3, goal3 + 9));
  EXPECT_EQ(state.estimate, 0);
}

TEST(SlidingPuzzle, RandomWalkKeepsEstimateExact) {
  const std::uint8_t goal4[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
  const puzzle::SlidingPuzzle model(4, 4, goal4);
  const puzzle::ManhattanDistance manhattan(goal4, 4, 4, 0);
  puzzle::SlidingState state = model.make_state(goal4);
  std::mt19937 random(4);
  for (int step = 0; step < 5000; ++step) {
    puzzle::SlideMove moves[4];
    const int count = model.legal_moves(state, moves);
    model.apply(state, moves[random() % static_cast<unsigned>(count)]);
    ASSERT_EQ(state.estimate, manhattan(state.tiles));
    ASSERT_EQ(state.tiles[state.blank], 0);
  }
}

TEST(SlidingPuzzle, KeysAreDistinctAndDenseOverTheSolvableBoards) {
  const puzzle::SlidingPuzzle model(3, 3, goal3);
  EXPECT_EQ(model.key_space(), 181440u);
  std::vector<bool> used(181440, false);
  std::uint8_t board[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  int solvable = 0;
  do {
    if (!puzzle::is_solvable(board, goal3, 3, 3)) continue;
    const std::uint64_t key = model.key(model.make_state(board));
    ASSERT_LT(key, 181440u);
    ASSERT_FALSE(used[key]);
    used[key] = true;
    ++solvable;
  } while (std::next_permutation(board, board + 9));
  EXPECT_EQ(solvable, 181440);
}

}  // namespace

namespace {

TEST(SlidingPuzzleDeathTest, RefusesABadGoalOrASingleRow) {
  const std::uint8_t twice[9] = {1, 2, 3, 4, 5, 6, 7, 0, 0};
  EXPECT_DEATH(puzzle::SlidingPuzzle(3, 3, twice), "each tile once");
  const std::uint8_t row[4] = {1, 2, 3, 0};
  EXPECT_DEATH(puzzle::SlidingPuzzle(1, 4, row), "at least 2 x 2");
}
}  // namespace
