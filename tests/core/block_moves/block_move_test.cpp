// Tests of block_move.hpp: a framed permutation and its breakpoints; a move exchanges two adjacent
// blocks (as std::rotate does), keeps the breakpoint count right and is undone by its inverse; and
// the reduction, checked on every shelf of up to 8 books against an independent breadth-first search:
// a shelf is as far from sorted as its reduced shelf, and from every unsorted shelf some move that
// cuts three breakpoints goes one step nearer (the rule the search relies on).
#include "puzzle/block_moves/block_move.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "shelf_conversions.hpp"
#include "block_sort_fixtures.hpp"

namespace {

using block_sort_oracle::Shelf;

using block_sort_oracle::permutation_of;
using block_sort_oracle::shelf_of;

TEST(BlockPermutation, IsFramedAndCountsBreakpoints) {
  const Shelf shelf = {1, 3, 4, 6, 2, 5};  // the judge's first sample
  const puzzle::BlockPermutation permutation = permutation_of(shelf);
  EXPECT_EQ(permutation.size, 6);
  EXPECT_EQ(permutation.item[0], 0);
  EXPECT_EQ(permutation.item[7], 7);
  EXPECT_EQ(shelf_of(permutation), shelf);
  // 0|1 3|4 6|2 5|7: gaps 0 and 2 are adjacencies (0 1, 3 4).
  EXPECT_FALSE(puzzle::is_breakpoint(permutation, 0));
  EXPECT_TRUE(puzzle::is_breakpoint(permutation, 1));
  EXPECT_FALSE(puzzle::is_breakpoint(permutation, 2));
  EXPECT_EQ(permutation.breakpoints, 5);
  EXPECT_EQ(permutation_of(block_sort_oracle::sorted_shelf(16)).breakpoints, 0);
  EXPECT_EQ(permutation_of(Shelf{3, 2, 1}).breakpoints, 4);
}

TEST(BlockMove, ExchangesTwoAdjacentBlocksAndIsUndoneByItsInverse) {
  std::mt19937 random(3460);
  for (int n = 1; n <= 16; ++n)
    for (int trial = 0; trial < 20; ++trial) {
      const Shelf shelf = block_sort_oracle::random_walk(n, 6, random);
      for (int first = 0; first < n; ++first)
        for (int middle = first + 1; middle < n; ++middle)
          for (int last = middle + 1; last <= n; ++last) {
            const puzzle::BlockMove move = puzzle::block_move(first, middle, last);
            puzzle::BlockPermutation permutation = permutation_of(shelf);
            puzzle::apply_block_move(permutation, move);
            const Shelf moved = block_sort_oracle::block_moved(shelf, first, middle, last);
            ASSERT_EQ(shelf_of(permutation), moved);
            ASSERT_EQ(permutation.breakpoints, block_sort_oracle::framed_breakpoints(moved));
            ASSERT_EQ(permutation.item[0], 0);
            ASSERT_EQ(permutation.item[n + 1], n + 1);
            puzzle::apply_block_move(permutation, puzzle::inverse_block_move(move));
            ASSERT_EQ(shelf_of(permutation), shelf);
            ASSERT_EQ(permutation.breakpoints, block_sort_oracle::framed_breakpoints(shelf));
          }
    }
}

TEST(BlockMove, CountsOneMovePerThreeGaps) {
  for (int n = 1; n <= 16; ++n)
    EXPECT_EQ(puzzle::block_move_count(n),
              static_cast<int>(block_sort_oracle::neighbours(block_sort_oracle::sorted_shelf(n)).size()));
  EXPECT_EQ(puzzle::block_move_count(15), 560);
}

// The reduced shelf as books 1..m.
Shelf reduced_shelf(const Shelf& shelf) {
  std::uint8_t reduced[puzzle::max_block_items];
  const int items = puzzle::reduce_block_permutation(permutation_of(shelf), reduced);
  Shelf result;
  for (int i = 0; i < items; ++i) result.push_back(reduced[i] + 1);
  return result;
}

TEST(Reduction, ContractsEachStripButTheFramesOnes) {
  // 0 1 | 4 5 | 2 3 | 6 7 8: strips 4 5 and 2 3 remain, as 2 1.
  EXPECT_EQ(reduced_shelf(Shelf{1, 4, 5, 2, 3, 6, 7}), (Shelf{2, 1}));
  EXPECT_EQ(reduced_shelf(Shelf{3, 2, 1}), (Shelf{3, 2, 1}));
  EXPECT_EQ(reduced_shelf(Shelf{2, 3, 1}), (Shelf{2, 1}));
  EXPECT_EQ(reduced_shelf(block_sort_oracle::sorted_shelf(9)), Shelf());
  EXPECT_EQ(reduced_shelf(Shelf{1, 3, 4, 6, 2, 5}), (Shelf{2, 4, 1, 3}));
}

TEST(Reduction, HasOneBookFewerThanBreakpointsAndNoAdjacency) {
  std::mt19937 random(180);
  for (int trial = 0; trial < 2000; ++trial) {
    const Shelf shelf = block_sort_oracle::random_walk(1 + trial % 16, 1 + trial % 7, random);
    const Shelf reduced = reduced_shelf(shelf);
    const int breakpoints = block_sort_oracle::framed_breakpoints(shelf);
    ASSERT_EQ(static_cast<int>(reduced.size()), breakpoints == 0 ? 0 : breakpoints - 1);
    if (!reduced.empty()) {
      ASSERT_EQ(block_sort_oracle::framed_breakpoints(reduced), static_cast<int>(reduced.size()) + 1);
    }
  }
}

TEST(Reduction, KeepsTheDistanceOfEveryShelfOfUpToEightBooks) {
  for (int n = 1; n <= 8; ++n)
    for (const Shelf& shelf : block_sort_oracle::all_shelves(n)) {
      const Shelf reduced = reduced_shelf(shelf);
      const int reduced_distance = reduced.empty() ? 0 : block_sort_oracle::distance_of(reduced);
      ASSERT_EQ(reduced_distance, block_sort_oracle::distance_of(shelf)) << "n = " << n;
    }
}

TEST(Reduction, SomeMoveCuttingThreeBreakpointsGoesNearerFromEveryShelfOfUpToEightBooks) {
  for (int n = 1; n <= 8; ++n)
    for (const Shelf& shelf : block_sort_oracle::all_shelves(n)) {
      const int distance = block_sort_oracle::distance_of(shelf);
      if (distance == 0) continue;
      const puzzle::BlockPermutation permutation = permutation_of(shelf);
      bool nearer = false;
      for (int first = 0; first <= n && !nearer; ++first)
        for (int middle = first + 1; middle <= n && !nearer; ++middle)
          for (int last = middle + 1; last <= n && !nearer; ++last)
            nearer = puzzle::is_breakpoint(permutation, first) && puzzle::is_breakpoint(permutation, middle) &&
                     puzzle::is_breakpoint(permutation, last) &&
                     block_sort_oracle::distance_of(block_sort_oracle::block_moved(shelf, first, middle, last)) ==
                         distance - 1;
      ASSERT_TRUE(nearer) << "n = " << n << ", distance " << distance;
    }
}

TEST(BlockPermutationDeathTest, RefusesAnythingButOneToNOnce) {
  const int none[1] = {1};
  EXPECT_DEATH(puzzle::make_block_permutation(none, 0), "1-16 items");
  const int seventeen[17] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17};
  EXPECT_DEATH(puzzle::make_block_permutation(seventeen, 17), "1-16 items");
  const int repeated[3] = {1, 2, 2};
  EXPECT_DEATH(puzzle::make_block_permutation(repeated, 3), "1..n once each");
  const int outside[3] = {1, 2, 4};
  EXPECT_DEATH(puzzle::make_block_permutation(outside, 3), "1..n once each");
  const int zero[3] = {0, 1, 2};
  EXPECT_DEATH(puzzle::make_block_permutation(zero, 3), "1..n once each");
}

}  // namespace
