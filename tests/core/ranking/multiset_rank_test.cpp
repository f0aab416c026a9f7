// Tests of multiset_rank.hpp against brute force: std::next_permutation visits the distinct orderings
// of a sorted multiset in lexicographic order, so they must get ranks 0, 1, 2, ...; unrank inverts;
// the count is the number visited; with every label once, ranks are permutation ranks; and the
// rotation game's boards (24 cells, 8 each of 3 labels) round-trip.
#include "puzzle/ranking/multiset_rank.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <random>
#include <vector>

#include "puzzle/ranking/permutation_rank.hpp"

namespace {

std::vector<int> sorted_multiset(const std::vector<int>& counts) {
  std::vector<int> items;
  for (std::size_t label = 0; label < counts.size(); ++label)
    items.insert(items.end(), static_cast<std::size_t>(counts[label]), static_cast<int>(label));
  return items;
}

TEST(MultisetRank, RanksFollowLexicographicOrderAndUnrankInverts) {
  const std::vector<std::vector<int> > shapes = {{2, 2, 2}, {3, 1, 2}, {4, 4}, {0, 3, 2}, {1}, {0, 0, 5},
                                                 {1, 2, 3, 2}, {3, 3, 3}, {5, 1, 0, 2}};
  for (const std::vector<int>& counts : shapes) {
    const int labels = static_cast<int>(counts.size());
    std::vector<int> items = sorted_multiset(counts);
    const int n = static_cast<int>(items.size());
    std::uint64_t expected = 0;
    do {
      ASSERT_EQ(puzzle::rank_multiset_permutation(items.data(), n, labels), expected);
      std::vector<int> back(items.size());
      puzzle::unrank_multiset_permutation(expected, counts.data(), labels, back.data());
      ASSERT_EQ(back, items);
      ++expected;
    } while (std::next_permutation(items.begin(), items.end()));
    EXPECT_EQ(puzzle::multiset_permutation_count(counts.data(), labels), expected);
  }
}

TEST(MultisetRank, DistinctLabelsGivePermutationRanks) {
  std::vector<int> items(7);
  std::iota(items.begin(), items.end(), 0);
  const std::vector<int> ones(7, 1);
  EXPECT_EQ(puzzle::multiset_permutation_count(ones.data(), 7), puzzle::factorial(7));
  do {
    ASSERT_EQ(puzzle::rank_multiset_permutation(items.data(), 7, 7), puzzle::rank_permutation(items.data(), 7));
  } while (std::next_permutation(items.begin(), items.end()));
}

TEST(MultisetRank, RotationGameBoards) {
  const std::vector<int> counts = {8, 8, 8};
  EXPECT_EQ(puzzle::multiset_permutation_count(counts.data(), 3), 9465511770ull);  // 24! / (8!)^3
  std::vector<int> board = sorted_multiset(counts);
  EXPECT_EQ(puzzle::rank_multiset_permutation(board.data(), 24, 3), 0u);
  std::reverse(board.begin(), board.end());
  EXPECT_EQ(puzzle::rank_multiset_permutation(board.data(), 24, 3), 9465511770ull - 1);
  std::mt19937 random(1667);
  for (int trial = 0; trial < 2000; ++trial) {
    std::shuffle(board.begin(), board.end(), random);
    const std::uint64_t rank = puzzle::rank_multiset_permutation(board.data(), 24, 3);
    std::vector<int> back(24);
    puzzle::unrank_multiset_permutation(rank, counts.data(), 3, back.data());
    ASSERT_EQ(back, board);
  }
}

// 32 labels of 2 each: 64! / 2^32 > 2^64; 20 distinct labels still fit (20! < 2^64), 21 do not.
TEST(MultisetRankDeathTest, CountPastSixtyFourBitsIsRefused) {
  const std::vector<int> twenty(20, 1), twenty_one(21, 1), pairs(32, 2);
  EXPECT_EQ(puzzle::multiset_permutation_count(twenty.data(), 20), puzzle::factorial(20));
  EXPECT_DEATH(puzzle::multiset_permutation_count(twenty_one.data(), 21), "64 bits");
  EXPECT_DEATH(puzzle::multiset_permutation_count(pairs.data(), 32), "64 bits");
  EXPECT_DEATH(puzzle::multiset_permutation_count(pairs.data(), 33), "");
}

}  // namespace
