// Tests of cubic_eight_axis_puzzle.hpp: the axis of each colour, projected keys against the projection
// computed cube by cube, projection commuting with every move for every colour (so abstract distances are
// lower bounds, and one graph serves all three colours), and the key round trip.
#include "puzzle/cubic_eight/cubic_eight_axis_puzzle.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "cubic_eight_fixtures.hpp"
#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"

namespace {

using puzzle::CubeColour;
using puzzle::CubicEightState;

const CubeColour colours[3] = {puzzle::cube_white, puzzle::cube_red, puzzle::cube_blue};

using cubic_eight_oracle::random_state;

// The key of a position's projection, cube by cube: the empty cell, then where each cube shows `colour`,
// as base-3 digits in cell order, the first lowest.
std::uint64_t projection_key(CubicEightState position, CubeColour colour) {
  const int empty = puzzle::empty_cell(position);
  std::uint64_t digits = 0;
  for (int cell = 8; cell >= 0; --cell)
    if (cell != empty) digits = digits * 3 + puzzle::axis_of_colour(puzzle::orientation_at(position, cell), colour);
  return static_cast<std::uint64_t>(empty) * 6561 + digits;
}

// Another position with the same projection following `colour`: each cube turned about that colour's axis
// (its other two colours swapped) or not, at random.
CubicEightState same_projection(CubicEightState position, CubeColour colour, std::mt19937& random) {
  const int empty = puzzle::empty_cell(position);
  int orientations[9] = {0};
  for (int cell = 0; cell < 9; ++cell) {
    if (cell == empty) continue;
    const int orientation = puzzle::orientation_at(position, cell);
    orientations[cell] = orientation;
    if (random() % 2 == 0) continue;
    for (int other = 0; other < 6; ++other)
      if (other != orientation && puzzle::axis_of_colour(other, colour) == puzzle::axis_of_colour(orientation, colour))
        orientations[cell] = other;
  }
  return puzzle::make_cube_state(empty, orientations);
}

TEST(CubicEightAxisPuzzle, AxisOfColourIsWhereTheOrientationShowsIt) {
  for (int orientation = 0; orientation < 6; ++orientation)
    for (CubeColour colour : colours)
      EXPECT_EQ(puzzle::colour_on_axis(orientation, puzzle::axis_of_colour(orientation, colour)), colour);
  // The start: White on top, Blue toward the columns, Red toward the rows.
  EXPECT_EQ(puzzle::axis_of_colour(puzzle::cube_start_orientation, puzzle::cube_white), puzzle::cube_axis_top);
  EXPECT_EQ(puzzle::axis_of_colour(puzzle::cube_start_orientation, puzzle::cube_blue), puzzle::cube_axis_columns);
  EXPECT_EQ(puzzle::axis_of_colour(puzzle::cube_start_orientation, puzzle::cube_red), puzzle::cube_axis_rows);
}

TEST(CubicEightAxisPuzzle, ProjectedKeyIsTheKeyOfTheProjectionAndKeyFollowsRed) {
  const puzzle::CubicEightAxisPuzzle axes;
  std::mt19937 random(1268);
  for (int i = 0; i < 100000; ++i) {
    const CubicEightState state = random_state(random);
    for (CubeColour colour : colours) ASSERT_EQ(axes.projected_key(state, colour), projection_key(state, colour));
    ASSERT_EQ(axes.key(state), projection_key(state, puzzle::cube_red));
  }
}

// Positions with one projection have children with one projection, by the same moves, whatever the
// colour followed: the abstraction is a graph, the same for every colour.
TEST(CubicEightAxisPuzzle, ProjectionCommutesWithEveryMove) {
  const puzzle::CubicEightPuzzle model;
  const puzzle::CubicEightAxisPuzzle axes;
  std::mt19937 random(59049);
  for (int i = 0; i < 20000; ++i) {
    const CubicEightState state = random_state(random);
    const CubeColour colour = colours[i % 3];
    const CubicEightState twin = same_projection(state, colour, random);
    ASSERT_EQ(axes.projected_key(twin, colour), axes.projected_key(state, colour));
    puzzle::SlideMove moves[4], abstract_moves[4];
    const int count = model.legal_moves(state, moves);
    ASSERT_EQ(axes.legal_moves(twin, abstract_moves), count);
    for (int m = 0; m < count; ++m) {
      ASSERT_EQ(abstract_moves[m], moves[m]);
      CubicEightState child = state, twin_child = twin;
      model.apply(child, moves[m]);
      axes.apply(twin_child, moves[m]);
      ASSERT_EQ(axes.projected_key(twin_child, colour), axes.projected_key(child, colour));
    }
  }
}

TEST(CubicEightAxisPuzzle, KeyAndStateOfKeyAreInverseOverAllStates) {
  const puzzle::CubicEightAxisPuzzle axes;
  ASSERT_EQ(axes.key_space(), 59049u);  // 9 x 3^8
  for (std::uint64_t key = 0; key < axes.key_space(); ++key) {
    const CubicEightState state = axes.state_of_key(key);
    ASSERT_EQ(axes.key(state), key);
    ASSERT_EQ(static_cast<std::uint64_t>(puzzle::empty_cell(state)), key / 6561);
  }
}

}  // namespace

namespace {

TEST(CubeAxisPuzzleDeathTest, RefusesAKeyOutOfRange) {
  const puzzle::CubicEightAxisPuzzle axes;
  EXPECT_DEATH(axes.state_of_key(axes.key_space()), "key out of range");
}
}  // namespace
