// Tests of permutation_group.hpp: generators keep their images, each knows its inverse (one-way moves
// get theirs added), groups act on up to 32 points, and the preconditions (permutations) are checked.
#include "puzzle/group/permutation_group.hpp"

#include <gtest/gtest.h>

#include "permutation_group_fixtures.hpp"

namespace {

TEST(PermutationGenerators, KeepsImagesInOrder) {
  const puzzle::PermutationGenerators generators(6, group_oracle::symmetric6());
  EXPECT_EQ(generators.points(), 6);
  ASSERT_EQ(generators.count(), 3);
  EXPECT_EQ(generators.image(0, 0), 1);  // the transposition (0 1)
  EXPECT_EQ(generators.image(0, 1), 0);
  EXPECT_EQ(generators.image(0, 2), 2);
  EXPECT_EQ(generators.image(1, 5), 0);  // the 6-cycle
  EXPECT_EQ(generators.image(2, 0), 5);  // its inverse
}

TEST(PermutationGenerators, FindsEachInverse) {
  const puzzle::PermutationGenerators symmetric(6, group_oracle::symmetric6());
  EXPECT_EQ(symmetric.inverse(0), 0);  // a transposition undoes itself
  EXPECT_EQ(symmetric.inverse(1), 2);
  EXPECT_EQ(symmetric.inverse(2), 1);
  const puzzle::PermutationGenerators alternating(7, group_oracle::alternating5_of7());
  for (int g = 0; g < alternating.count(); ++g) {
    const int h = alternating.inverse(g);
    for (int point = 0; point < 7; ++point) EXPECT_EQ(alternating.image(h, alternating.image(g, point)), point);
  }
}

TEST(PermutationGeneratorsDeathTest, RefusesNoPointsAndMoreThanMaxGenerators) {
  EXPECT_DEATH(puzzle::PermutationGenerators(0, std::vector<group_oracle::Permutation>(1)), "1-32 points");
  EXPECT_DEATH(puzzle::PermutationGenerators(3, std::vector<group_oracle::Permutation>()), "max_generators");
  const std::vector<group_oracle::Permutation> too_many(puzzle::max_generators + 1, group_oracle::identity(3));
  EXPECT_DEATH(puzzle::PermutationGenerators(3, too_many), "max_generators");
}

TEST(PermutationGenerators, ActsOnThirtyTwoPoints) {
  std::vector<int> all(32);
  for (int p = 0; p < 32; ++p) all[static_cast<std::size_t>(p)] = p;
  const group_oracle::Permutation turn = group_oracle::cycle(32, all);
  const puzzle::PermutationGenerators generators(32, {turn, group_oracle::inverse(turn)});
  EXPECT_EQ(generators.image(0, 31), 0);
  EXPECT_EQ(generators.image(1, 0), 31);
  EXPECT_EQ(generators.inverse(0), 1);
  EXPECT_EQ(generators.inverse(1), 0);
}

TEST(PermutationGenerators, AddsTheInversesOfOneWayMoves) {
  const group_oracle::Permutation turn = group_oracle::cycle(6, {0, 1, 2, 3, 4, 5});
  const puzzle::PermutationGenerators generators(6, {group_oracle::cycle(6, {0, 1}), turn});
  EXPECT_EQ(generators.moves(), 2);
  ASSERT_EQ(generators.count(), 3);  // the turn's inverse added, after the moves
  EXPECT_TRUE(generators.one_way());
  EXPECT_EQ(generators.inverse(0), 0);
  EXPECT_EQ(generators.inverse(1), 2);
  EXPECT_EQ(generators.inverse(2), 1);
  for (int point = 0; point < 6; ++point) EXPECT_EQ(generators.image(2, generators.image(1, point)), point);
  int moves[3], backward[3];
  ASSERT_EQ(generators.write_moves(moves), 2);
  EXPECT_EQ(moves[0], 0);
  EXPECT_EQ(moves[1], 1);
  ASSERT_EQ(generators.write_backward_moves(backward), 2);
  EXPECT_EQ(backward[0], 0);
  EXPECT_EQ(backward[1], 2);
  // Magic Squares: A undoes itself, B and C have order 4.
  const puzzle::PermutationGenerators magic(8, group_oracle::magic_squares());
  EXPECT_EQ(magic.moves(), 3);
  EXPECT_EQ(magic.count(), 5);
  // Moves closed under inverses add nothing.
  const puzzle::PermutationGenerators symmetric(6, group_oracle::symmetric6());
  EXPECT_EQ(symmetric.count(), symmetric.moves());
  EXPECT_FALSE(symmetric.one_way());
}

TEST(PermutationGeneratorsDeathTest, RefusesImagesThatAreNotPermutations) {
  EXPECT_DEATH(puzzle::PermutationGenerators(3, {{0, 0, 2}}), "not a permutation");
  EXPECT_DEATH(puzzle::PermutationGenerators(3, {{0, 1}}), "not a permutation");
  EXPECT_DEATH(puzzle::PermutationGenerators(3, {{0, 1, 3}}), "not a permutation");
}

TEST(PermutationGeneratorsDeathTest, RefusesMoreThanThirtyTwoPoints) {
  EXPECT_DEATH(puzzle::PermutationGenerators(33, {group_oracle::identity(33)}), "1-32 points");
}

}  // namespace
