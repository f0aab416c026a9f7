// Tests of block_sort_solver.hpp: the fewest moves (the length of solve's sorting), or no_path, for
// every shelf of up to 8 books (against an independent breadth-first search) under several limits,
// and for shelves of 15 books at every distance 0-4 and at 5 or more, with few breakpoints so that the
// solver must search (against meeting in the middle); the moves solve returns sort the shelf; a
// monitor hears the table's build on the first shelf, then each shelf's method and search.
#include "puzzle/block_moves/block_sort_solver.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "block_sort_fixtures.hpp"
#include "recording_monitor.hpp"

namespace {

using block_sort_oracle::Shelf;

int expected_answer(int distance, int limit) { return distance <= limit ? distance : puzzle::no_path; }

TEST(BlockSortSolver, EveryShelfOfUpToEightBooksUnderLimitsOneToSix) {
  for (int limit = 1; limit <= 6; ++limit) {
    puzzle::BlockSortSolver solver(limit);
    for (int n = 1; n <= 8; ++n)
      for (const Shelf& shelf : block_sort_oracle::all_shelves(n)) {
        const int distance = block_sort_oracle::distance_of(shelf);
        const puzzle::SearchResult<puzzle::BlockMove> result = solver.solve(shelf.data(), n);
        ASSERT_EQ(puzzle::fewest_moves(result), expected_answer(distance, limit)) << "limit " << limit << ", n = " << n;
        ASSERT_EQ(result.over_bound, distance > limit ? limit : -1)
            << "limit " << limit << ", n = " << n;  // never "unsolvable"
      }
  }
}

// The exact solver (no limit: n - 1 moves always suffice) answers every shelf, 5 moves and more too.
TEST(BlockSortSolver, ExactAnswersEveryShelfOfUpToEightBooks) {
  puzzle::BlockSortSolver solver;
  int beyond_four = 0;
  for (int n = 1; n <= 8; ++n)
    for (const Shelf& shelf : block_sort_oracle::all_shelves(n)) {
      const int distance = block_sort_oracle::distance_of(shelf);
      beyond_four += distance > 4;
      ASSERT_EQ(puzzle::fewest_moves(solver.solve(shelf.data(), n)), distance) << "n = " << n;
    }
  EXPECT_GT(beyond_four, 0);  // the shelves a limit of 4 leaves out are among them
}

TEST(BlockSortSolver, ShelvesOfFifteenBooksAtEveryDistance) {
  puzzle::BlockSortSolver solver(4);
  const block_sort_oracle::MeetInTheMiddle oracle(15);
  std::mt19937 random(3460);
  for (int distance = 0; distance <= block_sort_oracle::five_or_more; ++distance)
    for (const Shelf& shelf : block_sort_oracle::shelves_at(oracle, 15, distance, 12, 8, random))
      ASSERT_EQ(puzzle::fewest_moves(solver.solve(shelf.data(), 15)), expected_answer(distance, 4));
}

TEST(BlockSortSolver, SixteenBooks) {
  puzzle::BlockSortSolver solver(4);
  const block_sort_oracle::MeetInTheMiddle oracle(16);
  std::mt19937 random(16);
  for (int trial = 0; trial < 12; ++trial) {
    const Shelf shelf = block_sort_oracle::random_walk(16, 2 + trial % 4, random);
    ASSERT_EQ(puzzle::fewest_moves(solver.solve(shelf.data(), 16)),
              expected_answer(oracle.distance_up_to_four(shelf), 4));
  }
}

TEST(BlockSortSolver, SolveReturnsAShortestSortingAndTheMonitorHearsIt) {
  monitor_test::RecordingMonitor monitor;
  puzzle::BlockSortSolver solver(4);
  solver.set_monitor(&monitor);
  EXPECT_TRUE(monitor.builds.empty());  // nothing built before the first shelf
  const Shelf sample = {1, 3, 4, 6, 2, 5};
  const puzzle::SearchResult<puzzle::BlockMove> result = solver.solve(sample.data(), 6);
  ASSERT_EQ(monitor.builds.size(), 1u);  // the table, once
  EXPECT_EQ(monitor.built_entries, std::vector<std::uint64_t>{40320});
  ASSERT_TRUE(result.found);
  EXPECT_EQ(result.moves.size(), 2u);
  puzzle::BlockPermutation shelf = puzzle::make_block_permutation(sample.data(), 6);
  for (const puzzle::BlockMove& move : result.moves) puzzle::apply_block_move(shelf, move);
  EXPECT_EQ(shelf.breakpoints, 0);
  const Shelf reversed = {10, 9, 8, 7, 6, 5, 4, 3, 2, 1};  // 6 moves: "5 or more"
  EXPECT_FALSE(solver.solve(reversed.data(), 10).found);
  EXPECT_EQ(monitor.builds.size(), 1u);  // not built again
  ASSERT_EQ(monitor.methods.size(), 2u);
  ASSERT_EQ(monitor.searches.size(), 2u);
  EXPECT_TRUE(monitor.searches[0].found);
  EXPECT_FALSE(monitor.searches[1].found || monitor.searches[1].stopped);
  EXPECT_EQ(monitor.searches[0].expanded + monitor.searches[1].expanded, monitor.level_nodes());
}

TEST(BlockSortSolverDeathTest, RefusesLimitsOutsideOneTo254AndBadShelves) {
  EXPECT_DEATH(puzzle::BlockSortSolver(0), "limit of 1-254");
  EXPECT_DEATH(puzzle::BlockSortSolver(255), "limit of 1-254");
  puzzle::BlockSortSolver solver(4);
  const int repeated[3] = {1, 1, 2};
  EXPECT_DEATH(solver.solve(repeated, 3), "1..n once each");
}

}  // namespace
