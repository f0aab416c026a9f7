// Shared by the tests of cubic_eight/ (tests/core/cubic_eight/*_test.cpp): what it means for a position to
// show a target, the goal of every dataset, written from the statement (UVa 1604) for the tests alone;
// and random positions.
#ifndef PUZZLE_TESTS_CUBIC_EIGHT_FIXTURES_HPP
#define PUZZLE_TESTS_CUBIC_EIGHT_FIXTURES_HPP

#include <random>

#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"

namespace cubic_eight_oracle {

// The empty square where the target has it, and every cube's top colour the target's.
inline bool shows_target(puzzle::CubicEightState state, const puzzle::CubicEightTarget& target) {
  if (puzzle::empty_cell(state) != target.empty) return false;
  for (int cell = 0; cell < puzzle::cubic_eight_cells; ++cell)
    if (cell != target.empty && puzzle::top_colour(puzzle::orientation_at(state, cell)) != target.top[cell])
      return false;
  return true;
}

// A random position: the empty square anywhere, each cell's cube in any of the 6 orientations.
inline puzzle::CubicEightState random_state(std::mt19937& random) {
  int orientations[9];
  for (int& orientation : orientations) orientation = static_cast<int>(random() % 6);
  return puzzle::make_cube_state(static_cast<int>(random() % 9), orientations);
}

}  // namespace cubic_eight_oracle

#endif  // PUZZLE_TESTS_CUBIC_EIGHT_FIXTURES_HPP
