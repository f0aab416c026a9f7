// Tests of arrangement_graph.hpp: keys are dense and distinct, moves send every tracked item through
// the generator and the inverse move restores, the branching is the generators' count, and with every
// item tracked a BFS finds the group's distances.
#include "puzzle/group/arrangement_graph.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>
#include <vector>

#include "permutation_group_fixtures.hpp"
#include "puzzle/grid_rotation/grid_rotation_board.hpp"
#include "puzzle/tables/bfs_distances.hpp"

namespace {

TEST(ArrangementGraph, KeysAreDenseAndDistinct) {
  const puzzle::ArrangementGraph graph(puzzle::grid_rotation_generators(), 3);
  EXPECT_EQ(graph.key_space(), 504u);
  std::set<std::uint64_t> keys;
  for (int a = 0; a < 9; ++a)
    for (int b = 0; b < 9; ++b)
      for (int c = 0; c < 9; ++c) {
        if (a == b || b == c || a == c) continue;
        const int points[3] = {a, b, c};
        const std::uint64_t key = graph.key(graph.make_state(points));
        ASSERT_LT(key, graph.key_space());
        keys.insert(key);
      }
  EXPECT_EQ(keys.size(), 504u);
}

TEST(ArrangementGraph, MovesSendTrackedItemsThroughTheGenerator) {
  const puzzle::PermutationGenerators generators = puzzle::grid_rotation_generators();
  const puzzle::ArrangementGraph graph(generators, 2);
  const int points[2] = {0, 4};
  int moves[puzzle::ArrangementGraph::max_branching];
  ASSERT_EQ(graph.legal_moves(graph.make_state(points), moves), 12);
  EXPECT_EQ(graph.branching(), 12);  // its own generators, not max_generators
  EXPECT_EQ(puzzle::branching_of(graph), 12);
  for (int move = 0; move < 12; ++move) {
    EXPECT_EQ(moves[move], move);
    puzzle::ArrangementState state = graph.make_state(points);
    graph.apply(state, move);
    EXPECT_EQ(state.point[0], generators.image(move, 0));
    EXPECT_EQ(state.point[1], generators.image(move, 4));
    graph.apply(state, graph.inverse(move));
    EXPECT_EQ(state.point[0], 0);
    EXPECT_EQ(state.point[1], 4);
  }
}

TEST(ArrangementGraph, EveryItemTrackedGivesTheGroupsDistances) {
  const std::vector<group_oracle::Permutation> images = group_oracle::alternating5_of7();
  const puzzle::ArrangementGraph graph(puzzle::PermutationGenerators(7, images), 7);
  const group_oracle::Permutation identity = group_oracle::identity(7);
  const std::vector<std::uint8_t> distance =
      puzzle::bfs_distances(graph, std::vector<puzzle::ArrangementState>(1, graph.make_state(identity.data())));
  const auto& expected = group_oracle::distances(7, images);
  std::vector<std::uint8_t> where = identity;
  int reached = 0;
  do {
    const auto found = expected.find(group_oracle::encode(where));
    const int want = found == expected.end() ? puzzle::unreached : found->second;
    ASSERT_EQ(distance[graph.key(graph.make_state(where.data()))], want);
    reached += found != expected.end();
  } while (std::next_permutation(where.begin(), where.end()));
  EXPECT_EQ(reached, 60);  // A_5
}

}  // namespace

namespace {

TEST(ArrangementGraphDeathTest, DeclaresTheMostMovesItTakes) {
  EXPECT_EQ(puzzle::ArrangementGraph::max_branching, puzzle::max_group_moves);
  EXPECT_EQ(puzzle::BasicArrangementGraph<12>::max_branching, 12);
  EXPECT_EQ(puzzle::BasicArrangementGraph<12>(puzzle::grid_rotation_generators(), 3).branching(), 12);
  EXPECT_DEATH(puzzle::BasicArrangementGraph<11>(puzzle::grid_rotation_generators(), 3),
               "more moves than its MaxMoves");
}

TEST(ArrangementGraphDeathTest, RefusesMoreTrackedItemsThanPoints) {
  EXPECT_DEATH(puzzle::ArrangementGraph(puzzle::grid_rotation_generators(), 10), "tracked items");
}

// 32 points: at most 16 tracked items fit the state, and 13 in a 64-bit key.
TEST(ArrangementGraphDeathTest, RefusesMoreTrackedItemsThanTheStateOrTheKeysHold) {
  std::vector<int> all(32);
  std::iota(all.begin(), all.end(), 0);
  const group_oracle::Permutation turn = group_oracle::cycle(32, all);
  const puzzle::PermutationGenerators generators(32, {turn, group_oracle::inverse(turn)});
  EXPECT_EQ(puzzle::ArrangementGraph(generators, 13).key_space(), puzzle::arrangement_count(32, 13));
  EXPECT_DEATH(puzzle::ArrangementGraph(generators, 14), "64 bits");
  EXPECT_DEATH(puzzle::ArrangementGraph(generators, 17), "at most 16 tracked items");
}

}  // namespace
