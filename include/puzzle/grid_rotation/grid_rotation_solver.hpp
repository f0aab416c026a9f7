// Answers of the rotation puzzle (UESTC 485): fewest moves from a board to any board matching a
// target whose cells hold a tile or a wildcard. Per target the cheaper of a breadth-first search over
// the pinned tiles' placements and look-ups in a table of every board (group/wildcard_distance.hpp);
// the table, 181 KB, built once.
#ifndef PUZZLE_GRID_ROTATION_SOLVER_HPP
#define PUZZLE_GRID_ROTATION_SOLVER_HPP

#include <stdint.h>

#include "puzzle/grid_rotation/grid_rotation_board.hpp"
#include "puzzle/group/wildcard_distance.hpp"

namespace puzzle {

// One question to the solver: the start board (the tiles 1..9, once each) and the target (a tile or
// GridRotationSolver::any_tile per cell, no tile twice), cell by cell in reading order.
struct GridRotationCase {
  uint8_t start[grid_rotation_cells];
  uint8_t target[grid_rotation_cells];
};

// The tiles are the items and the cells the points of a WildcardDistance over the 12 moves.
class GridRotationSolver {
 public:
  enum {
    any_tile = 0,                                // a target cell that any tile matches
    unreachable = WildcardDistance::unreachable  // fewest_moves when no matching board is reachable
  };

  typedef GridRotationCase Case;
  typedef int Answer;  // fewest moves, or unreachable

  GridRotationSolver() : distance_(grid_rotation_generators()) {}

  // start[cell]: the tiles 1..9, once each; target[cell]: a tile or any_tile, no tile twice.
  int fewest_moves(const uint8_t* start, const uint8_t* target) {
    uint8_t start_cell[grid_rotation_cells];
    int target_cell[grid_rotation_cells];
    as_pins(start, target, start_cell, target_cell);
    return distance_.fewest_moves(start_cell, target_cell);
  }
  Answer solve(const Case& boards) { return fewest_moves(boards.start, boards.target); }

  // The case as the group sees it: the cell of each tile (tile t is item t - 1) in start_cell, and
  // the cell the target pins it to, or unpinned, in target_cell.
  static void as_pins(const uint8_t* start, const uint8_t* target, uint8_t* start_cell, int* target_cell) {
    for (int cell = 0; cell < grid_rotation_cells; ++cell) {
      start_cell[start[cell] - 1] = static_cast<uint8_t>(cell);
      target_cell[cell] = unpinned;
    }
    for (int cell = 0; cell < grid_rotation_cells; ++cell)
      if (target[cell] != any_tile) target_cell[target[cell] - 1] = cell;
  }

  // Who hears which method answers, the tables built and the look-ups (null: nobody).
  void set_monitor(SearchMonitor* monitor) { distance_.set_monitor(monitor); }

 private:
  WildcardDistance distance_;
};

}  // namespace puzzle

#endif  // PUZZLE_GRID_ROTATION_SOLVER_HPP
