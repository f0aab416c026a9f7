// The table strategy of the sliding solver (sliding_strategy.hpp): one backward breadth-first search
// from the goal records every board's distance, smallest first move on a shortest path and the board
// it leads to (shortest_path_table.hpp), over boards as blank cell and Lehmer code
// (sliding_rank_puzzle.hpp: a key in two look-ups); then a board's answer is read in O(length).
// Build: every board (3x3: 181,440 boards, 1.1 MB). Precondition: at most 9 cells.
#ifndef PUZZLE_SLIDING_TABLE_LOOKUP_HPP
#define PUZZLE_SLIDING_TABLE_LOOKUP_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/search/search_monitor.hpp"
#include "puzzle/tables/shortest_path_table.hpp"
#include "puzzle/sliding/tiles/sliding_rank_puzzle.hpp"
#include "puzzle/sliding/plans/sliding_strategy.hpp"

namespace puzzle {

class SlidingTableLookup : public SlidingMethod {
 public:
  SlidingTableLookup(int rows, int cols, const uint8_t* goal)
      : model_(rows, cols), paths_(model_, std::vector<SlidingRankState>(1, model_.make_state(goal))) {
    with_sizes(this, paths_);
  }
  bool solve(const uint8_t* tiles, uint64_t, bool, SearchMonitor* monitor, std::vector<SlideMove>& moves,
             uint64_t&) const {
    paths_.path(model_.key(model_.make_state(tiles)), moves);
    if (monitor) monitor->looked_up(moves.size() + 1);
    return true;
  }

 private:
  SlidingRankPuzzle model_;
  ShortestPathTable<SlidingRankPuzzle> paths_;
};

inline SlidingMethod* make_sliding_table_lookup(int rows, int cols, const uint8_t* goal) {
  return new SlidingTableLookup(rows, cols, goal);
}

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_TABLE_LOOKUP_HPP
