// Tests of permutation_rank.hpp: ranks are the lexicographic positions, and unrank inverts rank, for
// permutations and for arrangements of k out of n items.
#include "puzzle/permutation_rank.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

namespace {

TEST(PermutationRank, FactorialTable) {
  std::uint64_t expected = 1;
  for (int n = 0; n <= 20; ++n) {
    if (n > 0) expected *= static_cast<std::uint64_t>(n);
    EXPECT_EQ(puzzle::factorial(n), expected) << n;
  }
}

TEST(PermutationRank, CountBitsMatchesNaiveCount) {
  for (unsigned mask = 0; mask < (1u << 16); ++mask) {
    unsigned naive = 0;
    for (unsigned bit = 0; bit < 16; ++bit) naive += (mask >> bit) & 1u;
    ASSERT_EQ(puzzle::count_bits16(mask), naive) << mask;
  }
}

TEST(PermutationRank, RanksFollowLexicographicOrderForAllSizesUpToEight) {
  for (int n = 1; n <= 8; ++n) {
    std::vector<int> items(static_cast<std::size_t>(n));
    std::iota(items.begin(), items.end(), 0);
    std::uint64_t expected = 0;
    do {
      ASSERT_EQ(puzzle::rank_permutation(items.data(), n), expected);
      std::vector<int> back(static_cast<std::size_t>(n));
      puzzle::unrank_permutation(expected, n, back.data());
      ASSERT_EQ(back, items);
      ++expected;
    } while (std::next_permutation(items.begin(), items.end()));
    EXPECT_EQ(expected, puzzle::factorial(n));
  }
}

TEST(PermutationRank, RoundTripsForSixteenItems) {
  std::mt19937_64 random(16);
  std::vector<unsigned char> items(16);
  std::iota(items.begin(), items.end(), 0);
  EXPECT_EQ(puzzle::rank_permutation(items.data(), 16), 0u);
  std::reverse(items.begin(), items.end());
  EXPECT_EQ(puzzle::rank_permutation(items.data(), 16), puzzle::factorial(16) - 1);
  for (int trial = 0; trial < 1000; ++trial) {
    std::shuffle(items.begin(), items.end(), random);
    const std::uint64_t rank = puzzle::rank_permutation(items.data(), 16);
    ASSERT_LT(rank, puzzle::factorial(16));
    std::vector<unsigned char> back(16);
    puzzle::unrank_permutation(rank, 16, back.data());
    ASSERT_EQ(back, items);
  }
}

// Every arrangement of k out of n items, in lexicographic order: the permutations of 0..n-1 whose
// first k items change, taken once each.
TEST(PermutationRank, ArrangementRanksFollowLexicographicOrder) {
  for (int n = 1; n <= 7; ++n) {
    for (int k = 0; k <= n; ++k) {
      std::vector<int> items(static_cast<std::size_t>(n));
      std::iota(items.begin(), items.end(), 0);
      std::vector<int> previous;
      std::uint64_t expected = 0;
      do {
        const std::vector<int> prefix(items.begin(), items.begin() + k);
        if (expected > 0 && prefix == previous) continue;
        ASSERT_EQ(puzzle::rank_arrangement(prefix.data(), k, n), expected) << n << " " << k;
        std::vector<int> back(static_cast<std::size_t>(k));
        puzzle::unrank_arrangement(expected, k, n, back.data());
        ASSERT_EQ(back, prefix);
        previous = prefix;
        ++expected;
      } while (std::next_permutation(items.begin(), items.end()));
      EXPECT_EQ(expected, puzzle::arrangement_count(n, k)) << n << " " << k;
    }
  }
}

TEST(PermutationRank, ArrangementOfAllItemsIsThePermutationRank) {
  std::mt19937_64 random(7);
  std::vector<unsigned char> items(16);
  std::iota(items.begin(), items.end(), 0);
  for (int trial = 0; trial < 200; ++trial) {
    std::shuffle(items.begin(), items.end(), random);
    ASSERT_EQ(puzzle::rank_arrangement(items.data(), 16, 16), puzzle::rank_permutation(items.data(), 16));
    const std::uint64_t rank = puzzle::rank_arrangement(items.data(), 6, 16);
    ASSERT_LT(rank, puzzle::arrangement_count(16, 6));
    std::vector<unsigned char> back(6);
    puzzle::unrank_arrangement(rank, 6, 16, back.data());
    ASSERT_EQ(back, std::vector<unsigned char>(items.begin(), items.begin() + 6));
  }
}

}  // namespace
