// Tests of wildcard_path.hpp on the rotation puzzle's group: for random starts and targets with every
// number of pins, the path has the length WildcardDistance counts and takes each pinned item to its
// point; an unreachable target gives no path; and the precondition's death test.
#include "puzzle/group/wildcard_path.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "puzzle/grid_rotation/grid_rotation_board.hpp"
#include "puzzle/group/wildcard_distance.hpp"

namespace {

TEST(WildcardPath, ShortestAndReachingTheTargetForEveryNumberOfPins) {
  const puzzle::PermutationGenerators generators = puzzle::grid_rotation_generators();
  puzzle::WildcardDistance distance(generators);
  std::mt19937 random(485);
  int unreachable = 0;
  for (int round = 0; round < 50; ++round) {
    std::vector<std::uint8_t> start = {0, 1, 2, 3, 4, 5, 6, 7, 8}, points = start;
    std::shuffle(start.begin(), start.end(), random);
    std::shuffle(points.begin(), points.end(), random);
    const int pins = round % 10;
    std::vector<int> pinned(9, puzzle::unpinned);
    for (int item = 0; item < pins; ++item)
      pinned[static_cast<std::size_t>(item)] = points[static_cast<std::size_t>(item)];
    std::shuffle(pinned.begin(), pinned.end(), random);
    const int fewest = distance.fewest_moves(start.data(), pinned.data());
    std::vector<int> moves;
    const bool found = puzzle::shortest_wildcard_path(generators, start.data(), pinned.data(), moves);
    ASSERT_EQ(found, fewest != puzzle::WildcardDistance::unreachable);
    if (!found) {
      ++unreachable;
      EXPECT_TRUE(moves.empty());
      continue;
    }
    ASSERT_EQ(static_cast<int>(moves.size()), fewest);
    std::vector<std::uint8_t> where = start;
    for (int move : moves)
      for (std::uint8_t& point : where) point = static_cast<std::uint8_t>(generators.image(move, point));
    for (int item = 0; item < 9; ++item) {
      if (pinned[static_cast<std::size_t>(item)] != puzzle::unpinned) {
        ASSERT_EQ(where[static_cast<std::size_t>(item)], pinned[static_cast<std::size_t>(item)]);
      }
    }
  }
  EXPECT_GT(unreachable, 0);  // full targets of the other parity
}

TEST(WildcardPathDeathTest, PinsOnDistinctPoints) {
  const puzzle::PermutationGenerators generators = puzzle::grid_rotation_generators();
  const std::uint8_t start[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  const int pinned[9] = {3,
                         3,
                         puzzle::unpinned,
                         puzzle::unpinned,
                         puzzle::unpinned,
                         puzzle::unpinned,
                         puzzle::unpinned,
                         puzzle::unpinned,
                         puzzle::unpinned};
  std::vector<int> moves;
  EXPECT_DEATH(puzzle::shortest_wildcard_path(generators, start, pinned, moves), "distinct points");
}

}  // namespace
