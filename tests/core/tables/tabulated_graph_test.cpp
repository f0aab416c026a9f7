// Tests of tabulated_graph.hpp: successors equal the model's in its move order, absent moves are absent,
// keys are their own states, breadth-first distances over the table equal those over the model, and a
// row of the table is as wide as the model's own branching (a group's generators).
#include "puzzle/tables/tabulated_graph.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "puzzle/cubic_eight/cubic_eight_axis_puzzle.hpp"
#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"
#include "puzzle/grid_rotation/grid_rotation_board.hpp"
#include "puzzle/group/placement_graph.hpp"
#include "puzzle/tables/bfs_distances.hpp"
#include "puzzle/tables/direction_optimizing_distances.hpp"

namespace {

// A path 0 - 1 - ... - 9: moves step left (0) or right (1) where there is a neighbour.
struct PathModel {
  typedef int State;
  typedef int Move;
  static const int max_branching = 2;
  int legal_moves(State state, Move* out) const {
    int count = 0;
    if (state > 0) out[count++] = 0;
    if (state < 9) out[count++] = 1;
    return count;
  }
  void apply(State& state, Move move) const { state += move == 0 ? -1 : 1; }
  std::uint64_t key(State state) const { return static_cast<std::uint64_t>(state); }
  std::uint64_t key_space() const { return 10; }
  State state_of_key(std::uint64_t key) const { return static_cast<State>(key); }
};

TEST(TabulatedGraph, SuccessorsFollowTheModelsMoveOrder) {
  const PathModel model;
  const puzzle::TabulatedGraph<PathModel> graph(model);
  EXPECT_EQ(graph.key_space(), 10u);
  int moves[2];
  ASSERT_EQ(graph.legal_moves(0, moves), 1);
  std::uint32_t state = 0;
  graph.apply(state, moves[0]);
  EXPECT_EQ(state, 1u);
  ASSERT_EQ(graph.legal_moves(5, moves), 2);
  state = 5;
  graph.apply(state, moves[0]);
  EXPECT_EQ(state, 4u);
  state = 5;
  graph.apply(state, moves[1]);
  EXPECT_EQ(state, 6u);
  ASSERT_EQ(graph.legal_moves(9, moves), 1);
  state = 9;
  graph.apply(state, moves[0]);
  EXPECT_EQ(state, 8u);
}

TEST(TabulatedGraph, StateOfKeyIsTheKey) {
  const PathModel model;
  const puzzle::TabulatedGraph<PathModel> graph(model);
  for (std::uint32_t key = 0; key < 10; ++key) {
    EXPECT_EQ(graph.state_of_key(key), key);
    EXPECT_EQ(graph.key(graph.state_of_key(key)), key);
  }
}

TEST(TabulatedGraph, BreadthFirstDistancesMatchTheModel) {
  const puzzle::CubicEightAxisPuzzle axes;
  const puzzle::TabulatedGraph<puzzle::CubicEightAxisPuzzle> graph(axes);
  ASSERT_EQ(graph.key_space(), axes.key_space());
  const std::vector<puzzle::CubicEightAxisPuzzle::State> sources = {axes.state_of_key(0), axes.state_of_key(40000)};
  const std::vector<std::uint32_t> source_keys = {0, 40000};
  const std::vector<std::uint8_t> direct = puzzle::bfs_distances(axes, sources);
  EXPECT_EQ(puzzle::bfs_distances(graph, source_keys), direct);
  int reached = 0;
  for (std::uint8_t d : direct) reached += d != puzzle::unreached;
  EXPECT_GT(reached, 1000);
}

// The direction-optimizing search needs state_of_key; over the cube's abstraction, from the start's
// projection, it reaches every key (the graph is connected, as cubic_eight_axis_estimate.hpp assumes).
TEST(TabulatedGraph, DirectionOptimizingDistancesMatchTheModelAndReachEveryKey) {
  const puzzle::CubicEightAxisPuzzle axes;
  const puzzle::TabulatedGraph<puzzle::CubicEightAxisPuzzle> graph(axes);
  const puzzle::CubicEightAxisPuzzle::State source =
      axes.state_of_key(axes.projected_key(puzzle::cubic_eight_start_state(4), puzzle::cube_red));
  const std::vector<std::uint8_t> direct =
      puzzle::bfs_distances(axes, std::vector<puzzle::CubicEightAxisPuzzle::State>(1, source));
  const std::vector<std::uint32_t> source_key(1, static_cast<std::uint32_t>(axes.key(source)));
  EXPECT_EQ(puzzle::direction_optimizing_distances(graph, source_key), direct);
  EXPECT_EQ(std::count(direct.begin(), direct.end(), puzzle::unreached), 0);
}

// The grid rotation's 12 moves acting on where 3 of its 9 tiles stand: rows of 12 successors, where
// max_generators (165) would be.
TEST(TabulatedGraph, RowsAreAsWideAsTheModelsOwnBranching) {
  const puzzle::PlacementGraph placements(puzzle::grid_rotation_generators(), 3);
  const puzzle::TabulatedGraph<puzzle::PlacementGraph> graph(placements);
  EXPECT_EQ(graph.branching(), 12);
  EXPECT_EQ(puzzle::TabulatedGraph<PathModel>(PathModel()).branching(), 2);  // no branching(): max_branching
  ASSERT_EQ(graph.key_space(), 84u);
  const std::vector<std::uint8_t> direct = puzzle::bfs_distances(placements, std::vector<std::uint32_t>(1, 7u));
  EXPECT_EQ(puzzle::bfs_distances(graph, std::vector<std::uint32_t>(1, static_cast<std::uint32_t>(placements.key(7u)))),
            direct);
}

}  // namespace

namespace {

// PathModel's moves over a key space too large for 32-bit successors.
struct HugeModel : PathModel {
  std::uint64_t key_space() const { return std::uint64_t(1) << 33; }
};

// A table of successors cannot stand for a model whose parents are not its children.
TEST(TabulatedGraphDeathTest, RefusesOneWayMoves) {
  const std::vector<std::vector<std::uint8_t>> turns = {{1, 2, 3, 4, 0}};  // a 5-cycle, no move undoes it
  const puzzle::PlacementGraph one_way(puzzle::PermutationGenerators(5, turns), 2);
  EXPECT_DEATH(puzzle::TabulatedGraph<puzzle::PlacementGraph> graph(one_way), "one-way moves");
}

TEST(TabulatedGraphDeathTest, RefusesKeysPast32Bits) {
  const HugeModel model;
  EXPECT_DEATH(puzzle::TabulatedGraph<HugeModel> graph(model), "fit in 32 bits");
}

}  // namespace
