// Tests of row_numbering.hpp: rows are numbered 0, 1, 2, ... in order of first appearance, the same
// row always gets the same number (also across the rehashes of a growing table), find() tells known
// rows from unknown ones, and 64-bit keys are rows of two.
#include "puzzle/util/row_numbering.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <random>
#include <vector>

namespace {

TEST(RowNumbering, NumbersRowsInOrderOfFirstAppearance) {
  puzzle::RowNumbering numbering(3);
  const std::uint32_t a[3] = {1, 2, 3}, b[3] = {3, 2, 1}, c[3] = {1, 2, 4};
  EXPECT_EQ(numbering.number(a), 0u);
  EXPECT_EQ(numbering.number(b), 1u);
  EXPECT_EQ(numbering.number(a), 0u);
  EXPECT_EQ(numbering.number(c), 2u);
  EXPECT_EQ(numbering.count(), 3u);
  EXPECT_EQ(numbering.row(1)[0], 3u);
  puzzle::RowNumbering keys(2);
  EXPECT_EQ(keys.number(std::uint64_t(7) << 40), 0u);
  EXPECT_EQ(keys.find(std::uint64_t(7) << 40), 0u);
  EXPECT_EQ(keys.find(7u), puzzle::RowNumbering::absent());
}

TEST(RowNumbering, AgreesWithAMapOverManyKeys) {
  puzzle::RowNumbering numbering(2, 16);  // starts small: grows many times
  std::map<std::uint64_t, std::uint32_t> expected;
  std::mt19937_64 random(5);
  for (int i = 0; i < 200000; ++i) {
    const std::uint64_t key = random() % 50000 * 0x100000001ull;  // repeats, and both halves used
    const auto inserted = expected.emplace(key, static_cast<std::uint32_t>(expected.size()));
    ASSERT_EQ(numbering.number(key), inserted.first->second);
  }
  EXPECT_EQ(numbering.count(), expected.size());
  for (const auto& entry : expected) ASSERT_EQ(numbering.find(entry.first), entry.second);
}

#ifndef NDEBUG
TEST(RowNumberingDeathTest, RowsHaveAValue) { EXPECT_DEATH(puzzle::RowNumbering(0), "at least one value"); }
#endif

}  // namespace
