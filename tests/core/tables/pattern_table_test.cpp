// Tests of pattern_table.hpp: over the pancake stacks (docs/examples/pancake_puzzle.hpp) seen through
// where a few of the pancakes stand, each entry is the least breadth-first distance of the stacks with
// that projection; keys no goal's projection reaches hold `unreached`; with one-way moves, entries are
// distances to the goal; the preconditions are asserted.
#include "puzzle/tables/pattern_table.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <vector>

#include "examples/pancake_puzzle.hpp"
#include "permutation_group_fixtures.hpp"
#include "puzzle/group/arrangement_graph.hpp"
#include "puzzle/tables/bfs_distances.hpp"

namespace {

const int pancakes = 7;

// Where pancakes 0..tracked-1 stand, the others told apart from none: flips act on positions, so
// stacks alike in these pancakes stay alike after a flip (a homomorphism). `spare` adds keys that no
// stack projects to.
struct WhereTheSmallestStand {
  int tracked, spare;
  std::uint64_t key(const puzzle::PancakeStack& stack) const {
    std::uint8_t where[pancakes];
    for (int i = 0; i < pancakes; ++i)
      if (stack.size[i] < tracked) where[stack.size[i]] = static_cast<std::uint8_t>(i);
    return puzzle::rank_arrangement(where, tracked, pancakes);
  }
  std::uint64_t key_space() const { return puzzle::arrangement_count(pancakes, tracked) + spare; }
};

puzzle::PancakeStack sorted_stack() {
  puzzle::PancakeStack stack = puzzle::PancakeStack();
  for (int i = 0; i < pancakes; ++i) stack.size[i] = static_cast<std::uint8_t>(i);
  return stack;
}

TEST(PatternTable, EachEntryIsTheLeastDistanceOfTheStatesProjectedToIt) {
  const puzzle::PancakePuzzle model(pancakes);
  const std::vector<puzzle::PancakeStack> goal(1, sorted_stack());
  const std::vector<std::uint8_t> distance = puzzle::bfs_distances(model, goal);
  for (int tracked = 1; tracked <= 4; ++tracked) {
    const WhereTheSmallestStand projection = {tracked, 0};
    const puzzle::PatternTable<puzzle::PancakePuzzle, WhereTheSmallestStand> table(model, projection, goal);
    ASSERT_EQ(table.entries(), projection.key_space());
    std::vector<int> least(table.entries(), INT_MAX);
    for (std::uint64_t key = 0; key < distance.size(); ++key) {
      const puzzle::PancakeStack stack = model.state_of_key(key);
      ASSERT_LE(table.estimate(stack), distance[key]);
      int& entry = least[projection.key(stack)];
      entry = std::min(entry, int(distance[key]));
    }
    for (std::uint64_t key = 0; key < table.entries(); ++key) ASSERT_EQ(table.distance(key), least[key]) << key;
  }
}

TEST(PatternTable, KeysNoGoalReachesHoldUnreached) {
  const puzzle::PancakePuzzle model(pancakes);
  const WhereTheSmallestStand projection = {2, 3};
  const puzzle::PatternTable<puzzle::PancakePuzzle, WhereTheSmallestStand> table(
      model, projection, std::vector<puzzle::PancakeStack>(1, sorted_stack()));
  for (std::uint64_t key = 42; key < 45; ++key) EXPECT_EQ(table.distance(key), puzzle::unreached);
  EXPECT_EQ(table.distance(0), 0);  // pancakes 0 and 1 on top, in order: the goal's projection
}

// Magic Squares' arrangements seen through where items 0-2 stand. No move undoes B or C: the table is
// searched from the goal along the inverses (backward moves), so each entry is the least distance *to*
// the goal of the arrangements projected to it, not from it.
struct WhereTheFirstThreeStand {
  std::uint64_t key(const puzzle::ArrangementState& state) const { return puzzle::rank_arrangement(state.point, 3, 8); }
  std::uint64_t key_space() const { return puzzle::arrangement_count(8, 3); }
};

TEST(PatternTable, OneWayMovesGiveTheDistanceToTheGoal) {
  const std::vector<group_oracle::Permutation> moves = group_oracle::magic_squares();
  const puzzle::ArrangementGraph graph(puzzle::PermutationGenerators(8, moves), 8);
  const group_oracle::Permutation identity = group_oracle::identity(8);
  const puzzle::PatternTable<puzzle::ArrangementGraph, WhereTheFirstThreeStand> table(
      graph, WhereTheFirstThreeStand(), std::vector<puzzle::ArrangementState>(1, graph.make_state(identity.data())));
  std::vector<group_oracle::Permutation> inverses;
  for (const group_oracle::Permutation& move : moves) inverses.push_back(group_oracle::inverse(move));
  const auto to_goal = group_oracle::distances_from(identity, inverses);  // along the inverses from the goal
  std::vector<int> least(table.entries(), INT_MAX);
  group_oracle::Permutation where = identity;
  do {
    const int distance = to_goal.at(group_oracle::encode(where));
    const puzzle::ArrangementState state = graph.make_state(where.data());
    int& entry = least[WhereTheFirstThreeStand().key(state)];
    entry = std::min(entry, distance);
  } while (std::next_permutation(where.begin(), where.end()));
  for (std::uint64_t key = 0; key < table.entries(); ++key) ASSERT_EQ(table.distance(key), least[key]) << key;
}

// A ring of 12 cells, moves one step either way; its inverse can be made wrong.
struct Ring {
  typedef int State;
  typedef int Move;  // +1 or -1
  static const int max_branching = 2;
  bool wrong_inverse;
  int legal_moves(State, Move* out) const {
    out[0] = 1;
    out[1] = -1;
    return 2;
  }
  void apply(State& state, Move move) const { state = (state + move + 12) % 12; }
  Move inverse(Move move) const { return wrong_inverse ? move : -move; }
};
struct RingModulo {
  int modulus, key_space_;
  std::uint64_t key(int state) const { return static_cast<std::uint64_t>(state % modulus); }
  std::uint64_t key_space() const { return static_cast<std::uint64_t>(key_space_); }
};

TEST(PatternTable, RingModuloFourIsTwoStepsAcross) {
  const Ring ring = {false};
  const RingModulo modulo = {4, 4};
  const puzzle::PatternTable<Ring, RingModulo> table(ring, modulo, std::vector<int>(1, 0));
  for (int state = 0; state < 12; ++state) EXPECT_EQ(table.estimate(state), std::min(state % 4, 4 - state % 4));
}

#ifndef NDEBUG
TEST(PatternTableDeathTest, AssertsItsPreconditions) {
  const Ring ring = {false}, one_way = {true};
  const RingModulo modulo = {4, 4}, too_few_keys = {4, 3};
  EXPECT_DEATH((puzzle::PatternTable<Ring, RingModulo>(ring, modulo, std::vector<int>())), "no goal");
  EXPECT_DEATH((puzzle::PatternTable<Ring, RingModulo>(ring, too_few_keys, std::vector<int>(1, 0))),
               "beyond its key_space");
  EXPECT_DEATH((puzzle::PatternTable<Ring, RingModulo>(one_way, modulo, std::vector<int>(1, 0))), "does not undo");
  const puzzle::PatternTable<Ring, RingModulo> table(ring, modulo, std::vector<int>(1, 0));
  EXPECT_DEATH(table.distance(4), "beyond the projection");
}
#endif

}  // namespace
