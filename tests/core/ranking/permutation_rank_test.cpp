// Tests of permutation_rank.hpp: ranks of orderings and of k-arrangements are lexicographic positions,
// unrank inverts rank, and Lehmer digits count the smaller items not yet placed.
#include "puzzle/ranking/permutation_rank.hpp"

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

TEST(ArrangementRank, CountIsFallingFactorial) {
  EXPECT_EQ(puzzle::arrangement_count(9, 0), 1u);
  EXPECT_EQ(puzzle::arrangement_count(9, 2), 72u);
  EXPECT_EQ(puzzle::arrangement_count(9, 4), 3024u);
  EXPECT_EQ(puzzle::arrangement_count(9, 9), 362880u);
  EXPECT_EQ(puzzle::arrangement_count(20, 20), puzzle::factorial(20));
  EXPECT_EQ(puzzle::arrangement_count(32, 3), 32u * 31u * 30u);
  EXPECT_EQ(puzzle::arrangement_count(32, 13), 2163102632570880000ull);  // 32!/19!: 14 items would not fit
}

TEST(ArrangementRankDeathTest, CountPastSixtyFourBitsIsRefused) {
  EXPECT_DEATH(puzzle::arrangement_count(32, 14), "64 bits");
  EXPECT_DEATH(puzzle::arrangement_count(21, 21), "64 bits");
  EXPECT_DEATH(puzzle::arrangement_count(33, 1), "");
}

TEST(ArrangementRank, LehmerDigitCountsSmallerUnplacedItems) {
  EXPECT_EQ(puzzle::lehmer_digit(5, 0u), 5u);
  EXPECT_EQ(puzzle::lehmer_digit(5, (1u << 1) | (1u << 3) | (1u << 7)), 3u);  // 0, 2, 4 remain below
  EXPECT_EQ(puzzle::lehmer_digit(0, 0xFFFEu), 0u);
  EXPECT_EQ(puzzle::lehmer_digit(31, 0x7FFFFFFFu), 0u);
  EXPECT_EQ(puzzle::lehmer_digit(31, (1u << 20) | (1u << 30)), 29u);  // above the old 16-item masks
}

// Every arrangement of k of n items, in lexicographic order, gets the next rank; unrank inverts; and
// the rank is that of any full ordering starting with the arrangement, divided by (n-k)!.
TEST(ArrangementRank, RanksFollowLexicographicOrderAndMatchPermutationRanks) {
  const int n = 7;
  for (int k = 0; k <= n; ++k) {
    std::vector<int> items(static_cast<std::size_t>(n));
    std::iota(items.begin(), items.end(), 0);
    std::uint64_t expected = 0;
    do {  // next_permutation over the whole ordering visits each k-prefix (n-k)! times in a row
      const std::uint64_t rank = puzzle::rank_arrangement(items.data(), k, n);
      ASSERT_EQ(rank, puzzle::rank_permutation(items.data(), n) / puzzle::factorial(n - k));
      ASSERT_GE(rank + 1, expected);
      ASSERT_LE(rank, expected);
      if (rank == expected) {
        std::vector<int> back(static_cast<std::size_t>(k));
        puzzle::unrank_arrangement(rank, k, n, back.data());
        ASSERT_TRUE(std::equal(back.begin(), back.end(), items.begin())) << k;
        ++expected;
      }
    } while (std::next_permutation(items.begin(), items.end()));
    EXPECT_EQ(expected, puzzle::arrangement_count(n, k)) << k;
  }
}

TEST(ArrangementRank, FullArrangementIsThePermutationRank) {
  std::mt19937 random(485);
  std::vector<unsigned char> items(12);
  std::iota(items.begin(), items.end(), 0);
  for (int trial = 0; trial < 200; ++trial) {
    std::shuffle(items.begin(), items.end(), random);
    ASSERT_EQ(puzzle::rank_arrangement(items.data(), 12, 12), puzzle::rank_permutation(items.data(), 12));
  }
}

// Items above 16 (masks of 32 bits): every arrangement of 3 of 32 items in lexicographic order gets
// the next rank, and long arrangements of 24 and 32 items round-trip.
TEST(ArrangementRank, ThirtyTwoItems) {
  std::uint64_t expected = 0;
  for (int a = 0; a < 32; ++a)
    for (int b = 0; b < 32; ++b)
      for (int c = 0; c < 32; ++c) {
        if (a == b || b == c || a == c) continue;
        const int items[3] = {a, b, c};
        ASSERT_EQ(puzzle::rank_arrangement(items, 3, 32), expected);
        int back[3];
        puzzle::unrank_arrangement(expected, 3, 32, back);
        ASSERT_TRUE(std::equal(back, back + 3, items));
        ++expected;
      }
  EXPECT_EQ(expected, puzzle::arrangement_count(32, 3));
  std::mt19937 random(2286);
  for (const int n : {24, 32}) {
    std::vector<int> items(static_cast<std::size_t>(n));
    std::iota(items.begin(), items.end(), 0);
    const int k = n == 24 ? 12 : 13;
    EXPECT_EQ(puzzle::rank_arrangement(items.data(), k, n), 0u);
    std::reverse(items.begin(), items.end());
    EXPECT_EQ(puzzle::rank_arrangement(items.data(), k, n), puzzle::arrangement_count(n, k) - 1);
    for (int trial = 0; trial < 1000; ++trial) {
      std::shuffle(items.begin(), items.end(), random);
      const std::uint64_t rank = puzzle::rank_arrangement(items.data(), k, n);
      ASSERT_LT(rank, puzzle::arrangement_count(n, k));
      std::vector<int> back(static_cast<std::size_t>(k));
      puzzle::unrank_arrangement(rank, k, n, back.data());
      ASSERT_TRUE(std::equal(back.begin(), back.end(), items.begin()));
    }
  }
}

TEST(PermutationRank, TwentyItems) {
  std::vector<int> items(20);
  std::iota(items.begin(), items.end(), 0);
  std::reverse(items.begin(), items.end());
  EXPECT_EQ(puzzle::rank_permutation(items.data(), 20), puzzle::factorial(20) - 1);
  std::vector<int> back(20);
  puzzle::unrank_permutation(puzzle::factorial(20) - 1, 20, back.data());
  EXPECT_EQ(back, items);
}

}  // namespace
