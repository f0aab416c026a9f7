#include "judge/random.hpp"

#include <gtest/gtest.h>

#include <set>

namespace {

TEST(Random, IsSplitmix64) {  // Vigna's splitmix64.c from seed 0
  judge::Random random(0);
  EXPECT_EQ(random.next(), 0xe220a8397b1dcdafULL);
  EXPECT_EQ(random.next(), 0x6e789e6aa1b965f4ULL);
  EXPECT_EQ(random.next(), 0x06c45d188009454fULL);
}

TEST(Random, BelowStaysInRangeAndReachesEveryValue) {
  judge::Random random(7);
  std::set<std::uint64_t> seen;
  for (int i = 0; i < 1000; ++i) {
    const std::uint64_t value = random.below(6);
    ASSERT_LT(value, 6u);
    seen.insert(value);
  }
  EXPECT_EQ(seen.size(), 6u);
  EXPECT_EQ(random.between(3, 3), 3);
}

TEST(Random, ShuffleIsAPermutationAndRepeatsWithTheSeed) {
  std::vector<int> first{0, 1, 2, 3, 4, 5, 6, 7}, second = first;
  judge::Random a(42), b(42);
  a.shuffle(first);
  b.shuffle(second);
  EXPECT_EQ(first, second);
  EXPECT_EQ(std::set<int>(first.begin(), first.end()).size(), 8u);
}

}  // namespace
