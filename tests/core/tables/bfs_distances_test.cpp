// Tests of bfs_distances.hpp: the 8-puzzle distance histogram is OEIS A089473, distances agree with an
// independent search and the depth limit holds; a monitor hears each depth.
#include "puzzle/tables/bfs_distances.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "eight_puzzle_fixtures.hpp"
#include "recording_monitor.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"

namespace {

const std::uint8_t goal3[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};

std::vector<std::uint8_t> eight_distances(int max_depth) {
  const puzzle::SlidingPuzzle model(3, 3, goal3);
  return puzzle::bfs_distances(model, std::vector<puzzle::SlidingState>(1, model.make_state(goal3)),
                               puzzle::DistanceOptions().up_to(max_depth));
}

TEST(BfsTable, EightPuzzleHistogramIsA089473) {
  const int a089473[] = {1,     2,     4,     8,     16,    20,   39,   62,   116,   152,   286,
                         396,   748,   1024,  1893,  2512,  4485, 5638, 9529, 10878, 16993, 17110,
                         23952, 20224, 24047, 15578, 14560, 6274, 3910, 760,  221,   2};
  std::vector<int> histogram(32, 0);
  for (std::uint8_t d : eight_distances(254)) {
    ASSERT_NE(d, puzzle::unreached);  // the key space is exactly the solvable class
    ASSERT_LT(d, 32);
    ++histogram[d];
  }
  EXPECT_EQ(histogram, std::vector<int>(a089473, a089473 + 32));
}

TEST(BfsTable, DistancesAgreeWithIndependentSearch) {
  const puzzle::SlidingPuzzle model(3, 3, goal3);
  const std::vector<std::uint8_t> distance = eight_distances(254);
  for (const auto& entry : eight_oracle::distances()) {
    std::uint32_t code = entry.first;
    std::uint8_t tiles[9];
    for (int cell = 8; cell >= 0; --cell) tiles[cell] = static_cast<std::uint8_t>(code % 9), code /= 9;
    ASSERT_EQ(distance[model.key(model.make_state(tiles))], entry.second);
  }
}

TEST(BfsTable, DepthLimitLeavesFartherStatesUnreached) {
  int within = 0, unreached = 0;
  for (std::uint8_t d : eight_distances(5)) {
    if (d == puzzle::unreached) {
      ++unreached;
    } else {
      ASSERT_LE(d, 5);
      ++within;
    }
  }
  EXPECT_EQ(within, 1 + 2 + 4 + 8 + 16 + 20);
  EXPECT_EQ(within + unreached, 181440);
}

TEST(BfsTable, AMonitorHearsEachDepthsStates) {
  const puzzle::SlidingPuzzle model(3, 3, goal3);
  monitor_test::RecordingMonitor monitor;
  puzzle::bfs_distances(model, std::vector<puzzle::SlidingState>(1, model.make_state(goal3)),
                        puzzle::DistanceOptions().up_to(5).monitored_by(&monitor));
  // Depths 0-4 are expanded; depth 5, the limit, is reached only.
  const int states[] = {1, 2, 4, 8, 16};
  ASSERT_EQ(monitor.levels.size(), 5u);
  for (int depth = 0; depth < 5; ++depth) {
    EXPECT_EQ(monitor.levels[static_cast<std::size_t>(depth)].kind, "depth");
    EXPECT_EQ(monitor.levels[static_cast<std::size_t>(depth)].value, depth);
    EXPECT_EQ(monitor.levels[static_cast<std::size_t>(depth)].nodes, static_cast<std::uint64_t>(states[depth]));
  }
}

}  // namespace
