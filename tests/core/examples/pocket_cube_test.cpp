// Tests of docs/examples/pocket_cube.hpp, a model built from the core alone, and of the pattern tables
// over its projections: a breadth-first search over all 3,674,160 states (bfs_distances.hpp, no estimate)
// gives the known distance histogram of the half-turn metric; each table holds, per abstract state,
// the least distance of the states projecting to it; and IDA* on the larger of the two tables finds
// exactly the breadth-first distance of random states.
#include "examples/pocket_cube.hpp"

#include <gtest/gtest.h>

#include <climits>
#include <cstdint>
#include <random>
#include <vector>

#include "puzzle/tables/bfs_distances.hpp"
#include "puzzle/search/estimated_model.hpp"
#include "puzzle/search/ida_star.hpp"

namespace {

// Every state's distance to the solved cube, by key.
const std::vector<std::uint8_t>& distances() {
  const puzzle::PocketCube cube;
  static const std::vector<std::uint8_t> distance =
      puzzle::bfs_distances(cube, std::vector<puzzle::PocketCubeState>(1, cube.solved()));
  return distance;
}

// The one IDA* call of this file.
template <class Model>
puzzle::SearchResult<int> solve(const Model& model, const puzzle::PocketCubeState& start) {
  return puzzle::ida_star(model, start, puzzle::IdaStarOptions<>());
}

TEST(PocketCube, BreadthFirstDistancesHaveTheKnownHistogram) {
  // Half-turn metric, one corner fixed: the figures of Jaap's Puzzle Page ("Pocket Cube").
  const std::uint64_t expected[] = {1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644};
  const std::vector<std::uint8_t>& distance = distances();
  ASSERT_EQ(distance.size(), 3674160u);
  std::vector<std::uint64_t> histogram(12, 0);
  for (std::size_t key = 0; key < distance.size(); ++key) {
    ASSERT_LT(distance[key], 12) << "key " << key;
    ++histogram[distance[key]];
  }
  EXPECT_EQ(histogram, std::vector<std::uint64_t>(expected, expected + 12));
}

TEST(PocketCube, KeysAndMovesAgree) {
  const puzzle::PocketCube cube;
  std::mt19937 random(7);
  for (int trial = 0; trial < 1000; ++trial) {
    const std::uint64_t key = random() % cube.key_space();
    const puzzle::PocketCubeState state = cube.state_of_key(key);
    ASSERT_EQ(cube.key(state), key);
    for (int move = 0; move < puzzle::pocket_moves; ++move) {
      puzzle::PocketCubeState moved = state;
      cube.apply(moved, move);
      ASSERT_NE(cube.key(moved), key);
      cube.apply(moved, cube.inverse(move));
      ASSERT_EQ(cube.key(moved), key);
    }
  }
}

// Each table entry is the least distance of the states projecting to it: the projections are
// homomorphisms, so every abstract path is the projection of a path of states from the goal.
TEST(PocketCube, PatternTablesHoldTheLeastDistanceOverEachProjection) {
  const puzzle::PocketCube cube;
  const std::vector<puzzle::PocketCubeState> goal(1, cube.solved());
  const puzzle::PocketOrderTable order(cube, puzzle::PocketCornerOrder(), goal);
  const puzzle::PocketTwistTable twist(cube, puzzle::PocketCornerTwist(), goal);
  ASSERT_EQ(order.entries(), 5040u);
  ASSERT_EQ(twist.entries(), 729u);
  const std::vector<std::uint8_t>& distance = distances();
  std::vector<int> least_by_order(5040, INT_MAX), least_by_twist(729, INT_MAX);
  for (std::uint64_t key = 0; key < distance.size(); ++key) {
    const puzzle::PocketCubeState state = cube.state_of_key(key);
    int& by_order = least_by_order[puzzle::PocketCornerOrder().key(state)];
    int& by_twist = least_by_twist[puzzle::PocketCornerTwist().key(state)];
    by_order = std::min(by_order, int(distance[key]));
    by_twist = std::min(by_twist, int(distance[key]));
  }
  for (std::uint64_t key = 0; key < 5040; ++key) ASSERT_EQ(order.distance(key), least_by_order[key]);
  for (std::uint64_t key = 0; key < 729; ++key) ASSERT_EQ(twist.distance(key), least_by_twist[key]);
}

TEST(PocketCube, IdaStarOnTheLargerOfTwoTablesFindsTheBreadthFirstDistance) {
  const puzzle::PocketCube cube;
  const auto model = puzzle::with_estimate(cube, puzzle::pocket_cube_estimate(cube));
  const std::vector<std::uint8_t>& distance = distances();
  std::mt19937 random(2026);
  for (int trial = 0; trial < 300; ++trial) {
    const puzzle::PocketCubeState start = cube.state_of_key(random() % cube.key_space());
    const puzzle::SearchResult<int> answer = solve(model, start);
    ASSERT_TRUE(answer.found);
    ASSERT_EQ(answer.moves.size(), distance[cube.key(start)]) << "trial " << trial;
    puzzle::PocketCubeState replay = start;
    for (std::size_t i = 0; i < answer.moves.size(); ++i) cube.apply(replay, answer.moves[i]);
    ASSERT_TRUE(cube.is_goal(replay));
  }
}

}  // namespace
