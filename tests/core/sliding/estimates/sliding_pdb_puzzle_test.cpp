// Tests of sliding_pdb_puzzle.hpp: the estimate never exceeds the true distance (all 8-puzzle
// boards), is 0 only at the goal, stays equal to a fresh evaluation along random walks, and with
// reflection is the larger of the board's and its mirror image's; IDA* on it answers canonically.
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/estimates/sliding_pdb_puzzle.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "eight_puzzle_fixtures.hpp"
#include "puzzle/search/ida_star.hpp"
#include "search_test_boards.hpp"
#include "sliding_goals.hpp"

namespace {

using sliding_goals::goal4;

// Small patterns keep the test fast; the shapes are not symmetric, so the mirror adds information.
puzzle::TilePatterns four_by_four_patterns() { return {{1, 2, 3, 4}, {5, 6, 9, 10}, {7, 8, 11, 12}, {13, 14, 15}}; }

bool same_state(const puzzle::SlidingPdbState& a, const puzzle::SlidingPdbState& b) {
  return std::memcmp(&a, &b, sizeof a) == 0;
}

TEST(SlidingPdbPuzzle, EstimateIsAdmissibleOnEveryEightPuzzleBoard) {
  const puzzle::SlidingPdbPuzzle model(3, 3, eight_oracle::goal().data(), {{1, 2, 3, 4}, {5, 6, 7, 8}}, true);
  EXPECT_TRUE(model.reflects());
  const auto& distance = eight_oracle::distances();
  eight_oracle::Board board = eight_oracle::goal();
  std::sort(board.begin(), board.end());
  long exact = 0;
  do {
    const auto found = distance.find(eight_oracle::encode(board));
    if (found == distance.end()) continue;
    const puzzle::SlidingPdbState state = model.make_state(board.data());
    ASSERT_LE(model.estimate(state), found->second);
    ASSERT_EQ(model.is_goal(state), found->second == 0);
    exact += model.estimate(state) == found->second;
  } while (std::next_permutation(board.begin(), board.end()));
  EXPECT_GT(exact, 1000);  // not a trivial estimate
}

TEST(SlidingPdbPuzzle, IdaStarOnItIsCanonical) {
  const puzzle::SlidingPdbPuzzle model(3, 3, eight_oracle::goal().data(), {{1, 2, 4, 5}, {3, 6, 7, 8}}, true);
  for (const eight_oracle::Board& board : search_test::random_solvable_eight_boards(200, 5)) {
    const puzzle::SearchResult<puzzle::SlideMove> result =
        ida_star(model, model.make_state(board.data()), puzzle::IdaStarOptions<>());
    const std::string letters = puzzle::slide_letters(result.moves);
    ASSERT_EQ(eight_oracle::check_canonical(board, letters), "");
  }
}

TEST(SlidingPdbPuzzle, RandomWalkKeepsTheStateEqualToAFreshOne) {
  const puzzle::SlidingPdbPuzzle model(4, 4, goal4, four_by_four_patterns(), true);
  std::uint8_t tiles[16];
  std::copy(goal4, goal4 + 16, tiles);
  search_test::random_slide_walk(model, tiles, 5000, 42,
                                 [&](const puzzle::SlidingPdbState& state, puzzle::SlideMove move, int step) {
                                   ASSERT_TRUE(same_state(state, model.make_state(tiles))) << "step " << step;
                                   if (step % 7 == 0) {  // the inverse move and the move again give the same state
                                     puzzle::SlidingPdbState there = state;
                                     model.apply(there, model.inverse(move));
                                     model.apply(there, move);
                                     ASSERT_TRUE(same_state(there, state));
                                   }
                                 });
}

TEST(SlidingPdbPuzzle, ReflectionTakesTheLargerOfBoardAndMirrorImage) {
  const puzzle::SlidingPdbPuzzle reflecting(4, 4, goal4, four_by_four_patterns(), true);
  const puzzle::SlidingPdbPuzzle plain(4, 4, goal4, four_by_four_patterns(), false);
  EXPECT_TRUE(reflecting.reflects());
  EXPECT_FALSE(plain.reflects());
  std::mt19937 random(7);
  int larger = 0;
  for (int trial = 0; trial < 500; ++trial) {
    std::uint8_t tiles[16];
    std::copy(goal4, goal4 + 16, tiles);
    std::shuffle(tiles, tiles + 16, random);
    // The mirror image: cell (r, c) takes the tile whose goal cell mirrors the goal cell of (c, r)'s tile.
    std::uint8_t mirrored[16];
    for (int cell = 0; cell < 16; ++cell) {
      const int tile = tiles[cell % 4 * 4 + cell / 4];
      mirrored[cell] = tile == 0 ? 0 : goal4[(tile - 1) % 4 * 4 + (tile - 1) / 4];
    }
    const int direct = plain.estimate(plain.make_state(tiles));
    const int of_mirror = plain.estimate(plain.make_state(mirrored));
    ASSERT_EQ(reflecting.estimate(reflecting.make_state(tiles)), std::max(direct, of_mirror));
    larger += of_mirror > direct;
  }
  EXPECT_GT(larger, 50);
}

TEST(SlidingPdbPuzzle, NoReflectionWhenTheGoalIsNotSymmetric) {
  const std::uint8_t goal[9] = {1, 0, 2, 3, 4, 5, 6, 7, 8};  // blank off the diagonal
  const puzzle::SlidingPdbPuzzle model(3, 3, goal, {{1, 2, 3, 4}, {5, 6, 7, 8}}, true);
  EXPECT_FALSE(model.reflects());
  const puzzle::SlidingPdbPuzzle wide(2, 4, goal, {{1, 2, 3}, {4, 5, 6, 7}}, true);
  EXPECT_FALSE(wide.reflects());
  EXPECT_TRUE(wide.is_goal(wide.make_state(goal)));
}

}  // namespace

namespace {

TEST(SlidingPdbPuzzleDeathTest, RefusesPatternsThatDoNotPartitionTheTiles) {
  const std::uint8_t goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
  const puzzle::TilePatterns missing_eight = {{1, 2, 3, 4}, {5, 6, 7}};
  EXPECT_DEATH(puzzle::SlidingPdbPuzzle(3, 3, goal, missing_eight, false), "partition");
  const puzzle::TilePatterns overlapping = {{1, 2, 3, 4}, {4, 5, 6, 7, 8}};
  EXPECT_DEATH(puzzle::SlidingPdbPuzzle(3, 3, goal, overlapping, false), "partition");
}
}  // namespace
