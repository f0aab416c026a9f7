// The fewest moves that flood a Flood-it! board (flood_it_board.hpp): A* (search/a_star.hpp) over the
// board's model (flood_it_puzzle.hpp), keyed by the area, bounded by one move per cell (each move takes
// in at least one cell), which no board reaches: every board is answered. A*, not IDA*: many orders of
// the same moves give one area, which IDA* searches again each time (docs/binaries/hdu4127.md: the
// 18-move board: 857,771 nodes expanded by IDA*, 13,293 by A*). Nothing is built between
// boards. Cost: O(cells x answer) a node generated; random 8 x 8 boards (10-15 moves) expand at most
// a few thousand, about 5 MB at most.
#ifndef PUZZLE_FLOOD_IT_SOLVER_HPP
#define PUZZLE_FLOOD_IT_SOLVER_HPP

#include "puzzle/flood_it/flood_it_board.hpp"
#include "puzzle/flood_it/flood_it_puzzle.hpp"
#include "puzzle/search/a_star.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

class FloodItSolver {
 public:
  typedef FloodItBoard Case;
  typedef SearchResult<int> Answer;  // moves: the colours painted, in order

  FloodItSolver() : monitor_(0) {}

  // Who hears per board the method and A*'s progress (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // Precondition: 2 <= board.side <= 8, every colour 0-5 (asserted by FloodItPuzzle).
  Answer solve(const Case& board) const {
    const FloodItPuzzle puzzle(board);
    if (monitor_) monitor_->method("A* on the larger of the colours left and the farthest patch");
    const int cells = board.side * board.side;
    return a_star(puzzle, puzzle.start(), AStarOptions().bound(cells - 1).monitored_by(monitor_));
  }

 private:
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_FLOOD_IT_SOLVER_HPP
