// An abstraction of the cubic eight-puzzle that follows one colour: on which axis (top, columns, rows)
// each cube shows it. 9 x 3^8 = 59,049 abstract states. A move acts on the axes whatever the colour
// (rolling between columns swaps the top and columns axes, between rows the top and rows axes), so
// the three colours' abstractions are one graph, and a move of the puzzle is a move there: distances
// there are lower bounds on distances between the positions projected. Keys O(1) by table; O(9) back.
#ifndef PUZZLE_CUBIC_EIGHT_AXIS_PUZZLE_HPP
#define PUZZLE_CUBIC_EIGHT_AXIS_PUZZLE_HPP

#include <cassert>
#include <stdint.h>

#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"

namespace puzzle {

inline CubeAxis axis_of_colour(int orientation, CubeColour colour) {
  if (colour_on_axis(orientation, cube_axis_top) == colour) return cube_axis_top;
  return colour_on_axis(orientation, cube_axis_columns) == colour ? cube_axis_columns : cube_axis_rows;
}

// Search model (see search_model.hpp) of the abstraction, to be tabulated over its keys
// (tabulated_graph.hpp): the puzzle, its positions keyed by their projection following Red. Positions
// with one key are one abstract state, as moves keep their keys equal. Being one graph for every
// colour, the tabulated graph serves every colour's tables: a table following a colour starts from
// the projected_key of its targets.
class CubicEightAxisPuzzle : public CubicEightPuzzle {
 public:
  CubicEightAxisPuzzle() {
    for (int colour = 0; colour < 3; ++colour) {
      for (unsigned octal = 0; octal < 4096; ++octal) {
        unsigned value = 0;
        for (int digit = 3; digit >= 0; --digit) {
          const int orientation = static_cast<int>(octal >> (3 * digit) & 7u);  // 6 and 7 never occur
          if (orientation < cube_orientation_count)
            value = value * 3 + static_cast<unsigned>(axis_of_colour(orientation, static_cast<CubeColour>(colour)));
          else
            value = value * 3;
        }
        axes_of_octal_[colour][octal] = static_cast<uint8_t>(value);
      }
    }
    for (int orientation = 0; orientation < cube_orientation_count; ++orientation)
      red_on_axis_[axis_of_colour(orientation, cube_red)] = orientation;
  }

  uint64_t key(State position) const { return projected_key(position, cube_red); }
  uint64_t key_space() const { return static_cast<uint64_t>(cubic_eight_cells) * keys_per_empty_cell; }

  // A position with key `key`. Precondition: key < key_space().
  State state_of_key(uint64_t key) const {
    assert(key < key_space() && "CubicEightAxisPuzzle: key out of range");
    const int empty = static_cast<int>(key / keys_per_empty_cell);
    uint32_t digits = static_cast<uint32_t>(key % keys_per_empty_cell);
    int orientations[cubic_eight_cells] = {0};
    for (int cell = 0; cell < cubic_eight_cells; ++cell) {
      if (cell == empty) continue;
      orientations[cell] = red_on_axis_[digits % 3];
      digits /= 3;
    }
    return make_cube_state(empty, orientations);
  }

  // The key of a position's projection following `colour`: the empty cell, then the axes showing it on
  // the 8 cubes in cell order as base-3 digits, the first lowest; 4 cubes per table look-up.
  uint64_t projected_key(CubicEightState position, CubeColour colour) const {
    const uint32_t cubes = orientations_in_cell_order(position);
    return static_cast<uint64_t>(empty_cell(position)) * keys_per_empty_cell + axes_of_octal_[colour][cubes & 0xFFFu] +
           3u * 3 * 3 * 3 * axes_of_octal_[colour][cubes >> 12];
  }

 private:
  static const uint32_t keys_per_empty_cell = 3u * 3 * 3 * 3 * 3 * 3 * 3 * 3;  // 3^8

  uint8_t axes_of_octal_[3][4096];  // [colour][4 orientations]: their axes of colour, in base 3
  int red_on_axis_[3];              // an orientation showing Red on each axis
};

}  // namespace puzzle

#endif  // PUZZLE_CUBIC_EIGHT_AXIS_PUZZLE_HPP
