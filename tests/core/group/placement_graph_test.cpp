// Tests of placement_graph.hpp: keys are dense and distinct and state_of_key inverts them; a move sends
// every item's point through the generator and the inverse move restores; and breadth-first distances over the
// model equal those of a plain search over sets of points written here (std::map, images one by one),
// on small groups, with unreachable sets, and on 32 points.
#include "puzzle/group/placement_graph.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <deque>
#include <map>
#include <numeric>
#include <vector>

#include "permutation_group_fixtures.hpp"
#include "puzzle/tables/bfs_distances.hpp"
#include "puzzle/tables/direction_optimizing_distances.hpp"

namespace {

std::uint32_t image_of_set(const group_oracle::Permutation& generator, std::uint32_t set) {
  std::uint32_t image = 0;
  for (std::size_t point = 0; point < generator.size(); ++point)
    if (set >> point & 1u) image |= 1u << generator[point];
  return image;
}

// Distance from `start` to every set reachable by moving each of its points through a generator.
std::map<std::uint32_t, int> set_distances(std::uint32_t start,
                                           const std::vector<group_oracle::Permutation>& generators) {
  std::map<std::uint32_t, int> distance;
  distance[start] = 0;
  std::deque<std::uint32_t> queue(1, start);
  while (!queue.empty()) {
    const std::uint32_t set = queue.front();
    queue.pop_front();
    for (const group_oracle::Permutation& g : generators) {
      const std::uint32_t image = image_of_set(g, set);
      if (distance.emplace(image, distance[set] + 1).second) queue.push_back(image);
    }
  }
  return distance;
}

// Every set of `items` points gets a distinct key below key_space, and state_of_key gives it back.
void expect_dense_keys(const puzzle::PlacementGraph& graph) {
  const int n = graph.points();
  std::vector<bool> seen(static_cast<std::size_t>(graph.key_space()), false);
  for (std::uint32_t set = 0; set < (1u << n); ++set) {
    if (__builtin_popcount(set) != graph.items()) continue;
    const std::uint64_t key = graph.key(set);
    ASSERT_LT(key, graph.key_space());
    ASSERT_FALSE(seen[key]);
    seen[key] = true;
    ASSERT_EQ(graph.state_of_key(key), set);
  }
  EXPECT_EQ(std::count(seen.begin(), seen.end(), true), static_cast<long>(graph.key_space()));
}

TEST(PlacementGraph, KeysAreDenseAndDistinct) {
  const puzzle::PermutationGenerators symmetric(6, group_oracle::symmetric6());
  for (int items = 0; items <= 6; ++items) expect_dense_keys(puzzle::PlacementGraph(symmetric, items));
  const puzzle::PlacementGraph graph(puzzle::PermutationGenerators(7, group_oracle::alternating5_of7()), 3);
  EXPECT_EQ(graph.key_space(), 35u);
  expect_dense_keys(graph);
}

TEST(PlacementGraph, MovesSendEveryItemThroughTheGenerator) {
  const std::vector<group_oracle::Permutation> images = group_oracle::alternating5_of7();
  const puzzle::PlacementGraph graph(puzzle::PermutationGenerators(7, images), 3);
  int moves[puzzle::PlacementGraph::max_branching];
  const int points[3] = {0, 2, 6};
  const std::uint32_t start = graph.make_state(points);
  EXPECT_EQ(start, 0x45u);
  ASSERT_EQ(graph.legal_moves(start, moves), 4);
  EXPECT_EQ(graph.branching(), 4);  // its own generators, not max_generators
  for (int move = 0; move < 4; ++move) {
    EXPECT_EQ(moves[move], move);
    std::uint32_t state = start;
    graph.apply(state, move);
    EXPECT_EQ(state, image_of_set(images[static_cast<std::size_t>(move)], start));
    graph.apply(state, graph.inverse(move));
    EXPECT_EQ(state, start);
  }
}

void expect_distances_of_plain_search(const std::vector<group_oracle::Permutation>& images, int items) {
  const int n = static_cast<int>(images[0].size());
  const puzzle::PlacementGraph graph(puzzle::PermutationGenerators(n, images), items);
  const std::uint32_t start = (1u << items) - 1u;  // the items on the first points
  const std::map<std::uint32_t, int> expected = set_distances(start, images);
  const std::vector<std::uint8_t> distance = puzzle::bfs_distances(graph, std::vector<std::uint32_t>(1, start));
  EXPECT_EQ(puzzle::direction_optimizing_distances(graph, std::vector<std::uint32_t>(1, start)), distance);
  std::uint64_t reached = 0;
  for (std::uint64_t key = 0; key < graph.key_space(); ++key) {
    const std::map<std::uint32_t, int>::const_iterator found = expected.find(graph.state_of_key(key));
    ASSERT_EQ(distance[key], found == expected.end() ? puzzle::unreached : found->second) << key;
    reached += found != expected.end();
  }
  EXPECT_EQ(reached, expected.size());
}

TEST(PlacementGraph, DistancesAreThoseOfAPlainSearchOverSets) {
  expect_distances_of_plain_search(group_oracle::symmetric6(), 3);
  expect_distances_of_plain_search(group_oracle::alternating5_of7(), 3);  // sets on points 5, 6 differ
}

// 32 points (four bytes a mask): a 32-cycle, its inverse, and a transposition, acting on pairs.
TEST(PlacementGraph, ThirtyTwoPoints) {
  std::vector<int> all(32);
  std::iota(all.begin(), all.end(), 0);
  const group_oracle::Permutation turn = group_oracle::cycle(32, all);
  const std::vector<group_oracle::Permutation> images = {turn, group_oracle::inverse(turn),
                                                         group_oracle::cycle(32, {30, 31})};
  expect_distances_of_plain_search(images, 2);
  const puzzle::PlacementGraph graph(puzzle::PermutationGenerators(32, images), 2);
  std::uint32_t state = (1u << 31) | 1u;
  graph.apply(state, 0);
  EXPECT_EQ(state, 3u);
}

TEST(PlacementGraphDeathTest, DeclaresTheMostMovesItTakes) {
  EXPECT_EQ(puzzle::PlacementGraph::max_branching, puzzle::max_group_moves);
  const puzzle::PermutationGenerators symmetric(6, group_oracle::symmetric6());
  EXPECT_EQ(puzzle::BasicPlacementGraph<3>::max_branching, 3);
  EXPECT_EQ(puzzle::BasicPlacementGraph<3>(symmetric, 2).branching(), 3);
  EXPECT_DEATH(puzzle::BasicPlacementGraph<2>(symmetric, 2), "more moves than its MaxMoves");
}

TEST(PlacementGraphDeathTest, RefusesMoreItemsThanPoints) {
  EXPECT_DEATH(puzzle::PlacementGraph(puzzle::PermutationGenerators(6, group_oracle::symmetric6()), 7), "items");
}

}  // namespace
