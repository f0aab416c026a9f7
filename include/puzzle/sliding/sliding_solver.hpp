// Canonical answers for a sliding board with a fixed goal: the shortest solution, lexicographically
// smallest in d < l < r < u, or none when parity forbids. Small boards switch from IDA* to a table.
#ifndef PUZZLE_SLIDING_SOLVER_HPP
#define PUZZLE_SLIDING_SOLVER_HPP

#include <algorithm>
#include <stdint.h>
#include <vector>

#include "puzzle/search/ida_star.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/search/shortest_path_table.hpp"
#include "puzzle/search/ski_rental.hpp"
#include "puzzle/sliding/sliding_parity.hpp"
#include "puzzle/sliding/sliding_puzzle.hpp"
#include "puzzle/sliding/sliding_rank_puzzle.hpp"

namespace puzzle {

// Both methods give the same canonical answer, so the choice is only about speed. IDA* answers a
// board in microseconds (2,000 nodes on average, 15,000 for the 31-move boards, ~45 M nodes/s); the
// table of every board (over boards as blank cell and Lehmer code, sliding_rank_puzzle.hpp) costs a
// fixed 5-6 ms (about 270,000 IDA* nodes) and then answers each board in O(length). Ski rental:
// answer by IDA* until a budget of nodes is spent, then build the table (the budget: tuning.hpp).
class SlidingSolver {
 public:
  enum Method { adaptive, search_only, table_only };

  // Precondition as SlidingPuzzle: goal holds 0..rows*cols-1, 0 the blank. The table is used only for
  // boards of at most 9 cells (9!/2 keys, 1.1 MB). table_cost_in_nodes: IDA* nodes answered before
  // the table is built (ski rental; the tuned value is in tuning.hpp).
  SlidingSolver(int rows, int cols, const uint8_t* goal, uint64_t table_cost_in_nodes, Method method = adaptive)
      : model_(rows, cols, goal),
        goal_invariant_(tile_board_invariant(goal, rows, cols)),
        method_(method),
        table_(table_cost_in_nodes),
        monitor_(0) {
    std::copy(goal, goal + rows * cols, goal_);
    if (rows * cols > table_max_cells) method_ = search_only;
  }

  // Writes the canonical solution of `tiles` into moves; false if the goal cannot be reached.
  bool solve(const uint8_t* tiles, std::vector<SlideMove>& moves) {
    const SlidingGeometry& geometry = model_.geometry();
    if (tile_board_invariant(tiles, geometry.rows(), geometry.cols()) != goal_invariant_) return false;
    if (method_ == table_only || (method_ == adaptive && !table_.renting())) {
      if (monitor_) monitor_->method("table look-up");
      const bool building = monitor_ && !table_.bought();
      if (building) monitor_->building("the table of every board's first move on a shortest path");
      const Table& table = table_.buy(TableFactory(geometry, goal_));
      if (building) monitor_->built(table.paths.entries(), table.paths.bytes());
      table.paths.path(table.model.key(table.model.make_state(tiles)), moves);
      if (monitor_) monitor_->looked_up(moves.size() + 1);
      return true;
    }
    if (monitor_) monitor_->method("IDA* on Manhattan distance");
    const SearchResult<SlideMove> result = ida_star(model_, model_.make_state(tiles), IdaStarOptions<>().monitored_by(monitor_));
    table_.pay_rent(result.expanded);
    moves = result.moves;
    return true;
  }

  bool table_built() const { return table_.bought(); }
  const SlidingGeometry& geometry() const { return model_.geometry(); }
  const uint8_t* goal_tiles() const { return goal_; }
  // Who hears which method answers, the table's build and IDA*'s thresholds (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

 private:
  static const int table_max_cells = SlidingRankPuzzle::max_cells;

  // The table of every board, over boards as (blank cell, Lehmer code): a key in two look-ups.
  struct Table {
    Table(const SlidingGeometry& geometry, const uint8_t* goal)
        : model(geometry.rows(), geometry.cols()),
          paths(model, std::vector<SlidingRankState>(1, model.make_state(goal))) {}
    SlidingRankPuzzle model;
    ShortestPathTable<SlidingRankPuzzle> paths;
  };
  // Builds it, when the ski rental says so.
  struct TableFactory {
    TableFactory(const SlidingGeometry& geometry, const uint8_t* goal) : geometry_(geometry), goal_(goal) {}
    Table* operator()() const { return new Table(geometry_, goal_); }
    const SlidingGeometry& geometry_;
    const uint8_t* goal_;
  };

  SlidingPuzzle model_;
  uint8_t goal_[max_permutation_size];
  int goal_invariant_;  // boards of another sliding invariant cannot reach the goal
  Method method_;
  SkiRental<Table> table_;
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_SOLVER_HPP
