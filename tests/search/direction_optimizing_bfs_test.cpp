// Tests of direction_optimizing_bfs.hpp: the same table as bfs_distances on Cayley graphs with and
// without unreachable keys and from several sources, and level by level (a table cut at each depth),
// with fewer moves applied on a wide graph.
#include "puzzle/search/direction_optimizing_bfs.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "permutation_group_fixtures.hpp"
#include "puzzle/search/bfs_table.hpp"
#include "puzzle/group/cayley_graph.hpp"
#include "puzzle/grid_rotation/grid_rotation_board.hpp"

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

TEST(DirectionOptimizingBfs, SameAsBfsWhenMostKeysAreUnreachable) {
  expect_same_as_bfs(puzzle::PermutationGenerators(7, group_oracle::alternating5_of7()), 1);
  expect_same_as_bfs(puzzle::PermutationGenerators(7, group_oracle::alternating5_of7()), 2);
}

// Level by level: after each expand_level, the table is the breadth-first table cut at that depth.
TEST(DirectionOptimizingBfs, LevelByLevelIsTheBfsTableCutAtEachDepth) {
  const puzzle::CayleyGraph graph(puzzle::grid_rotation_generators());
  const std::vector<puzzle::CayleyState> identity(1, graph.identity());
  puzzle::DirectionOptimizingBfs<puzzle::CayleyGraph> search(graph, identity);
  EXPECT_EQ(search.depth(), 0);
  EXPECT_EQ(search.distances(), puzzle::bfs_distances(graph, identity, 0));
  while (!search.done()) {
    search.expand_level();
    ASSERT_EQ(search.distances(), puzzle::bfs_distances(graph, identity, search.depth())) << search.depth();
  }
  EXPECT_EQ(search.depth(), 9);  // the rotation group's diameter is 8: the ninth level is empty
  std::vector<std::uint8_t> table;
  search.take_distances(table);
  EXPECT_EQ(table, puzzle::bfs_distances(graph, identity));
}

TEST(DirectionOptimizingBfsDeathTest, RefusesALevelPastTheLast) {
  const puzzle::CayleyGraph graph(puzzle::grid_rotation_generators());
  puzzle::DirectionOptimizingBfs<puzzle::CayleyGraph> search(graph, std::vector<puzzle::CayleyState>(1, graph.identity()));
  while (!search.done()) search.expand_level();
  EXPECT_DEATH(search.expand_level(), "every level is expanded");
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

}  // namespace
