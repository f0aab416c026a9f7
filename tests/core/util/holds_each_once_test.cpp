// Tests of holds_each_once.hpp against std::is_permutation and a set, on every short sequence.
#include "puzzle/util/holds_each_once.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>
#include <vector>

namespace {

TEST(HoldsEachOnce, AgreesWithTheStandardLibraryOnEveryShortSequence) {
  for (int n = 0; n <= 4; ++n) {
    std::vector<int> identity(static_cast<std::size_t>(n));
    std::iota(identity.begin(), identity.end(), 0);
    // Every sequence of n values in -1..n.
    std::vector<int> items(static_cast<std::size_t>(n), -1);
    for (;;) {
      const bool expected = std::is_permutation(items.begin(), items.end(), identity.begin());
      ASSERT_EQ(puzzle::holds_each_once(items.data(), n), expected);
      const std::set<int> distinct(items.begin(), items.end());
      const bool below = std::all_of(items.begin(), items.end(), [n](int v) { return v >= 0 && v < n; });
      ASSERT_EQ(puzzle::distinct_below(items.data(), n, n), below && distinct.size() == items.size());
      int i = 0;
      while (i < n && items[static_cast<std::size_t>(i)] == n) items[static_cast<std::size_t>(i++)] = -1;
      if (i == n) break;
      ++items[static_cast<std::size_t>(i)];
    }
  }
  const unsigned char big[3] = {63, 1, 0};
  EXPECT_FALSE(puzzle::holds_each_once(big, 3));
  EXPECT_TRUE(puzzle::distinct_below(big, 3, 64));
}

TEST(HoldsEachOnceDeathTest, RefusesMoreThan64Items) {
  const unsigned char items[1] = {0};
  EXPECT_DEATH(puzzle::distinct_below(items, 1, 65), "n <= 64");
}

}  // namespace
