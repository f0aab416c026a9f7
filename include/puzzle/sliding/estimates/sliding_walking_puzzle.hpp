// The R x C sliding puzzle (boards up to 4x4) as a search model whose estimate is the walking
// distance (walking_distance.hpp), rows and columns added: moves d < l < r < u as SlidingPuzzle, a
// stronger estimate than Manhattan distance for one table look-up a move. One table serves both axes
// when the board is square and the blank's goal on the diagonal. O(1) per move.
#ifndef PUZZLE_SLIDING_WALKING_PUZZLE_HPP
#define PUZZLE_SLIDING_WALKING_PUZZLE_HPP

#include <algorithm>
#include <stdint.h>
#include <cstring>

#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/sliding/tiles/sliding_moves.hpp"
#include "puzzle/sliding/estimates/walking_distance.hpp"
#include "puzzle/util/owned.hpp"

namespace puzzle {

// A board: tiles[cell] with 0 the blank, the blank's cell, the estimate; and per axis ([0] lines are
// rows, [1] columns) the board's state in that axis' table and its distance there.
struct SlidingWalkingState {
  uint8_t tiles[max_board_cells];
  uint8_t blank;
  uint8_t estimate;
  uint8_t distance[2];
  WalkingPlace walking[2];
};

// Search model (see search_model.hpp) for reaching one fixed goal board. Not copyable (it owns its
// tables).
class SlidingWalkingPuzzle : public SlidingMoves {
 public:
  typedef SlidingWalkingState State;

  // Precondition: 2 <= rows, cols <= 4; goal holds 0..rows*cols-1 once each, 0 the blank.
  SlidingWalkingPuzzle(int rows, int cols, const uint8_t* goal) : SlidingMoves(rows, cols) {
    const int blank = static_cast<int>(std::find(goal, goal + rows * cols, 0) - goal);
    by_rows_.reset(new WalkingDistanceTable(rows, cols, blank / cols));
    // A square board whose blank's goal is on the diagonal: the rows' table serves the columns too.
    if (rows != cols || blank / cols != blank % cols)
      by_columns_.reset(new WalkingDistanceTable(cols, rows, blank % cols));
    table_[0] = &*by_rows_;
    table_[1] = by_columns_.empty() ? table_[0] : &*by_columns_;
    for (int cell = 0; cell < rows * cols; ++cell) {
      goal_line_[0][goal[cell]] = static_cast<uint8_t>(cell / cols);
      goal_line_[1][goal[cell]] = static_cast<uint8_t>(cell % cols);
    }
  }

  // The state of a board given as tiles[cell], 0 the blank. Precondition: solvable to the goal.
  State make_state(const uint8_t* tiles) const {
    State state;
    std::memset(&state, 0, sizeof state);
    int count[2][WalkingDistanceTable::max_lines][WalkingDistanceTable::max_lines] = {{{0}}};
    const int cols = geometry_.cols();
    for (int cell = 0; cell < geometry_.cells(); ++cell) {
      state.tiles[cell] = tiles[cell];
      if (tiles[cell] == 0) {
        state.blank = static_cast<uint8_t>(cell);
        continue;
      }
      ++count[0][cell / cols][goal_line_[0][tiles[cell]]];
      ++count[1][cell % cols][goal_line_[1][tiles[cell]]];
    }
    for (int axis = 0; axis < 2; ++axis) {
      state.walking[axis] = table_[axis]->place(count[axis], axis == 0 ? state.blank / cols : state.blank % cols);
      state.distance[axis] = static_cast<uint8_t>(table_[axis]->distance(state.walking[axis]));
    }
    state.estimate = static_cast<uint8_t>(state.distance[0] + state.distance[1]);
    return state;
  }

  int estimate(const State& state) const { return state.estimate; }
  // Walking distance 0 means every tile is in its goal row and goal column, which is the goal.
  bool is_goal(const State& state) const { return state.estimate == 0; }

  // Precondition: `move` is among legal_moves(state). The tile moves across lines of one axis only.
  void apply(State& state, Move move) const {
    const int tile = slide_blank(state.tiles, state.blank, geometry_.target(state.blank, move));
    const int axis = move == slide_left || move == slide_right ? 1 : 0;
    const WalkingDistanceTable& table = *table_[axis];
    state.walking[axis] =
        table.next(state.walking[axis], move == slide_down || move == slide_right, goal_line_[axis][tile]);
    state.distance[axis] = static_cast<uint8_t>(table.distance(state.walking[axis]));
    state.estimate = static_cast<uint8_t>(state.distance[0] + state.distance[1]);
  }

 private:
  Owned<WalkingDistanceTable> by_rows_, by_columns_;  // by_columns_ empty when by_rows_ serves both
  const WalkingDistanceTable* table_[2];              // [0] by rows, [1] by columns
  uint8_t goal_line_[2][max_board_cells];             // [axis][tile]: its goal row, its goal column
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_WALKING_PUZZLE_HPP
