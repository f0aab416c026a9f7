// Tests of weighted_walking_puzzle.hpp: the estimate is the walking distance times the weight, and
// IDA* on it solves the hardest 15-puzzle boards (80 moves) within the weight times 80, in few nodes.
#include "puzzle/sliding/estimates/weighted_walking_puzzle.hpp"

#include <gtest/gtest.h>

#include <cstdint>

#include "puzzle/search/ida_star.hpp"

namespace {

const std::uint8_t goal[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
const std::uint8_t eighty[16] = {0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1};

TEST(WeightedWalkingPuzzle, EstimateIsTheWalkingDistanceTimesTheWeight) {
  const puzzle::SlidingWalkingPuzzle plain(4, 4, goal);
  const puzzle::WeightedWalkingPuzzle<3> tripled(4, 4, goal);
  EXPECT_EQ(tripled.estimate(tripled.make_state(eighty)), 3 * plain.estimate(plain.make_state(eighty)));
  EXPECT_EQ(tripled.estimate(tripled.make_state(goal)), 0);
  EXPECT_TRUE(tripled.is_goal(tripled.make_state(goal)));
}

TEST(WeightedWalkingPuzzle, SolvesAnEightyMoveBoardWithinThreeTimesEighty) {
  const puzzle::WeightedWalkingPuzzle<3> tripled(4, 4, goal);
  const puzzle::SearchResult<puzzle::SlideMove> result =
      puzzle::ida_star(tripled, tripled.make_state(eighty), puzzle::IdaStarOptions<>());
  ASSERT_TRUE(result.found);
  EXPECT_GE(result.moves.size(), 80u);
  EXPECT_LE(result.moves.size(), 240u);
  EXPECT_LT(result.expanded, 10000000u);
}

}  // namespace
