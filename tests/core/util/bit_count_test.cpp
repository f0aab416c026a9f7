// Tests of util/bit_count.hpp: count_bits32 against a count bit by bit, on every 16-bit mask spread
// over 32 bits, random masks and the extremes.
#include "puzzle/util/bit_count.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

namespace {

TEST(BitCount, MatchesACountBitByBit) {
  std::mt19937 random(32);
  std::vector<std::uint32_t> masks = {0u, 1u, 0x80000000u, 0xFFFFFFFFu, 0xFFFFu, 0xFFFF0000u, 0x55555555u};
  for (int i = 0; i < 100000; ++i) masks.push_back(static_cast<std::uint32_t>(random()));
  for (std::uint32_t mask = 0; mask < (1u << 16); ++mask) masks.push_back(mask * 0x9E3779B1u);
  for (const std::uint32_t mask : masks) {
    unsigned naive = 0;
    for (unsigned bit = 0; bit < 32; ++bit) naive += (mask >> bit) & 1u;
    ASSERT_EQ(puzzle::count_bits32(mask), naive) << mask;
  }
}

}  // namespace
