// Tests of cubic_eight_axis_puzzle.hpp: the axis of each colour, projection commuting with every move (so
// abstract distances are lower bounds), the key round trip, and projected keys equal to keys of projections.
#include "puzzle/cubic_eight/cubic_eight_axis_puzzle.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"

namespace {

using puzzle::CubicEightAxisState;
using puzzle::CubeColour;
using puzzle::CubicEightState;

const CubeColour colours[3] = {puzzle::cube_white, puzzle::cube_red, puzzle::cube_blue};

CubicEightState random_state(std::mt19937& random) {
  int orientations[9];
  for (int& orientation : orientations) orientation = static_cast<int>(random() % 6);
  return puzzle::make_cube_state(static_cast<int>(random() % 9), orientations);
}

// The projection of a position, cube by cube: where it shows `colour`.
CubicEightAxisState project(CubicEightState position, CubeColour colour) {
  const int empty = puzzle::empty_cell(position);
  CubicEightAxisState state = {static_cast<std::uint32_t>(empty) << 18};
  for (int cell = 0; cell < 9; ++cell)
    if (cell != empty)
      state.packed |= static_cast<std::uint32_t>(puzzle::axis_of_colour(puzzle::orientation_at(position, cell), colour))
                      << (2 * cell);
  return state;
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

TEST(CubicEightAxisPuzzle, ProjectionCommutesWithEveryMove) {
  const puzzle::CubicEightPuzzle model;
  const puzzle::CubicEightAxisPuzzle axes;
  std::mt19937 random(59049);
  for (int i = 0; i < 20000; ++i) {
    const CubicEightState state = random_state(random);
    puzzle::SlideMove moves[4], abstract_moves[4];
    const CubeColour colour = colours[i % 3];
    const CubicEightAxisState projected = project(state, colour);
    ASSERT_EQ(puzzle::empty_cell(projected), puzzle::empty_cell(state));
    const int count = model.legal_moves(state, moves);
    ASSERT_EQ(axes.legal_moves(projected, abstract_moves), count);
    for (int m = 0; m < count; ++m) {
      ASSERT_EQ(abstract_moves[m], moves[m]);
      CubicEightState child = state;
      model.apply(child, moves[m]);
      CubicEightAxisState abstract_child = projected;
      axes.apply(abstract_child, moves[m]);
      ASSERT_EQ(abstract_child.packed, project(child, colour).packed);
      axes.apply(abstract_child, axes.inverse(moves[m]));
      ASSERT_EQ(abstract_child.packed, projected.packed);
    }
  }
}

TEST(CubicEightAxisPuzzle, KeyAndStateOfKeyAreInverseOverAllStates) {
  const puzzle::CubicEightAxisPuzzle axes;
  ASSERT_EQ(axes.key_space(), 59049u);  // 9 x 3^8
  std::vector<bool> seen(59049, false);
  for (std::uint64_t key = 0; key < axes.key_space(); ++key) {
    const CubicEightAxisState state = axes.state_of_key(key);
    ASSERT_EQ(axes.key(state), key);
    const int empty = puzzle::empty_cell(state);
    ASSERT_EQ(static_cast<std::uint64_t>(empty), key / 6561);
    for (int cell = 0; cell < 9; ++cell) ASSERT_LT(static_cast<int>(puzzle::axis_at(state, cell)), 3);
    ASSERT_EQ(puzzle::axis_at(state, empty), puzzle::cube_axis_top);  // the empty cell's bits are 0
  }
}

TEST(CubicEightAxisPuzzle, ProjectedKeyIsTheKeyOfTheProjection) {
  const puzzle::CubicEightAxisPuzzle axes;
  std::mt19937 random(1268);
  for (int i = 0; i < 100000; ++i) {
    const CubicEightState state = random_state(random);
    for (CubeColour colour : colours) ASSERT_EQ(axes.projected_key(state, colour), axes.key(project(state, colour)));
  }
}

}  // namespace

namespace {

TEST(CubeAxisPuzzleDeathTest, RefusesAKeyOutOfRange) {
  const puzzle::CubicEightAxisPuzzle axes;
  EXPECT_DEATH(axes.state_of_key(axes.key_space()), "key out of range");
}
}  // namespace
