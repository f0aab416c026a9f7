// Tests of block_move_puzzle.hpp: the legal moves are exactly those cutting three breakpoints; apply
// and the inverse move agree with the shelf's moves; the estimate never exceeds the distance (every shelf of up to
// 8 books against an independent breadth-first search, shelves of 15 books against meeting in the
// middle) and is exact where the table knows the distance; IDA* over the model finds every distance.
#include "puzzle/block_moves/block_move_puzzle.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "shelf_conversions.hpp"
#include "block_sort_fixtures.hpp"
#include "puzzle/search/ida_star.hpp"

namespace {

using block_sort_oracle::Shelf;

using block_sort_oracle::permutation_of;
using block_sort_oracle::shelf_of;

TEST(BlockMovePuzzle, MovesAreThoseCuttingThreeBreakpointsInGapOrder) {
  const puzzle::ReducedDistanceTable table(5, 3);
  const puzzle::BlockMovePuzzle puzzle(table);
  std::mt19937 random(1);
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 1 + trial % 16;
    const Shelf shelf = block_sort_oracle::random_walk(n, trial % 7, random);
    puzzle::BlockPermutation state = permutation_of(shelf);
    std::vector<puzzle::BlockMove> expected;
    for (int first = 0; first <= n; ++first)
      for (int middle = first + 1; middle <= n; ++middle)
        for (int last = middle + 1; last <= n; ++last)
          if (puzzle::is_breakpoint(state, first) && puzzle::is_breakpoint(state, middle) &&
              puzzle::is_breakpoint(state, last))
            expected.push_back(puzzle::block_move(first, middle, last));
    puzzle::BlockMove moves[puzzle::BlockMovePuzzle::max_branching];
    const int count = puzzle.legal_moves(state, moves);
    ASSERT_EQ(std::vector<puzzle::BlockMove>(moves, moves + count), expected);
    for (const puzzle::BlockMove& move : expected) {
      puzzle.apply(state, move);
      ASSERT_EQ(shelf_of(state), block_sort_oracle::block_moved(shelf, move.first, move.middle, move.last));
      puzzle.apply(state, puzzle.inverse(move));
      ASSERT_EQ(shelf_of(state), shelf);
      ASSERT_EQ(puzzle.inverse(puzzle.inverse(move)), move);
    }
  }
  const int most = puzzle::BlockMovePuzzle::max_branching;  // a copy: EXPECT_EQ takes references
  puzzle::BlockMove moves[most];
  const Shelf reversed = {16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1};  // all 17 gaps breakpoints
  EXPECT_EQ(puzzle.legal_moves(permutation_of(reversed), moves), most);
}

TEST(BlockMovePuzzle, GoalIsSorted) {
  const puzzle::ReducedDistanceTable table(5, 3);
  const puzzle::BlockMovePuzzle puzzle(table);
  EXPECT_TRUE(puzzle.is_goal(permutation_of(block_sort_oracle::sorted_shelf(15))));
  EXPECT_FALSE(puzzle.is_goal(permutation_of(Shelf{2, 1})));
}

TEST(BlockMovePuzzle, EstimateIsAdmissibleAndExactWhereTheTableKnows) {
  const puzzle::ReducedDistanceTable table(6, 2);
  const puzzle::BlockMovePuzzle puzzle(table);
  for (int n = 1; n <= 8; ++n)
    for (const Shelf& shelf : block_sort_oracle::all_shelves(n)) {
      const int distance = block_sort_oracle::distance_of(shelf);
      const int estimate = puzzle.estimate(permutation_of(shelf));
      ASSERT_LE(estimate, distance);
      if (block_sort_oracle::framed_breakpoints(shelf) <= table.max_breakpoints() && distance <= table.max_depth()) {
        ASSERT_EQ(estimate, distance);
      }
    }
}

TEST(BlockMovePuzzle, EstimateIsAdmissibleOnShelvesOfFifteenBooks) {
  const puzzle::ReducedDistanceTable table(8, 3);
  const puzzle::BlockMovePuzzle puzzle(table);
  const block_sort_oracle::MeetInTheMiddle oracle(15);
  std::mt19937 random(15);
  for (int trial = 0; trial < 40; ++trial) {
    const Shelf shelf = block_sort_oracle::random_walk(15, 1 + trial % 4, random);
    const int distance = oracle.distance_up_to_four(shelf);
    if (distance != block_sort_oracle::five_or_more) {
      ASSERT_LE(puzzle.estimate(permutation_of(shelf)), distance);
    }
  }
}

TEST(BlockMovePuzzle, IdaStarFindsEveryDistanceOfUpToSevenBooks) {
  const puzzle::ReducedDistanceTable table(5, 1);  // a small, shallow table: the search does the work
  const puzzle::BlockMovePuzzle puzzle(table);
  for (int n = 1; n <= 7; ++n)
    for (const Shelf& shelf : block_sort_oracle::all_shelves(n)) {
      const puzzle::SearchResult<puzzle::BlockMove> result =
          puzzle::ida_star(puzzle, permutation_of(shelf), puzzle::IdaStarOptions<>().bound(10));
      ASSERT_TRUE(result.found);
      ASSERT_EQ(static_cast<int>(result.moves.size()), block_sort_oracle::distance_of(shelf));
      Shelf replayed = shelf;
      for (const puzzle::BlockMove& move : result.moves)
        replayed = block_sort_oracle::block_moved(replayed, move.first, move.middle, move.last);
      ASSERT_EQ(replayed, block_sort_oracle::sorted_shelf(n));
    }
}

}  // namespace
