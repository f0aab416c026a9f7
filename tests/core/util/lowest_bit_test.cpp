// Tests of util/lowest_bit.hpp: lowest_bit at every position of 64 bits, with higher bits set or not.
#include "puzzle/util/lowest_bit.hpp"

#include <gtest/gtest.h>

#include <cstdint>

namespace {

TEST(LowestBit, EveryPosition) {
  for (int bit = 0; bit < 64; ++bit) {
    EXPECT_EQ(puzzle::lowest_bit(std::uint64_t(1) << bit), bit);
    EXPECT_EQ(puzzle::lowest_bit(std::uint64_t(1) << bit | std::uint64_t(1) << 63), bit);
    EXPECT_EQ(puzzle::lowest_bit(~std::uint64_t(0) << bit), bit);
  }
}

}  // namespace
