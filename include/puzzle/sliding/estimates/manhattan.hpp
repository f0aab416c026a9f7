// Manhattan distance of an R x C sliding board from any goal: the sum over tiles (not the blank) of
// row plus column distance to the tile's goal cell. Full evaluation O(n); update per move O(1).
#ifndef PUZZLE_MANHATTAN_HPP
#define PUZZLE_MANHATTAN_HPP

#include <cassert>
#include <stdint.h>
#include <cstdlib>
#include <vector>
#include "puzzle/util/holds_each_once.hpp"

namespace puzzle {

// Precondition: the goal holds each tile 0..rows*cols-1 exactly once, `blank` among them.
class ManhattanDistance {
 public:
  ManhattanDistance(const uint8_t* goal, int rows, int cols, uint8_t blank)
      : cells_(rows * cols), distance_(static_cast<std::size_t>(cells_ * cells_), 0) {
    assert(holds_each_once(goal, cells_) && blank < cells_ && "ManhattanDistance: goal must hold each tile once");
    for (int goal_cell = 0; goal_cell < cells_; ++goal_cell) {
      const int tile = goal[goal_cell];
      if (tile == blank) continue;
      for (int cell = 0; cell < cells_; ++cell)
        distance_[static_cast<std::size_t>(tile * cells_ + cell)] =
            static_cast<uint8_t>(std::abs(cell / cols - goal_cell / cols) + std::abs(cell % cols - goal_cell % cols));
    }
  }

  // Distance of `tile` standing on `cell` from its goal cell (0 for the blank).
  int tile_distance(int tile, int cell) const { return distance_[static_cast<std::size_t>(tile * cells_ + cell)]; }

  int operator()(const uint8_t* board) const {
    int total = 0;
    for (int cell = 0; cell < cells_; ++cell) total += tile_distance(board[cell], cell);
    return total;
  }

  // Change of the total when `tile` slides from cell `from` to cell `to`.
  int move_delta(int tile, int from, int to) const { return tile_distance(tile, to) - tile_distance(tile, from); }

 private:
  int cells_;
  std::vector<uint8_t> distance_;  // [tile][cell]
};

}  // namespace puzzle

#endif  // PUZZLE_MANHATTAN_HPP
