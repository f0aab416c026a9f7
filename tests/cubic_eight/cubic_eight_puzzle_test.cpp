// Tests of cubic_eight_puzzle.hpp: the orientations and their roll tables against the rules in words, the
// 6 orientations reachable by rolling, moves and their inverses, the key round trip, and patterns.
#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <set>
#include <utility>
#include <vector>

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

CubicEightState random_state(std::mt19937& random) {
  int orientations[9];
  for (int& orientation : orientations) orientation = static_cast<int>(random() % 6);
  return puzzle::make_cube_state(static_cast<int>(random() % 9), orientations);
}

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

TEST(CubicEightPuzzle, KeyAndStateOfKeyAreInverse) {
  const puzzle::CubicEightPuzzle model;
  EXPECT_EQ(model.key_space(), 15116544u);  // 9 x 6^8
  for (std::uint64_t key = 0; key < model.key_space(); key += 7) {
    const CubicEightState state = model.state_of_key(key);
    ASSERT_EQ(model.key(state), key);
  }
  std::mt19937 random(3131);
  for (int i = 0; i < 100000; ++i) {
    const CubicEightState state = random_state(random);
    const std::uint64_t key = model.key(state);
    ASSERT_LT(key, model.key_space());
    ASSERT_EQ(model.state_of_key(key), state);
  }
}

TEST(CubicEightPuzzle, KeysOfOneEmptyCellAreDistinctAndDense) {
  const puzzle::CubicEightPuzzle model;
  const std::uint64_t per_empty_cell = 1679616;  // 6^8
  std::vector<bool> used(per_empty_cell, false);
  int orientations[9] = {0};
  const int empty = 5;
  for (std::uint64_t n = 0; n < per_empty_cell; ++n) {
    std::uint64_t digits = n;
    for (int cell = 0; cell < 9; ++cell) {
      if (cell == empty) continue;
      orientations[cell] = static_cast<int>(digits % 6);
      digits /= 6;
    }
    const std::uint64_t key = model.key(puzzle::make_cube_state(empty, orientations));
    ASSERT_GE(key, empty * per_empty_cell);
    ASSERT_LT(key, (empty + 1) * per_empty_cell);
    ASSERT_FALSE(used[key - empty * per_empty_cell]);
    used[key - empty * per_empty_cell] = true;
  }
}

TEST(CubicEightPuzzle, PatternIsShownByExactly256States) {
  puzzle::CubicEightPattern pattern;
  pattern.empty = 2;
  const CubeColour tops[9] = {puzzle::cube_red,  puzzle::cube_blue, puzzle::cube_white,
                              puzzle::cube_red,  puzzle::cube_white, puzzle::cube_white,
                              puzzle::cube_blue, puzzle::cube_blue, puzzle::cube_red};
  std::copy(tops, tops + 9, pattern.top);
  const std::vector<CubicEightState> states = puzzle::states_showing(pattern);
  const puzzle::CubicEightPuzzle model;
  std::set<std::uint64_t> keys;
  for (const CubicEightState& state : states) {
    EXPECT_TRUE(puzzle::shows_pattern(state, pattern));
    keys.insert(model.key(state));
  }
  EXPECT_EQ(keys.size(), 256u);

  // Changing one top colour, or where the empty square is, loses the pattern.
  for (const CubicEightState& state : states) {
    int orientations[9] = {0};
    for (int cell = 0; cell < 9; ++cell)
      if (cell != pattern.empty) orientations[cell] = puzzle::orientation_at(state, cell);
    for (int cell = 0; cell < 9; ++cell) {
      if (cell == pattern.empty) continue;
      int changed[9];
      std::copy(orientations, orientations + 9, changed);
      changed[cell] = (orientations[cell] + 2) % 6;  // another top colour
      ASSERT_FALSE(puzzle::shows_pattern(puzzle::make_cube_state(pattern.empty, changed), pattern));
      changed[cell] = orientations[cell];
      changed[pattern.empty] = orientations[cell];
      ASSERT_FALSE(puzzle::shows_pattern(puzzle::make_cube_state(cell, changed), pattern));
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

namespace {

TEST(CubePuzzleDeathTest, RefusesAKeyOutOfRange) {
  const puzzle::CubicEightPuzzle puzzle;
  EXPECT_DEATH(puzzle.state_of_key(puzzle.key_space()), "key out of range");
}
}  // namespace
