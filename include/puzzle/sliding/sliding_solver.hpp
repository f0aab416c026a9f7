// Canonical answers for a sliding board with a fixed goal: the shortest solution, lexicographically
// smallest in d < l < r < u, or none when parity forbids. Small boards switch from IDA* to a table.
#ifndef PUZZLE_SLIDING_SOLVER_HPP
#define PUZZLE_SLIDING_SOLVER_HPP

#include <algorithm>
#include <climits>
#include <stdint.h>
#include <limits>
#include <vector>

#include "puzzle/search/ida_star.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/search/shortest_path_table.hpp"
#include "puzzle/search/ski_rental.hpp"
#include "puzzle/sliding/sliding_parity.hpp"
#include "puzzle/sliding/sliding_puzzle.hpp"

namespace puzzle {

// Both methods give the same canonical answer, so the choice is only about speed. IDA* answers a
// board in microseconds (2,000 nodes on average, 15,000 for the 31-move boards); the table of every
// board costs a fixed ~15 ms (about 400,000 IDA* nodes) and then answers each board in O(length).
// Ski rental: answer by IDA* until a budget of nodes is spent, then build the table. The budget is
// a few hardest boards' worth, so one board or a short file never pays for the table, and a long file
// pays at most ~15% more than building it at once.
class SlidingSolver {
 public:
  enum Method { adaptive, search_only, table_only };

  // Precondition as SlidingPuzzle: goal holds 0..rows*cols-1, 0 the blank. The table is used only for
  // boards of at most 9 cells (9!/2 keys, 1.1 MB). table_cost_in_nodes: IDA* nodes answered before
  // the table is built (ski rental; the tuned value is in tuning.hpp).
  SlidingSolver(int rows, int cols, const uint8_t* goal, uint64_t table_cost_in_nodes, Method method = adaptive)
      : model_(rows, cols, goal), method_(method), table_(table_cost_in_nodes), monitor_(0) {
    std::copy(goal, goal + rows * cols, goal_);
    if (rows * cols > table_max_cells) method_ = search_only;
  }

  // Writes the canonical solution of `tiles` into moves; false if the goal cannot be reached.
  bool solve(const uint8_t* tiles, std::vector<SlideMove>& moves) {
    const SlidingGeometry& geometry = model_.geometry();
    if (!is_solvable(tiles, goal_, geometry.rows(), geometry.cols(), uint8_t(0))) return false;
    const SlidingState start = model_.make_state(tiles);
    if (method_ == table_only || (method_ == adaptive && !table_.renting())) {
      if (monitor_) monitor_->method("table look-up");
      const bool building = monitor_ && !table_.bought();
      if (building) monitor_->building("the table of every board's first move on a shortest path");
      const Table& table = table_.buy(TableFactory(model_, goal_));
      if (building) monitor_->built(table.entries(), table.bytes());
      moves = table.path(model_.key(start));
      if (monitor_) monitor_->looked_up(moves.size() + 1);
      return true;
    }
    if (monitor_) monitor_->method("IDA* on Manhattan distance");
    const SearchResult<SlideMove> result = ida_star(model_, start, INT_MAX, std::numeric_limits<uint64_t>::max(), monitor_);
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
  static const int table_max_cells = 9;

  typedef ShortestPathTable<SlidingPuzzle> Table;
  // Builds the table of every board's first move toward the goal.
  struct TableFactory {
    TableFactory(const SlidingPuzzle& model, const uint8_t* goal) : model_(model), goal_(goal) {}
    Table* operator()() const { return new Table(model_, std::vector<SlidingState>(1, model_.make_state(goal_))); }
    const SlidingPuzzle& model_;
    const uint8_t* goal_;
  };

  SlidingPuzzle model_;
  uint8_t goal_[max_permutation_size];
  Method method_;
  SkiRental<Table> table_;
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_SOLVER_HPP
