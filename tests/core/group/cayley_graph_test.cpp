// Tests of cayley_graph.hpp: a state's key is the rank of its arrangement (halved for groups of even
// generators), each move equals sending every item through the generator, and keys decode back.
#include "puzzle/group/cayley_graph.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "permutation_group_fixtures.hpp"
#include "puzzle/grid_rotation/grid_rotation_board.hpp"

namespace {

std::vector<group_oracle::Permutation> rotation_images() {
  const puzzle::PermutationGenerators generators = puzzle::grid_rotation_generators();
  std::vector<group_oracle::Permutation> images;
  for (int g = 0; g < generators.count(); ++g) {
    images.push_back(group_oracle::Permutation(9));
    for (int p = 0; p < 9; ++p)
      images.back()[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(generators.image(g, p));
  }
  return images;
}

// Ten points: a 10-cycle (odd) and a 3-cycle, with inverses; prefixes reach 10!/5! = 30,240.
std::vector<group_oracle::Permutation> ten_points() {
  const group_oracle::Permutation turn = group_oracle::cycle(10, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
  const group_oracle::Permutation three = group_oracle::cycle(10, {0, 4, 7});
  return {turn, group_oracle::inverse(turn), three, group_oracle::inverse(three)};
}

// For random arrangements: the key is the (halved) rank, and every move agrees with the generator.
void check_moves_and_keys(int n, const std::vector<group_oracle::Permutation>& images, int shift) {
  const puzzle::CayleyGraph graph(puzzle::PermutationGenerators(n, images));
  ASSERT_EQ(graph.key_shift(), shift);
  EXPECT_EQ(graph.key_space(), puzzle::factorial(n) >> shift);
  EXPECT_EQ(graph.key(graph.identity()), 0u);
  std::mt19937 random(static_cast<unsigned>(n));
  group_oracle::Permutation where = group_oracle::identity(n);
  for (int trial = 0; trial < 300; ++trial) {
    std::shuffle(where.begin(), where.end(), random);
    const puzzle::CayleyState state = graph.make_state(where.data());
    ASSERT_EQ(graph.key(state), puzzle::rank_permutation(where.data(), n) >> shift);
    int moves[puzzle::CayleyGraph::max_branching];
    ASSERT_EQ(graph.legal_moves(state, moves), static_cast<int>(images.size()));
    ASSERT_EQ(graph.branching(), static_cast<int>(images.size()));
    for (int move = 0; move < static_cast<int>(images.size()); ++move) {
      group_oracle::Permutation moved(where.size());
      for (std::size_t i = 0; i < where.size(); ++i) moved[i] = images[static_cast<std::size_t>(move)][where[i]];
      puzzle::CayleyState child = state;
      graph.apply(child, moves[move]);
      const puzzle::CayleyState expected = graph.make_state(moved.data());
      ASSERT_EQ(child.prefix, expected.prefix) << "move " << move;
      ASSERT_EQ(child.suffix, expected.suffix) << "move " << move;
      graph.apply(child, graph.inverse(moves[move]));
      ASSERT_EQ(child.prefix, state.prefix);
      ASSERT_EQ(child.suffix, state.suffix);
    }
  }
}

TEST(CayleyGraph, RotationMovesAndKeys) { check_moves_and_keys(9, rotation_images(), 1); }
TEST(CayleyGraph, OddGeneratorsKeepWholeRanks) { check_moves_and_keys(6, group_oracle::symmetric6(), 0); }
TEST(CayleyGraph, FivePointsHaveNoPrefix) {
  const group_oracle::Permutation three = group_oracle::cycle(5, {0, 1, 2});
  const group_oracle::Permutation five = group_oracle::cycle(5, {0, 1, 2, 3, 4});
  check_moves_and_keys(5, {three, group_oracle::inverse(three), five, group_oracle::inverse(five)}, 1);
}
TEST(CayleyGraph, TenPoints) { check_moves_and_keys(10, ten_points(), 0); }

TEST(CayleyGraph, ParitiesAddUpToTheArrangementsParity) {
  const puzzle::CayleyGraph graph(puzzle::grid_rotation_generators());
  std::mt19937 random(9);
  group_oracle::Permutation where = group_oracle::identity(9);
  for (int trial = 0; trial < 300; ++trial) {
    std::shuffle(where.begin(), where.end(), random);
    int inversions = 0;
    for (int i = 0; i < 9; ++i)
      for (int j = i + 1; j < 9; ++j)
        inversions += where[static_cast<std::size_t>(j)] < where[static_cast<std::size_t>(i)];
    const puzzle::CayleyState state = graph.make_state(where.data());
    ASSERT_EQ(graph.prefix_parity(state.prefix) ^ graph.suffix_parity(state.suffix), inversions & 1);
  }
}

TEST(CayleyGraph, EveryKeyDecodesToAnEvenStateWithThatKey) {
  const puzzle::CayleyGraph graph(puzzle::grid_rotation_generators());
  for (std::uint64_t key = 0; key < graph.key_space(); ++key) {
    const puzzle::CayleyState state = graph.state_of_key(key);
    ASSERT_EQ(graph.key(state), key);
    ASSERT_EQ(graph.prefix_parity(state.prefix), graph.suffix_parity(state.suffix)) << key;
  }
}

TEST(CayleyGraph, WholeRankKeysDecode) {
  const puzzle::CayleyGraph graph(puzzle::PermutationGenerators(6, group_oracle::symmetric6()));
  for (std::uint64_t key = 0; key < graph.key_space(); ++key) ASSERT_EQ(graph.key(graph.state_of_key(key)), key);
}

}  // namespace

namespace {

// max_branching is the bound the model holds its group to: the default for this suite's groups, or
// the model's own (Magic Squares: 3); a group with more moves is refused.
TEST(CayleyGraphDeathTest, DeclaresTheMostMovesItTakes) {
  EXPECT_EQ(puzzle::CayleyGraph::max_branching, puzzle::max_group_moves);
  EXPECT_LE(puzzle::max_group_moves, 16);
  const puzzle::PermutationGenerators magic(8, group_oracle::magic_squares());
  EXPECT_EQ(puzzle::BasicCayleyGraph<3>(magic).branching(), 3);
  EXPECT_EQ(puzzle::BasicCayleyGraph<3>::max_branching, 3);
  EXPECT_DEATH(puzzle::BasicCayleyGraph<2> graph(magic), "more moves than its MaxMoves");
}

TEST(CayleyGraphDeathTest, RefusesFewerThanFivePoints) {
  const std::vector<std::vector<std::uint8_t>> swap = {{1, 0, 2, 3}};
  EXPECT_DEATH(puzzle::CayleyGraph(puzzle::PermutationGenerators(4, swap)), "5 to 10 points");
}
}  // namespace
