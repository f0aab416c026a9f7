// Tests of permutation_group.hpp: generators keep their images, and each knows its inverse; too few
// points or too many generators stop at the assert.
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
  EXPECT_DEATH(puzzle::PermutationGenerators(0, std::vector<group_oracle::Permutation>(1)), "1-16 points");
  EXPECT_DEATH(puzzle::PermutationGenerators(3, std::vector<group_oracle::Permutation>()), "max_generators");
  const std::vector<group_oracle::Permutation> too_many(puzzle::max_generators + 1, group_oracle::identity(3));
  EXPECT_DEATH(puzzle::PermutationGenerators(3, too_many), "max_generators");
}

}  // namespace
