// Tests of tile_tokens.hpp: the two ways the 8-puzzle judges write a tile, and everything else refused.
#include "puzzle/io/tile_tokens.hpp"

#include <gtest/gtest.h>

namespace {

TEST(TileTokens, DigitOrX) {
  for (int tile = 1; tile <= 8; ++tile)
    EXPECT_EQ(puzzle::digit_or_x_tile(std::string(1, static_cast<char>('0' + tile))), tile);
  EXPECT_EQ(puzzle::digit_or_x_tile("x"), 0);
  for (const char* bad : {"X", "0", "9", "", "xx", "11", "-1", "y", "1 "})
    EXPECT_EQ(puzzle::digit_or_x_tile(bad), -1) << bad;
}

TEST(TileTokens, Numbered) {
  for (int tile = 0; tile <= 8; ++tile) EXPECT_EQ(puzzle::numbered_tile<8>(std::to_string(tile)), tile);
  EXPECT_EQ(puzzle::numbered_tile<15>("15"), 15);
  for (const char* bad : {"9", "x", "", "-1", "+1", "1.0", "99999999999999999999"})
    EXPECT_EQ(puzzle::numbered_tile<8>(bad), -1) << bad;
  for (const char* leading_zero : {"00", "01", "08"})
    EXPECT_EQ(puzzle::numbered_tile<8>(leading_zero), -1) << leading_zero;
  EXPECT_EQ(puzzle::numbered_tile<15>("16"), -1);
}

}  // namespace
