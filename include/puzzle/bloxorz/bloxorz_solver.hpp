// The fewest rolls of Bloxorz (bloxorz_block.hpp) from the block's start to standing on the target:
// breadth-first search over the block's states, 3 per cell (search/dense_breadth_first_search.hpp),
// its arrays and the block's tables kept from one map to the next. Time and memory O(R x C) per map:
// at most 3 x 504 x 504 states for a 500 x 500 map (about 6 MB).
#ifndef PUZZLE_BLOXORZ_SOLVER_HPP
#define PUZZLE_BLOXORZ_SOLVER_HPP

#include "puzzle/bloxorz/bloxorz_block.hpp"
#include "puzzle/maze/cell_map.hpp"
#include "puzzle/search/dense_breadth_first_search.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

// One map: its cells (padded by bloxorz_margin), the block's start and the target cell.
struct BloxorzCase {
  CellMap map;
  BloxorzBlock::State start;
  int target_cell;
};

class BloxorzSolver {
 public:
  typedef BloxorzCase Case;
  typedef SearchResult<MapDirection> Answer;

  BloxorzSolver() : monitor_(0) {}

  // Who hears the search's depths and totals (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // A shortest sequence of rolls (the first in N, S, W, E order among the shortest); found = false
  // when the block can never stand on the target. Precondition: the start rests on the map.
  Answer solve(const Case& question) {
    block_.reset(question.map, question.target_cell);
    if (monitor_) monitor_->method("breadth-first search over the block's states, 3 per cell");
    return search_(block_, question.start, monitor_);
  }

 private:
  BloxorzBlock block_;
  DenseBreadthFirstSearch<BloxorzBlock> search_;
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_BLOXORZ_SOLVER_HPP
