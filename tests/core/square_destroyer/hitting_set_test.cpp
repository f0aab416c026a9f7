// Tests of hitting_set.hpp: on random families of up to 16 elements, the fewest elements that hit every
// set against every subset of the elements (the search's choice hits them all and is no larger), with
// a bound below the answer nothing is found, a family with an empty set has no answer, and the
// families of Square Destroyer's grids (a case of several words) give their known answers.
#include "puzzle/square_destroyer/hitting_set.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "puzzle/square_destroyer/stick_grid.hpp"

namespace {

typedef puzzle::BitSet<1> Bits;

// The fewest elements of 0..elements-1 that meet every set, by trying every subset.
int fewest_by_subsets(int elements, const std::vector<Bits>& sets) {
  int best = elements + 1;
  for (std::uint32_t subset = 0; subset < (1u << elements); ++subset) {
    bool hits_all = true;
    for (const Bits& set : sets) hits_all = hits_all && (set.word[0] & subset) != 0;
    if (hits_all) best = std::min(best, __builtin_popcount(subset));
  }
  return best;
}

TEST(HittingSet, RandomFamiliesAgainstEverySubset) {
  std::mt19937 random(1084);
  for (int trial = 0; trial < 400; ++trial) {
    const int elements = 1 + static_cast<int>(random() % 16), count = 1 + static_cast<int>(random() % 20);
    std::vector<Bits> sets;
    for (int s = 0; s < count; ++s) {
      Bits set = Bits::none();
      const int size = 1 + static_cast<int>(random() % 4);
      for (int i = 0; i < size; ++i) set.insert(static_cast<int>(random() % elements));
      sets.push_back(set);
    }
    const puzzle::HittingSetFamily<1> family(elements, sets);
    const puzzle::SearchResult<int> result = puzzle::minimum_hitting_set(family, puzzle::IdaStarOptions<>());
    ASSERT_TRUE(result.found);
    ASSERT_EQ(static_cast<int>(result.moves.size()), fewest_by_subsets(elements, sets)) << "trial " << trial;
    Bits chosen = Bits::none();
    for (int element : result.moves) chosen.insert(element);
    for (const Bits& set : sets) ASSERT_TRUE(set.intersects(chosen)) << "trial " << trial;
    if (!result.moves.empty()) {
      const puzzle::SearchResult<int> short_of_it = puzzle::minimum_hitting_set(
          family, puzzle::IdaStarOptions<>().bound(static_cast<int>(result.moves.size()) - 1));
      ASSERT_FALSE(short_of_it.found);
    }
  }
}

TEST(HittingSet, AnEmptySetCannotBeHit) {
  const std::vector<Bits> sets = {Bits::first(3), Bits::none()};
  EXPECT_FALSE(
      puzzle::minimum_hitting_set(puzzle::HittingSetFamily<1>(3, sets), puzzle::IdaStarOptions<>().bound(3)).found);
}

// Square Destroyer's whole grids of n = 1-6 (n = 6: 84 sticks and 91 squares, two words).
TEST(HittingSet, WholeGridsOfSquareDestroyer) {
  const int answers[7] = {0, 1, 3, 6, 9, 14, 19};
  for (int n = 1; n <= 6; ++n) {
    const puzzle::HittingSetFamily<2> family(puzzle::stick_count(n), puzzle::grid_squares<2>(n));
    EXPECT_EQ(puzzle::fewest_moves(puzzle::minimum_hitting_set(family, puzzle::IdaStarOptions<>())), answers[n]) << n;
  }
}

TEST(HittingSetDeathTest, RefusesMoreElementsThanTheBitSetsHold) {
  EXPECT_DEATH(puzzle::HittingSetFamily<1>(65, std::vector<Bits>()), "more elements or sets");
}

}  // namespace
