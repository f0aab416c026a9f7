// An abstraction of the cubic eight-puzzle that follows one colour: on which axis (top, columns, rows)
// each cube shows it. 9 x 3^8 = 59,049 states; a move of the puzzle is a move here, so distances here are
// lower bounds on distances between the positions projected. Moves and keys O(9); projected keys O(1).
#ifndef PUZZLE_CUBIC_EIGHT_AXIS_PUZZLE_HPP
#define PUZZLE_CUBIC_EIGHT_AXIS_PUZZLE_HPP

#include <cassert>
#include <stdint.h>

#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"
#include "puzzle/sliding/sliding_geometry.hpp"

namespace puzzle {

inline CubeAxis axis_of_colour(int orientation, CubeColour colour) {
  if (colour_on_axis(orientation, cube_axis_top) == colour) return cube_axis_top;
  return colour_on_axis(orientation, cube_axis_columns) == colour ? cube_axis_columns : cube_axis_rows;
}

// A state: the axis of the followed colour on the cube of cell c in bits 2c..2c+1, and the empty cell in
// bits 18..21 (its own 2 bits are 0).
struct CubicEightAxisState {
  uint32_t packed;
};

inline int empty_cell(CubicEightAxisState state) { return static_cast<int>(state.packed >> 18); }
inline CubeAxis axis_at(CubicEightAxisState state, int cell) { return static_cast<CubeAxis>(state.packed >> (2 * cell) & 3u); }

// Search model (see search_model.hpp) of the abstraction, with the moves of CubicEightPuzzle: rolling between
// columns swaps the top and columns axes, between rows the top and rows axes.
class CubicEightAxisPuzzle {
 public:
  typedef CubicEightAxisState State;
  typedef SlideMove Move;
  static const int max_branching = slide_move_count;

  CubicEightAxisPuzzle() : geometry_(3, 3) {
    for (unsigned digits = 0; digits < 256; ++digits) {
      unsigned value = 0;
      for (int digit = 3; digit >= 0; --digit) value = value * 3 + (digits >> (2 * digit) & 3u);
      base3_of_quaternary_[digits] = static_cast<uint8_t>(value);
    }
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
  }

  int legal_moves(State state, Move* out) const {
    return geometry_.legal_moves(empty_cell(state), out);
  }

  Move inverse(Move move) const { return inverse_slide(move); }

  // Precondition: the move is legal.
  void apply(State& state, Move move) const {
    static const uint8_t roll_between_columns[3] = {cube_axis_columns, cube_axis_top, cube_axis_rows};
    static const uint8_t roll_between_rows[3] = {cube_axis_rows, cube_axis_columns, cube_axis_top};
    const int to = empty_cell(state), from = geometry_.target(to, move);
    const bool between_rows = move == slide_down || move == slide_up;
    const int rolled = (between_rows ? roll_between_rows : roll_between_columns)[axis_at(state, from)];
    state.packed &= ~(3u << (2 * from) | 15u << 18);
    state.packed |= static_cast<uint32_t>(rolled) << (2 * to) | static_cast<uint32_t>(from) << 18;
  }


  // Dense key: the empty cell, then the 8 axes in cell order as base-3 digits, the first lowest.
  uint64_t key(State state) const {
    const uint32_t before_empty = (1u << (2 * empty_cell(state))) - 1;
    const uint32_t axes = (state.packed & before_empty) | (state.packed >> 2 & ~before_empty & 0xFFFFu);
    return static_cast<uint64_t>(empty_cell(state)) * keys_per_empty_cell + base3_of_quaternary_[axes & 0xFFu] +
           3u * 3 * 3 * 3 * base3_of_quaternary_[axes >> 8];
  }

  uint64_t key_space() const { return static_cast<uint64_t>(cubic_eight_cells) * keys_per_empty_cell; }

  // The inverse of key(). Precondition: key < key_space().
  State state_of_key(uint64_t key) const {
    assert(key < key_space() && "CubicEightAxisPuzzle: key out of range");
    const int empty = static_cast<int>(key / keys_per_empty_cell);
    uint32_t digits = static_cast<uint32_t>(key % keys_per_empty_cell);
    State state = {static_cast<uint32_t>(empty) << 18};
    for (int cell = 0; cell < cubic_eight_cells; ++cell) {
      if (cell == empty) continue;
      state.packed |= digits % 3 << (2 * cell);
      digits /= 3;
    }
    return state;
  }

  // The key of a position's projection (the axis showing `colour` on each cube, the empty cell)
  // straight from the packed orientations, 4 cubes per table look-up.
  uint64_t projected_key(CubicEightState position, CubeColour colour) const {
    const uint32_t cubes = orientations_in_cell_order(position);
    return static_cast<uint64_t>(empty_cell(position)) * keys_per_empty_cell +
           axes_of_octal_[colour][cubes & 0xFFFu] + 3u * 3 * 3 * 3 * axes_of_octal_[colour][cubes >> 12];
  }

 private:
  static const uint32_t keys_per_empty_cell = 3u * 3 * 3 * 3 * 3 * 3 * 3 * 3;  // 3^8

  SlidingGeometry geometry_;
  uint8_t base3_of_quaternary_[256];      // 4 axes, 2 bits each, read in base 3
  uint8_t axes_of_octal_[3][4096];        // [colour][4 orientations]: their axes of colour, in base 3
};

}  // namespace puzzle

#endif  // PUZZLE_CUBIC_EIGHT_AXIS_PUZZLE_HPP
