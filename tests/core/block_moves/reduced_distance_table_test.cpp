// Tests of reduced_distance_table.hpp: the block moves of k points as generators are the moves of the
// shelf, with their inverses (165 of them for 10 points: max_generators); the table answers every
// shelf of up to 8 books with at most k + 1 breakpoints with its distance (an independent
// breadth-first search) up to its depth and depth + 1 beyond; shelves of 15 books with few
// breakpoints too (against meeting in the middle); a monitor hears the build, with k! entries.
#include "puzzle/block_moves/reduced_distance_table.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "block_sort_fixtures.hpp"
#include "recording_monitor.hpp"
#include "shelf_conversions.hpp"

namespace {

using block_sort_oracle::permutation_of;
using block_sort_oracle::Shelf;

TEST(BlockMoveGenerators, AreTheBlockMovesInGapOrder) {
  for (int points = 2; points <= 10; ++points) {
    const puzzle::PermutationGenerators generators = puzzle::block_move_generators(points);
    ASSERT_EQ(generators.count(), puzzle::block_move_count(points));
    const std::vector<Shelf> moved = block_sort_oracle::neighbours(block_sort_oracle::sorted_shelf(points));
    for (int g = 0; g < generators.count(); ++g)
      for (int point = 0; point < points; ++point) {  // the item on `point` lands where the shelf's move puts it
        ASSERT_EQ(moved[static_cast<std::size_t>(g)][static_cast<std::size_t>(generators.image(g, point))], point + 1);
        ASSERT_EQ(generators.image(generators.inverse(g), generators.image(g, point)), point);
      }
  }
  EXPECT_EQ(puzzle::block_move_generators(10).count(), puzzle::max_generators);
}

// Every shelf of up to 8 books that the table has: its distance up to the depth, depth + 1 beyond.
void expect_every_shelf(int points, int depth) {
  const puzzle::ReducedDistanceTable table(points, depth);
  EXPECT_EQ(table.max_breakpoints(), points + 1);
  EXPECT_EQ(table.max_depth(), depth);
  int checked = 0;
  for (int n = 1; n <= 8; ++n)
    for (const Shelf& shelf : block_sort_oracle::all_shelves(n)) {
      if (block_sort_oracle::framed_breakpoints(shelf) > table.max_breakpoints()) continue;
      ASSERT_EQ(table.capped_distance(permutation_of(shelf)),
                std::min(block_sort_oracle::distance_of(shelf), depth + 1))
          << "points " << points << ", depth " << depth;
      ++checked;
    }
  EXPECT_GT(checked, 1000);
}

TEST(ReducedDistanceTable, WholeTablesAgreeWithIndependentSearch) {
  expect_every_shelf(5, 100);
  expect_every_shelf(6, 100);
  expect_every_shelf(8, 100);
}

TEST(ReducedDistanceTable, ShallowTablesAgreeUpToTheirDepth) {
  expect_every_shelf(8, 3);
  expect_every_shelf(7, 2);
  expect_every_shelf(6, 0);
}

TEST(ReducedDistanceTable, AnswersShelvesOfFifteenBooksWithFewBreakpoints) {
  const puzzle::ReducedDistanceTable table(8, 3);
  const block_sort_oracle::MeetInTheMiddle oracle(15);
  std::mt19937 random(3460);
  int checked = 0;
  while (checked < 60) {
    const Shelf shelf = block_sort_oracle::random_walk(15, 1 + checked % 5, random);
    if (block_sort_oracle::framed_breakpoints(shelf) > table.max_breakpoints()) continue;
    ASSERT_EQ(table.capped_distance(permutation_of(shelf)), std::min(oracle.distance_up_to_four(shelf), 4));
    ++checked;
  }
}

TEST(ReducedDistanceTable, MonitorHearsTheBuild) {
  monitor_test::RecordingMonitor monitor;
  const puzzle::ReducedDistanceTable table(6, 2, &monitor);
  ASSERT_EQ(monitor.builds.size(), 1u);
  EXPECT_EQ(monitor.built_entries, std::vector<std::uint64_t>{720});  // 6!
  EXPECT_TRUE(monitor.methods.empty() && monitor.searches.empty());
}

TEST(ReducedDistanceTableDeathTest, RefusesPointsOutsideFiveToTenAndNegativeDepths) {
  EXPECT_DEATH(puzzle::ReducedDistanceTable(4, 3), "5-10 points");
  EXPECT_DEATH(puzzle::ReducedDistanceTable(11, 3), "5-10 points");
  EXPECT_DEATH(puzzle::ReducedDistanceTable(8, -1), "depth of 0-254");
}

}  // namespace
