// Tests of block_move_drawing.hpp: a shelf drawn in one line; a label names the shorter of the two
// blocks (the left one on a tie) and where it goes; and on every shelf of up to 6 books, every move's
// label, done as a learner reads it (block_sort_fixtures.hpp), gives the shelf the move gives.
#include "puzzle/block_moves/block_move_drawing.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "shelf_conversions.hpp"
#include "block_sort_fixtures.hpp"

namespace {

using block_sort_oracle::Shelf;

TEST(BlockMoveDrawing, ShelfInOneLine) {
  const Shelf sample = {1, 3, 4, 6, 2, 5};
  EXPECT_EQ(puzzle::ShelfDrawing()(block_sort_oracle::permutation_of(sample)),
            std::vector<std::string>(1, "1 3 4 6 2 5"));
  const Shelf fifteen = {15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1};
  EXPECT_EQ(puzzle::ShelfDrawing()(block_sort_oracle::permutation_of(fifteen)),
            std::vector<std::string>(1, "15 14 13 12 11 10 9 8 7 6 5 4 3 2 1"));
}

TEST(BlockMoveDrawing, LabelNamesTheShorterBlock) {
  const puzzle::BlockPermutation sample = block_sort_oracle::permutation_of(Shelf{1, 3, 4, 6, 2, 5});
  const puzzle::BlockMoveLabel label;
  EXPECT_EQ(label(sample, puzzle::block_move(1, 3, 5)), "[3 4] after 2");  // [3 4] and [6 2]: a tie
  EXPECT_EQ(label(sample, puzzle::block_move(1, 3, 4)), "[6] before 3");   // [3 4] and [6]
  EXPECT_EQ(label(sample, puzzle::block_move(0, 1, 6)), "[1] after 5");    // [1] and the rest
  EXPECT_EQ(label(sample, puzzle::block_move(4, 5, 6)), "[2] after 5");
}

TEST(BlockMoveDrawing, EveryLabelDoneAsReadIsItsMove) {
  for (int n = 2; n <= 6; ++n)
    for (const Shelf& shelf : block_sort_oracle::all_shelves(n))
      for (int first = 0; first <= n; ++first)
        for (int middle = first + 1; middle <= n; ++middle)
          for (int last = middle + 1; last <= n; ++last) {
            puzzle::BlockPermutation moved = block_sort_oracle::permutation_of(shelf);
            const std::string text = puzzle::BlockMoveLabel()(moved, puzzle::block_move(first, middle, last));
            puzzle::apply_block_move(moved, puzzle::block_move(first, middle, last));
            Shelf read = shelf;
            ASSERT_TRUE(block_sort_oracle::apply_label(read, text)) << text;
            ASSERT_EQ(read, block_sort_oracle::shelf_of(moved)) << text;
            const std::size_t named = static_cast<std::size_t>(std::count(text.begin(), text.end(), ' ')) - 1;
            ASSERT_EQ(named, static_cast<std::size_t>(std::min(middle - first, last - middle))) << text;
          }
}

}  // namespace
