// Tests of wildcard_distance.hpp: from random starts, the fewest moves to a target with every number of
// pins agrees with an independent BFS from the start, both where pinned items are followed by a BFS
// and where the table is searched; unreachable targets are reported.
#include "puzzle/group/wildcard_distance.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "permutation_group_fixtures.hpp"
#include "puzzle/grid_rotation/grid_rotation_board.hpp"

namespace {

// Per start (a few): one independent BFS from it; then random targets with every number of pins,
// each answered by the least distance over the reached arrangements that agree.
void expect_targets(const puzzle::PermutationGenerators& generators, int starts, int trials_per_size,
                    bool some_unreachable) {
  const int n = generators.points();
  puzzle::WildcardDistance solver(generators);
  std::mt19937 random(static_cast<unsigned>(n));
  int unreachable = 0;
  for (int s = 0; s < starts; ++s) {
    group_oracle::Permutation start = group_oracle::identity(n);
    std::shuffle(start.begin(), start.end(), random);
    std::vector<std::pair<group_oracle::Permutation, int>> reached;
    for (const auto& entry : group_oracle::distances_from(start, group_oracle::images_of(generators)))
      reached.push_back(std::make_pair(group_oracle::decode(entry.first, n), entry.second));
    for (int pins = 0; pins <= n; ++pins)
      for (int trial = 0; trial < trials_per_size; ++trial) {
        const std::vector<int> pinned = group_oracle::random_pins(n, pins, puzzle::unpinned, random);
        int least = puzzle::WildcardDistance::unreachable;
        for (const auto& entry : reached)
          if (group_oracle::agrees(entry.first, pinned, puzzle::unpinned) &&
              (least == puzzle::WildcardDistance::unreachable || entry.second < least))
            least = entry.second;
        unreachable += least == puzzle::WildcardDistance::unreachable;
        ASSERT_EQ(solver.fewest_moves(start.data(), pinned.data()), least) << "start " << s << ", " << pins << " pins";
      }
  }
  EXPECT_EQ(unreachable > 0, some_unreachable);
}

// The rotation group holds the even arrangements only: a target with one free item or none may not be reached.
TEST(WildcardDistance, RotationTargetsFromRandomStarts) {
  expect_targets(puzzle::grid_rotation_generators(), 1, 10, true);
}
TEST(WildcardDistance, OddGeneratorTargets) {
  expect_targets(puzzle::PermutationGenerators(6, group_oracle::symmetric6()), 5, 20, false);
}
TEST(WildcardDistance, TargetsOutsideTheGroupAreUnreachable) {
  expect_targets(puzzle::PermutationGenerators(7, group_oracle::alternating5_of7()), 5, 20, true);
}

TEST(WildcardDistance, NoPinsIsZeroMoves) {
  puzzle::WildcardDistance solver(puzzle::grid_rotation_generators());
  const std::uint8_t start[9] = {8, 3, 1, 0, 2, 7, 6, 5, 4};
  const std::vector<int> pinned(9, puzzle::unpinned);
  EXPECT_EQ(solver.fewest_moves(start, pinned.data()), 0);
}

}  // namespace

namespace {

TEST(WildcardDistanceDeathTest, RefusesAStartWithAnItemTwice) {
  puzzle::WildcardDistance distance(puzzle::grid_rotation_generators());
  const std::uint8_t twice[9] = {0, 0, 2, 3, 4, 5, 6, 7, 8};
  const int pinned[9] = {0, -1, -1, -1, -1, -1, -1, -1, -1};
  EXPECT_DEATH(distance.fewest_moves(twice, pinned), "each item once");
}
}  // namespace
