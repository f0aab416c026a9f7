// Tests of sliding_walking_puzzle.hpp: the state stays equal to a fresh one along a random walk, its
// estimate the sum of the two axes, 0 only at the goal; IDA* on it answers canonically. (The walking
// distance itself: walking_distance_test.cpp.)
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/estimates/sliding_walking_puzzle.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cstring>
#include <random>

#include "eight_puzzle_fixtures.hpp"
#include "puzzle/search/ida_star.hpp"
#include "search_test_boards.hpp"
#include "sliding_goals.hpp"

namespace {

using sliding_goals::goal4;

TEST(SlidingWalkingPuzzle, StateFollowsTheMoves) {
  const puzzle::SlidingWalkingPuzzle model(4, 4, goal4);
  EXPECT_TRUE(model.is_goal(model.make_state(goal4)));
  std::uint8_t tiles[16];
  std::copy(goal4, goal4 + 16, tiles);
  search_test::random_slide_walk(model, tiles, 5000, 9,
                                 [&](const puzzle::SlidingWalkingState& state, puzzle::SlideMove, int step) {
                                   const puzzle::SlidingWalkingState fresh = model.make_state(tiles);
                                   ASSERT_EQ(std::memcmp(&state, &fresh, sizeof state), 0) << "step " << step;
                                   ASSERT_EQ(model.estimate(state), state.distance[0] + state.distance[1]);
                                   ASSERT_EQ(model.is_goal(state), std::equal(tiles, tiles + 16, goal4));
                                 });
}

TEST(SlidingWalkingPuzzle, IdaStarOnItIsCanonical) {
  const puzzle::SlidingWalkingPuzzle model(3, 3, eight_oracle::goal().data());
  for (const eight_oracle::Board& board : search_test::random_solvable_eight_boards(300, 17)) {
    const puzzle::SearchResult<puzzle::SlideMove> result =
        ida_star(model, model.make_state(board.data()), puzzle::IdaStarOptions<>());
    ASSERT_EQ(eight_oracle::check_canonical(board, puzzle::slide_letters(result.moves)), "");
  }
}

}  // namespace
