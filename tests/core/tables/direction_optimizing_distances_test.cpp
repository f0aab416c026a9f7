// Tests of direction_optimizing_distances.hpp: the same table as bfs_distances on Cayley graphs with and
// without unreachable keys and from several sources, and cut at each depth, with fewer moves applied
// on a wide graph.
#include "puzzle/tables/direction_optimizing_distances.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "permutation_group_fixtures.hpp"
#include "puzzle/grid_rotation/grid_rotation_board.hpp"
#include "puzzle/group/cayley_graph.hpp"
#include "puzzle/tables/bfs_distances.hpp"
#include "recording_monitor.hpp"

namespace {

// A CayleyGraph that counts the moves applied to it.
struct CountingGraph : puzzle::CayleyGraph {
  CountingGraph(const puzzle::PermutationGenerators& generators, long* counter)
      : puzzle::CayleyGraph(generators), applied(counter) {}
  void apply(State& state, Move move) const {
    ++*applied;
    puzzle::CayleyGraph::apply(state, move);
  }
  long* applied;
};

void expect_same_as_bfs(const puzzle::PermutationGenerators& generators, int sources) {
  const puzzle::CayleyGraph graph(generators);
  std::vector<puzzle::CayleyState> from;
  for (int i = 0; i < sources; ++i) from.push_back(graph.state_of_key(static_cast<std::uint64_t>(i) * 7));
  EXPECT_EQ(puzzle::direction_optimizing_distances(graph, from), puzzle::bfs_distances(graph, from));
}

TEST(DirectionOptimizingBfs, SameAsBfsOnTheRotationGroup) {
  expect_same_as_bfs(puzzle::grid_rotation_generators(), 1);
  expect_same_as_bfs(puzzle::grid_rotation_generators(), 3);
}

TEST(DirectionOptimizingBfs, SameAsBfsWithOddGenerators) {
  expect_same_as_bfs(puzzle::PermutationGenerators(6, group_oracle::symmetric6()), 1);
}

// One-way moves: a bottom-up level looks for parents along the backward moves, not the moves.
TEST(DirectionOptimizingBfs, SameAsBfsWithOneWayMoves) {
  expect_same_as_bfs(puzzle::PermutationGenerators(8, group_oracle::magic_squares()), 1);
  expect_same_as_bfs(puzzle::PermutationGenerators(8, group_oracle::magic_squares()), 3);
}

TEST(DirectionOptimizingBfs, SameAsBfsWhenMostKeysAreUnreachable) {
  expect_same_as_bfs(puzzle::PermutationGenerators(7, group_oracle::alternating5_of7()), 1);
  expect_same_as_bfs(puzzle::PermutationGenerators(7, group_oracle::alternating5_of7()), 2);
}

// Cut at each depth, the table is the breadth-first table cut there; past the last level, the whole.
TEST(DirectionOptimizingBfs, CutAtEachDepthIsTheBfsTableCutThere) {
  const puzzle::CayleyGraph graph(puzzle::grid_rotation_generators());
  const std::vector<puzzle::CayleyState> identity(1, graph.identity());
  for (int depth = 0; depth <= 9; ++depth)  // the rotation group's diameter is 8
    ASSERT_EQ(puzzle::direction_optimizing_distances(graph, identity, puzzle::DistanceOptions().up_to(depth)),
              puzzle::bfs_distances(graph, identity, puzzle::DistanceOptions().up_to(depth)))
        << depth;
  EXPECT_EQ(puzzle::direction_optimizing_distances(graph, identity, puzzle::DistanceOptions().up_to(9)),
            puzzle::bfs_distances(graph, identity));
  EXPECT_NE(puzzle::direction_optimizing_distances(graph, identity, puzzle::DistanceOptions().up_to(7)),
            puzzle::bfs_distances(graph, identity));
}

TEST(DirectionOptimizingBfs, LooksAtFewerEdgesOnAWideGraph) {
  long top_down = 0, optimized = 0;
  const CountingGraph counted_bfs(puzzle::grid_rotation_generators(), &top_down);
  const CountingGraph counted_optimized(puzzle::grid_rotation_generators(), &optimized);
  const std::vector<puzzle::CayleyState> identity(1, counted_bfs.identity());
  puzzle::bfs_distances(counted_bfs, identity);
  puzzle::direction_optimizing_distances(counted_optimized, identity);
  EXPECT_EQ(top_down, 181440L * 12);
  EXPECT_LT(optimized, top_down / 2);
}

// A monitor hears each level as the breadth-first table's monitor does: its depth and its states,
// whether the level went top-down or bottom-up.
TEST(DirectionOptimizingBfs, AMonitorHearsWhatTheBfsTablesMonitorHears) {
  const puzzle::CayleyGraph graph(puzzle::grid_rotation_generators());
  const std::vector<puzzle::CayleyState> identity(1, graph.identity());
  monitor_test::RecordingMonitor optimized, plain;
  puzzle::direction_optimizing_distances(graph, identity, puzzle::DistanceOptions().monitored_by(&optimized));
  puzzle::bfs_distances(graph, identity, puzzle::DistanceOptions().monitored_by(&plain));
  ASSERT_EQ(optimized.levels.size(), plain.levels.size());
  ASSERT_GE(optimized.levels.size(), 8u);
  for (std::size_t level = 0; level < plain.levels.size(); ++level) {
    EXPECT_EQ(optimized.levels[level].kind, "depth");
    EXPECT_EQ(optimized.levels[level].value, plain.levels[level].value);
    EXPECT_EQ(optimized.levels[level].nodes, plain.levels[level].nodes) << level;
  }
}

}  // namespace
