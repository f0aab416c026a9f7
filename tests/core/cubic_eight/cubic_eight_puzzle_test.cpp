// Tests of cubic_eight_puzzle.hpp: the orientations and their roll tables against the rules in words, the
// 6 orientations reachable by rolling, moves and their inverses, and targets.
#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <set>
#include <utility>
#include <vector>

#include "cubic_eight_fixtures.hpp"

namespace {

using puzzle::CubeAxis;
using puzzle::CubeColour;
using puzzle::CubicEightState;

const CubeAxis top = puzzle::cube_axis_top, columns = puzzle::cube_axis_columns, rows = puzzle::cube_axis_rows;

// The colours of an orientation as three letters (top, columns, rows).
std::string letters(int orientation) {
  std::string text;
  const CubeAxis axes[3] = {top, columns, rows};
  for (CubeAxis axis : axes) text += "WRB"[puzzle::colour_on_axis(orientation, axis)];
  return text;
}

using cubic_eight_oracle::random_state;

TEST(CubicEightPuzzle, OrientationsAreTheSixOrdersOfTheColoursInLexicographicOrder) {
  const char* expected[6] = {"WRB", "WBR", "RWB", "RBW", "BWR", "BRW"};
  for (int orientation = 0; orientation < 6; ++orientation) {
    EXPECT_EQ(letters(orientation), expected[orientation]);
    EXPECT_EQ(puzzle::top_colour(orientation), puzzle::colour_on_axis(orientation, top));
  }
  EXPECT_EQ(letters(puzzle::cube_start_orientation), "WBR");  // White on top, Blue to the columns, Red to the rows
}

TEST(CubicEightPuzzle, RollingBetweenColumnsSwapsTopAndColumnColours) {
  for (int orientation = 0; orientation < 6; ++orientation) {
    std::string rolled = letters(orientation);
    std::swap(rolled[0], rolled[1]);
    EXPECT_EQ(letters(puzzle::cube_roll_between_columns[orientation]), rolled) << letters(orientation);
  }
}

TEST(CubicEightPuzzle, RollingBetweenRowsSwapsTopAndRowColours) {
  for (int orientation = 0; orientation < 6; ++orientation) {
    std::string rolled = letters(orientation);
    std::swap(rolled[0], rolled[2]);
    EXPECT_EQ(letters(puzzle::cube_roll_between_rows[orientation]), rolled) << letters(orientation);
  }
}

TEST(CubicEightPuzzle, RollingReachesAllSixOrientationsFromTheStart) {
  std::set<int> reached = {puzzle::cube_start_orientation};
  std::vector<int> pending(reached.begin(), reached.end());
  while (!pending.empty()) {
    const int orientation = pending.back();
    pending.pop_back();
    const int next[2] = {puzzle::cube_roll_between_columns[orientation], puzzle::cube_roll_between_rows[orientation]};
    for (int rolled : next)
      if (reached.insert(rolled).second) pending.push_back(rolled);
  }
  EXPECT_EQ(reached.size(), 6u);
}

TEST(CubicEightPuzzle, MovesNameWhereTheEmptySquareGoesAndRollTheCubeThatFillsIt) {
  const puzzle::CubicEightPuzzle model;
  CubicEightState state = puzzle::cubic_eight_start_state(4);  // empty centre
  puzzle::SlideMove moves[4];
  ASSERT_EQ(model.legal_moves(state, moves), 4);
  model.apply(state, puzzle::slide_left);  // the cube on cell 3 rolls right, between columns
  EXPECT_EQ(puzzle::empty_cell(state), 3);
  EXPECT_EQ(letters(puzzle::orientation_at(state, 4)), "BWR");
  model.apply(state, puzzle::slide_up);  // the cube on cell 0 rolls down, between rows
  EXPECT_EQ(puzzle::empty_cell(state), 0);
  EXPECT_EQ(letters(puzzle::orientation_at(state, 3)), "RBW");
  EXPECT_EQ(model.legal_moves(state, moves), 2);  // a corner
  EXPECT_EQ(moves[0], puzzle::slide_down);
  EXPECT_EQ(moves[1], puzzle::slide_right);
  for (int cell = 1; cell < 9; ++cell) {
    if (cell != 3 && cell != 4) {
      EXPECT_EQ(puzzle::orientation_at(state, cell), puzzle::cube_start_orientation);
    }
  }
}

TEST(CubicEightPuzzle, UndoAndInverseRestoreTheState) {
  const puzzle::CubicEightPuzzle model;
  std::mt19937 random(1604);
  CubicEightState state = random_state(random);
  for (int step = 0; step < 2000; ++step) {
    puzzle::SlideMove moves[4];
    const int count = model.legal_moves(state, moves);
    ASSERT_GE(count, 2);
    const puzzle::SlideMove move = moves[random() % static_cast<unsigned>(count)];
    CubicEightState moved = state;
    model.apply(moved, move);
    CubicEightState back = moved;
    model.apply(back, model.inverse(move));
    ASSERT_EQ(back, state);
    model.apply(moved, model.inverse(move));
    ASSERT_EQ(moved, state);
    model.apply(state, move);
  }
}

TEST(CubicEightPuzzle, TargetIsShownByExactly256States) {
  puzzle::CubicEightTarget target;
  target.empty = 2;
  const CubeColour tops[9] = {puzzle::cube_red,  puzzle::cube_blue,  puzzle::cube_white,
                              puzzle::cube_red,  puzzle::cube_white, puzzle::cube_white,
                              puzzle::cube_blue, puzzle::cube_blue,  puzzle::cube_red};
  std::copy(tops, tops + 9, target.top);
  const std::vector<CubicEightState> states = puzzle::states_showing(target);
  std::set<std::uint32_t> distinct;
  for (const CubicEightState& state : states) {
    EXPECT_TRUE(cubic_eight_oracle::shows_target(state, target));
    distinct.insert(state.packed);
  }
  EXPECT_EQ(distinct.size(), 256u);

  // Changing one top colour, or where the empty square is, loses the target.
  for (const CubicEightState& state : states) {
    int orientations[9] = {0};
    for (int cell = 0; cell < 9; ++cell)
      if (cell != target.empty) orientations[cell] = puzzle::orientation_at(state, cell);
    for (int cell = 0; cell < 9; ++cell) {
      if (cell == target.empty) continue;
      int changed[9];
      std::copy(orientations, orientations + 9, changed);
      changed[cell] = (orientations[cell] + 2) % 6;  // another top colour
      ASSERT_FALSE(cubic_eight_oracle::shows_target(puzzle::make_cube_state(target.empty, changed), target));
      changed[cell] = orientations[cell];
      changed[target.empty] = orientations[cell];
      ASSERT_FALSE(cubic_eight_oracle::shows_target(puzzle::make_cube_state(cell, changed), target));
    }
  }
}

TEST(CubicEightPuzzle, StartStateHasWhiteOnTopEverywhere) {
  for (int empty = 0; empty < 9; ++empty) {
    const CubicEightState start = puzzle::cubic_eight_start_state(empty);
    EXPECT_EQ(puzzle::empty_cell(start), empty);
    for (int cell = 0; cell < 9; ++cell) {
      if (cell != empty) {
        EXPECT_EQ(letters(puzzle::orientation_at(start, cell)), "WBR");
      }
    }
  }
}

}  // namespace
