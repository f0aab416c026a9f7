// Tests of combination_rank.hpp against brute force: binomials against Pascal's rule and counting; the
// sets of each size, enumerated as increasing masks (colex order), get ranks 0, 1, 2, ...; unrank
// inverts rank; and CombinationRanker, by bytes, agrees with rank_combination, up to 32 points.
#include "puzzle/ranking/combination_rank.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

namespace {

unsigned naive_bits(std::uint32_t mask) {
  unsigned bits = 0;
  for (int point = 0; point < 32; ++point) bits += (mask >> point) & 1u;
  return bits;
}

TEST(Binomial, CountsTheSetsOfEachSize) {
  std::vector<std::uint64_t> sets(17, 0);
  for (std::uint32_t mask = 0; mask < (1u << 16); ++mask) ++sets[naive_bits(mask)];
  for (int k = 0; k <= 16; ++k) EXPECT_EQ(puzzle::binomial(16, k), sets[static_cast<std::size_t>(k)]) << k;
  EXPECT_EQ(puzzle::binomial(24, 8), 735471u);
  EXPECT_EQ(puzzle::binomial(32, 16), 601080390u);
  EXPECT_EQ(puzzle::binomial(5, 6), 0u);
  for (int n = 1; n <= 32; ++n)
    for (int k = 1; k <= n; ++k)
      ASSERT_EQ(puzzle::binomial(n, k), puzzle::binomial(n - 1, k - 1) + puzzle::binomial(n - 1, k)) << n << " " << k;
}

// Every mask below 2^n, in increasing order, is the next set of its size in colex order.
TEST(CombinationRank, RanksFollowColexOrderAndUnrankInverts) {
  const int n = 20;
  std::vector<std::uint64_t> next_rank(n + 1, 0);
  for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
    const unsigned k = naive_bits(mask);
    ASSERT_EQ(puzzle::rank_combination(mask), next_rank[k]) << mask;
    ASSERT_EQ(puzzle::unrank_combination(next_rank[k], static_cast<int>(k)), mask);
    ++next_rank[k];
  }
  for (int k = 0; k <= n; ++k) EXPECT_EQ(next_rank[static_cast<std::size_t>(k)], puzzle::binomial(n, k));
}

// Items above 16: pairs of 32 points enumerated in colex order, then random sets of every size.
TEST(CombinationRank, ThirtyTwoPoints) {
  std::uint64_t expected = 0;
  for (int high = 1; high < 32; ++high)
    for (int low = 0; low < high; ++low) {
      const std::uint32_t set = (1u << high) | (1u << low);
      ASSERT_EQ(puzzle::rank_combination(set), expected);
      ASSERT_EQ(puzzle::unrank_combination(expected, 2), set);
      ++expected;
    }
  EXPECT_EQ(expected, puzzle::binomial(32, 2));
  EXPECT_EQ(puzzle::rank_combination(0xFFFFFFFFu), 0u);
  EXPECT_EQ(puzzle::rank_combination(0xFFFF0000u), puzzle::binomial(32, 16) - 1);  // the last of its size
  std::mt19937 random(32);
  for (int trial = 0; trial < 100000; ++trial) {
    const std::uint32_t set = static_cast<std::uint32_t>(random());
    const int k = static_cast<int>(naive_bits(set));
    const std::uint64_t rank = puzzle::rank_combination(set);
    ASSERT_LT(rank, puzzle::binomial(32, k));
    ASSERT_EQ(puzzle::unrank_combination(rank, k), set);
  }
}

TEST(CombinationRanker, AgreesWithRankCombinationOnEverySetOfSixteenPoints) {
  for (int k = 0; k <= 16; ++k) {
    const puzzle::CombinationRanker ranker(16, k);
    for (std::uint32_t mask = 0; mask < (1u << 16); ++mask) {
      if (naive_bits(mask) != static_cast<unsigned>(k)) continue;
      ASSERT_EQ(ranker.rank(mask), puzzle::rank_combination(mask));
    }
  }
}

TEST(CombinationRanker, AgreesWithRankCombinationUpToThirtyTwoPoints) {
  std::mt19937 random(2286);
  for (const int n : {9, 17, 24, 25, 31, 32}) {
    for (const int k : {0, 1, 3, 8, n / 2, n - 1, n}) {
      const puzzle::CombinationRanker ranker(n, k);
      for (int trial = 0; trial < 3000; ++trial) {
        const std::uint64_t rank = random() % puzzle::binomial(n, k);
        const std::uint32_t set = puzzle::unrank_combination(rank, k);
        ASSERT_EQ(ranker.rank(set), rank) << n << " " << k;
      }
    }
  }
}

TEST(CombinationRankDeathTest, RefusesMoreThanThirtyTwoPoints) {
  EXPECT_DEATH(puzzle::binomial(33, 1), "");
  EXPECT_DEATH(puzzle::CombinationRanker(33, 8), "0 <= k <= n <= 32");
  EXPECT_DEATH(puzzle::CombinationRanker(8, 9), "0 <= k <= n <= 32");
  EXPECT_DEATH(puzzle::unrank_combination(puzzle::binomial(32, 3), 3), "");
}

}  // namespace
