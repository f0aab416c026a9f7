// Tests of composed_estimate.hpp: max and sum of estimates, nested, on fixed estimates of an int.
#include "puzzle/search/composed_estimate.hpp"

#include <gtest/gtest.h>

namespace {

// The estimate state * factor + offset.
struct Affine {
  int factor, offset;
  int estimate(int state) const { return state * factor + offset; }
};

TEST(ComposedEstimate, MaxIsTheLargerPart) {
  const Affine rising = {1, 0}, flat = {0, 3};
  for (int state = 0; state < 7; ++state)
    EXPECT_EQ(puzzle::max_estimate(rising, flat).estimate(state), std::max(state, 3));
}

TEST(ComposedEstimate, SumAddsTheParts) {
  const Affine rising = {1, 0}, flat = {0, 3};
  for (int state = 0; state < 7; ++state) EXPECT_EQ(puzzle::sum_estimate(rising, flat).estimate(state), state + 3);
}

TEST(ComposedEstimate, ComposesAgain) {
  const Affine rising = {1, 0}, flat = {0, 3}, double_minus_six = {2, -6};
  const auto larger_of_three = puzzle::max_estimate(puzzle::max_estimate(rising, flat), double_minus_six);
  const auto sum_then_max = puzzle::max_estimate(puzzle::sum_estimate(rising, flat), double_minus_six);
  for (int state = 0; state < 12; ++state) {
    EXPECT_EQ(larger_of_three.estimate(state), std::max(std::max(state, 3), 2 * state - 6));
    EXPECT_EQ(sum_then_max.estimate(state), std::max(state + 3, 2 * state - 6));
  }
}

}  // namespace
