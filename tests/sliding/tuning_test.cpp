// Tests of tuning.hpp: each partition covers every tile once; every budget is positive.
#include "puzzle/sliding/tuning.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

// True if `patterns` hold each of the tiles 1..tiles exactly once.
bool partitions_tiles(const std::vector<std::vector<std::uint8_t> >& patterns, int tiles) {
  std::vector<int> seen(static_cast<std::size_t>(tiles + 1), 0);
  for (const std::vector<std::uint8_t>& pattern : patterns)
    for (std::uint8_t tile : pattern) {
      if (tile < 1 || tile > tiles) return false;
      ++seen[tile];
    }
  for (int tile = 1; tile <= tiles; ++tile)
    if (seen[static_cast<std::size_t>(tile)] != 1) return false;
  return true;
}

TEST(SlidingTuning, PartitionsCoverEveryTileOnceAndBudgetsArePositive) {
  EXPECT_TRUE(partitions_tiles(puzzle::fifteen_puzzle_patterns(), 15));
  EXPECT_TRUE(partitions_tiles(puzzle::eight_puzzle_patterns(), 8));
  EXPECT_GT(puzzle::fifteen_puzzle_build_cost_in_nodes(), 0);
  EXPECT_GT(puzzle::eight_puzzle_build_cost_in_nodes(), 0);
  EXPECT_GT(puzzle::eight_puzzle_table_cost_in_nodes(), 0);
}

}  // namespace
