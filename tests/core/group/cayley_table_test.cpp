// Tests of cayley_table.hpp: every arrangement's distance (all items pinned) agrees with an independent
// search, and the nearest arrangement with some items pinned agrees with a brute-force minimum, with
// moves closed under inverses and with one-way moves (Magic Squares).
#include "puzzle/group/cayley_table.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "permutation_group_fixtures.hpp"
#include "puzzle/grid_rotation/grid_rotation_board.hpp"

namespace {

// Every arrangement of the group's points, with its distance from the independent search (or unreached).
std::vector<std::pair<group_oracle::Permutation, int>> all_arrangements(
    const puzzle::PermutationGenerators& generators) {
  const auto& expected = group_oracle::distances(generators.points(), group_oracle::images_of(generators));
  std::vector<std::pair<group_oracle::Permutation, int>> all;
  group_oracle::Permutation where = group_oracle::identity(generators.points());
  do {
    const auto found = expected.find(group_oracle::encode(where));
    all.push_back(std::make_pair(where, found == expected.end() ? int(puzzle::unreached) : found->second));
  } while (std::next_permutation(where.begin(), where.end()));
  return all;
}

// The distance of one arrangement: every item pinned where it stands.
int distance(const puzzle::CayleyTable& table, const group_oracle::Permutation& where) {
  const std::vector<int> pinned(where.begin(), where.end());
  return table.nearest(pinned.data());
}

void expect_distances(const puzzle::PermutationGenerators& generators) {
  const puzzle::CayleyTable table(generators);
  for (const auto& entry : all_arrangements(generators)) ASSERT_EQ(distance(table, entry.first), entry.second);
}

TEST(CayleyTable, RotationDistancesAgreeWithIndependentSearch) { expect_distances(puzzle::grid_rotation_generators()); }
TEST(CayleyTable, OddGeneratorDistances) {
  expect_distances(puzzle::PermutationGenerators(6, group_oracle::symmetric6()));
}
TEST(CayleyTable, DistancesWithUnreachableArrangements) {
  expect_distances(puzzle::PermutationGenerators(7, group_oracle::alternating5_of7()));
}

// One-way moves (no move undoes B or C): distances along the moves, from the identity.
TEST(CayleyTable, MagicSquaresDistancesAgreeWithIndependentSearch) {
  expect_distances(puzzle::PermutationGenerators(8, group_oracle::magic_squares()));
}

TEST(CayleyTable, InverseArrangementsAreEquallyFar) {
  const puzzle::CayleyTable table(puzzle::grid_rotation_generators());
  std::mt19937 random(1);
  group_oracle::Permutation where = group_oracle::identity(9);
  for (int trial = 0; trial < 1000; ++trial) {
    std::shuffle(where.begin(), where.end(), random);
    ASSERT_EQ(distance(table, where), distance(table, group_oracle::inverse(where)));
  }
}

// For random pin sets of every size: nearest() is the least distance over the arrangements that agree.
void expect_nearest(const puzzle::PermutationGenerators& generators, int trials_per_size) {
  const int n = generators.points();
  const puzzle::CayleyTable table(generators);
  const auto all = all_arrangements(generators);
  std::mt19937 random(static_cast<unsigned>(n * 31));
  for (int pins = 0; pins <= n; ++pins)
    for (int trial = 0; trial < trials_per_size; ++trial) {
      const std::vector<int> pinned = group_oracle::random_pins(n, pins, puzzle::unpinned, random);
      int least = puzzle::unreached;
      for (const auto& entry : all)
        if (group_oracle::agrees(entry.first, pinned, puzzle::unpinned)) least = std::min(least, entry.second);
      ASSERT_EQ(table.nearest(pinned.data()), least) << pins << " pins, trial " << trial;
    }
}

TEST(CayleyTable, NearestPinnedArrangementOfTheRotationGroup) { expect_nearest(puzzle::grid_rotation_generators(), 5); }
TEST(CayleyTable, NearestPinnedArrangementWithOddGenerators) {
  expect_nearest(puzzle::PermutationGenerators(6, group_oracle::symmetric6()), 40);
}
TEST(CayleyTable, NearestPinnedArrangementWithOneWayMoves) {
  expect_nearest(puzzle::PermutationGenerators(8, group_oracle::magic_squares()), 10);
}
TEST(CayleyTable, NearestPinnedArrangementMayBeUnreachable) {
  expect_nearest(puzzle::PermutationGenerators(7, group_oracle::alternating5_of7()), 40);
}

}  // namespace

namespace {

TEST(CayleyTableDeathTest, RefusesTwoItemsPinnedToOnePoint) {
  const puzzle::CayleyTable table(puzzle::grid_rotation_generators());
  int pinned[9] = {3, 3, -1, -1, -1, -1, -1, -1, -1};
  EXPECT_DEATH(table.nearest(pinned), "pinned to one point");
}
}  // namespace
