// The cubic eight-puzzle (UVa 1604): eight cubes on a 3x3 board roll into the empty square; 9 x 6^8 =
// 15,116,544 positions. Search model without keys: the solver's tables are over an abstraction
// (cubic_eight_axis_puzzle.hpp). A goal is a target: the top colours wanted, shown by 2^8 positions.
// Moves O(1); the positions of a target O(2^8 x 9).
#ifndef PUZZLE_CUBIC_EIGHT_PUZZLE_HPP
#define PUZZLE_CUBIC_EIGHT_PUZZLE_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/grid/grid_geometry.hpp"

namespace puzzle {

// Opposite faces of a cube have the same colour, so a cube shows each colour along one axis: on top
// (and bottom), toward the neighbouring columns (left and right), or toward the neighbouring rows.
enum CubeColour { cube_white = 0, cube_red = 1, cube_blue = 2 };
enum CubeAxis { cube_axis_top = 0, cube_axis_columns = 1, cube_axis_rows = 2 };

// An orientation: the colours on the top, columns and rows axes, one of the 6 orders of W, R, B,
// numbered in lexicographic order so that the top colour is orientation / 2:
//   0 WRB  1 WBR  2 RWB  3 RBW  4 BWR  5 BRW
const int cube_orientation_count = 6;

// Every cube starts White on top, Blue toward the columns, Red toward the rows.
const int cube_start_orientation = 1;

inline CubeColour colour_on_axis(int orientation, CubeAxis axis) {
  static const CubeColour colours[cube_orientation_count][3] = {
      {cube_white, cube_red, cube_blue}, {cube_white, cube_blue, cube_red}, {cube_red, cube_white, cube_blue},
      {cube_red, cube_blue, cube_white}, {cube_blue, cube_white, cube_red}, {cube_blue, cube_red, cube_white}};
  return colours[orientation][axis];
}

inline CubeColour top_colour(int orientation) { return static_cast<CubeColour>(orientation / 2); }

// Rolling between columns swaps the colours of the top and columns axes; between rows, of the top and
// rows axes (tests check these tables against colour_on_axis).
const uint8_t cube_roll_between_columns[cube_orientation_count] = {2, 4, 0, 5, 1, 3};
const uint8_t cube_roll_between_rows[cube_orientation_count] = {5, 3, 4, 1, 2, 0};

const int cubic_eight_cells = 9;
const int cube_count = 8;

// A position, packed: the orientation of the cube on cell c (row-major, 0 top left) in bits 3c..3c+2,
// and the empty cell in bits 27..30 (its own 3 bits are 0).
struct CubicEightState {
  uint32_t packed;
};

inline bool operator==(CubicEightState a, CubicEightState b) { return a.packed == b.packed; }
inline bool operator!=(CubicEightState a, CubicEightState b) { return a.packed != b.packed; }

inline int empty_cell(CubicEightState state) { return static_cast<int>(state.packed >> 27); }
// Precondition: cell != empty_cell(state).
inline int orientation_at(CubicEightState state, int cell) { return static_cast<int>(state.packed >> (3 * cell) & 7u); }

// The 8 orientations, 3 bits each, in cell order, the empty cell left out (cube k in bits 3k..3k+2).
inline uint32_t orientations_in_cell_order(CubicEightState state) {
  const uint32_t before_empty = (1u << (3 * empty_cell(state))) - 1;
  return (state.packed & before_empty) | (state.packed >> 3 & ~before_empty & 0xFFFFFFu);
}

// orientations[c] for every cell c but the empty one (ignored there).
inline CubicEightState make_cube_state(int empty, const int* orientations) {
  CubicEightState state = {static_cast<uint32_t>(empty) << 27};
  for (int cell = 0; cell < cubic_eight_cells; ++cell)
    if (cell != empty) state.packed |= static_cast<uint32_t>(orientations[cell]) << (3 * cell);
  return state;
}

// The position every dataset starts from: all cubes in the start orientation, `empty` empty.
inline CubicEightState cubic_eight_start_state(int empty) {
  int orientations[cubic_eight_cells];
  for (int cell = 0; cell < cubic_eight_cells; ++cell) orientations[cell] = cube_start_orientation;
  return make_cube_state(empty, orientations);
}

// A goal, the target colours: the empty cell and the top colour wanted on every other cell (top[empty]
// is ignored). A position shows it when its empty cell and every cube's top colour are those wanted.
struct CubicEightTarget {
  int empty;
  CubeColour top[cubic_eight_cells];
};

// The 2^8 positions showing `target`: each cube has its top colour and either order of the other two.
inline std::vector<CubicEightState> states_showing(const CubicEightTarget& target) {
  std::vector<CubicEightState> states;
  states.reserve(1u << cube_count);
  for (unsigned sides = 0; sides < (1u << cube_count); ++sides) {
    int orientations[cubic_eight_cells] = {0};
    int cube = 0;
    for (int cell = 0; cell < cubic_eight_cells; ++cell)
      if (cell != target.empty) orientations[cell] = 2 * target.top[cell] + static_cast<int>(sides >> cube++ & 1u);
    states.push_back(make_cube_state(target.empty, orientations));
  }
  return states;
}

// Search model (see search_model.hpp) of the moves, without a goal: searches are given one as states
// (states_showing) or wrap the model. Moves name where the empty square goes (d l r u, as in the
// sliding puzzle); the cube there rolls the other way into it, between rows for d and u, between
// columns for l and r.
class CubicEightPuzzle {
 public:
  typedef CubicEightState State;
  typedef SlideMove Move;
  static const int max_branching = slide_move_count;

  CubicEightPuzzle() : geometry_(3, 3) {}

  int legal_moves(State state, Move* out) const { return geometry_.legal_moves(empty_cell(state), out); }

  Move inverse(Move move) const { return inverse_slide(move); }

  // Precondition: the move is legal.
  void apply(State& state, Move move) const {
    const int to = empty_cell(state), from = geometry_.target(to, move);
    const bool between_rows = move == slide_down || move == slide_up;
    const int rolled = (between_rows ? cube_roll_between_rows : cube_roll_between_columns)[orientation_at(state, from)];
    state.packed &= ~(7u << (3 * from) | 15u << 27);
    state.packed |= static_cast<uint32_t>(rolled) << (3 * to) | static_cast<uint32_t>(from) << 27;
  }

 private:
  GridGeometry geometry_;
};

}  // namespace puzzle

#endif  // PUZZLE_CUBIC_EIGHT_PUZZLE_HPP
