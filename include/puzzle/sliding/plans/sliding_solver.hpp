// The one solver of the sliding family (eight, eight2, fifteen, the other 8-puzzle judges' binaries,
// and leetcode773 on 2x3 boards): between any two boards of one size, the canonical answer (the
// shortest solution, lexicographically smallest in d < l < r < u), or unsolvable when the inversion
// parity forbids. How it answers is data, a plan (sliding_strategy.hpp):
// strategies tried in order, each but the last with a node budget over all boards toward one goal,
// the last answering every board the others leave. That is ski rental (rent or buy; Karlin, Manasse,
// Rudolph & Sleator 1988): a cheap search answers until it has cost as much as building the next
// strategy's tables (the budget, tuned by benchmark: the plans), or hands a board on at once when its
// iterations' growth says the budget cannot pay; the next strategy is made, its tables built, when
// first needed, so easy inputs build nothing and a hard one pays at most about twice the better
// choice. The binaries' plans: eight_puzzle_plan.hpp, eight_puzzle_pair_plan.hpp, fifteen_puzzle_plan.hpp,
// five_puzzle_plan.hpp.
//
// Goals: solve(start, goal, moves), one signature for the fixed-goal binaries and eight2. The tiles
// are renamed so that the goal becomes the standard goal of its blank cell (tiles 1, 2, ... in
// reading order around it); moves name where the blank goes, so letters, lengths and order are
// unchanged, and the strategies, made once per goal blank cell, serve every goal with the blank
// there. The goal is compared with the last one (O(cells)); a standard goal needs no renaming, so a
// fixed-goal binary pays one comparison a board.
//
// The solver runs the plan it is given; which plan a learner's --method stands for is chosen outside
// it (sliding_methods.hpp), and use_plan() hands it over (not in judge bundles, which never choose).
// Cost: O(cells) a board besides the strategies'; memory: what they build per goal blank cell.
#ifndef PUZZLE_SLIDING_SOLVER_HPP
#define PUZZLE_SLIDING_SOLVER_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/sliding/tiles/sliding_parity.hpp"
#include "puzzle/sliding/plans/sliding_strategy.hpp"
#include "puzzle/sliding/tiles/standard_goal.hpp"
#include "puzzle/util/holds_each_once.hpp"
#include "puzzle/util/owned.hpp"

namespace puzzle {

enum SlidingOutcome { sliding_solved, sliding_unsolvable, sliding_stopped };

// One question to the solver: from `start` to `goal`, boards of rows x cols (cells in reading order,
// 0 the blank), and its answer.
struct SlidingCase {
  int rows, cols;
  uint8_t start[max_board_cells];
  uint8_t goal[max_board_cells];
};
struct SlidingAnswer {
  SlidingOutcome outcome;
  std::vector<SlideMove> moves;  // the canonical solution when solved
};

class SlidingSolver {
 public:
  // Precondition: 2 <= rows, cols; rows * cols <= 16; a plan of 1 to max_plan_length strategies,
  // each fit for the board (a table: at most 9 cells; walking distance: at most 4 x 4).
  SlidingSolver(int rows, int cols, const SlidingPlan& plan)
      : rows_(rows), cols_(cols), plan_(plan), renamed_(false), monitor_(0) {
    assert(rows >= 2 && cols >= 2 && rows * cols <= max_board_cells && !plan.empty() &&
           plan.size() <= max_plan_length && "SlidingSolver: 2x2 to 16 cells, 1-4 strategies");
    std::fill(goal_, goal_ + max_board_cells, 0);  // no goal: the first is new
  }

  // Writes into `moves` (its memory reused) the canonical solution from `start` to `goal` and returns
  // sliding_solved; sliding_unsolvable if parity forbids; sliding_stopped if the last strategy
  // stopped at its budget (the learners' bfs and astar). Precondition: both hold 0..cells-1 once
  // each, 0 the blank.
  SlidingOutcome solve(const uint8_t* start, const uint8_t* goal, std::vector<SlideMove>& moves) {
    const int cells = rows_ * cols_;
    assert(holds_each_once(start, cells) && holds_each_once(goal, cells) && "SlidingSolver: each tile once");
    if (!std::equal(goal, goal + cells, goal_)) aim_at(goal);
    uint8_t renamed[max_board_cells];
    for (int cell = 0; renamed_ && cell < cells; ++cell) renamed[cell] = label_[start[cell]];
    const uint8_t* const tiles = renamed_ ? renamed : start;
    Lane& lane = *lane_;
    if (tile_board_invariant(tiles, rows_, cols_) != lane.invariant) {
      if (monitor_) monitor_->method("inversion parity: no sequence of moves reaches the goal");
      return sliding_unsolvable;
    }
    const std::size_t last = plan_.size() - 1;
    for (std::size_t i = 0;; ++i) {
      const SlidingStrategy& strategy = plan_[i];
      Owned<SlidingMethod>& method = lane.methods[i];
      uint64_t& rent_left = lane.rent_left[i];
      if (i < last && rent_left == 0) continue;
      if (monitor_) monitor_->method(strategy.name);
      if (method.empty()) make(strategy, lane, method);
      const uint64_t budget = i == last ? strategy.budget : strategy.gives_up ? rent_left : no_node_budget;
      uint64_t expanded = 0;
      const bool found = method->solve(tiles, budget, strategy.gives_up, monitor_, moves, expanded);
      rent_left -= std::min(rent_left, expanded);
      if (found) return sliding_solved;
      if (i == last) return sliding_stopped;
      rent_left = 0;  // it handed a board on: the next strategy answers from now on
    }
  }

  // Who hears which strategy answers, its builds and its search (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

#ifndef PUZZLE_BUNDLE
  // Answers from now on by `plan` (a learner's --method: sliding_methods.hpp); what was built is let
  // go. Precondition: as the constructor's.
  void use_plan(const SlidingPlan& plan) {
    assert(!plan.empty() && plan.size() <= max_plan_length && "SlidingSolver::use_plan: 1-4 strategies");
    plan_ = plan;
    for (int cell = 0; cell < max_board_cells; ++cell) lanes_[cell].reset(0);
    std::fill(goal_, goal_ + max_board_cells, 0);
  }
#endif

 private:
  static const std::size_t max_plan_length = 4;

  // What serves the goals with the blank on one cell: that cell's standard goal and its invariant,
  // and per strategy its method, once made, and the budget it has left.
  struct Lane {
    uint8_t goal[max_board_cells];
    int invariant;
    Owned<SlidingMethod> methods[max_plan_length];
    uint64_t rent_left[max_plan_length];
  };

  // Keeps `goal`, the renaming that makes it the standard goal of its blank cell, and that cell's
  // lane (made when first met).
  void aim_at(const uint8_t* goal) {
    const int cells = rows_ * cols_;
    std::copy(goal, goal + cells, goal_);
    const int blank = static_cast<int>(std::find(goal, goal + cells, 0) - goal);
    Owned<Lane>& lane = lanes_[blank];
    if (lane.empty()) {
      lane.reset(new Lane);
      standard_goal(cells, blank, lane->goal);
      lane->invariant = tile_board_invariant(lane->goal, rows_, cols_);
      for (std::size_t i = 0; i < plan_.size(); ++i) lane->rent_left[i] = plan_[i].budget;
    }
    lane_ = &*lane;
    renamed_ = false;
    for (int cell = 0; cell < cells; ++cell) {
      label_[goal[cell]] = lane->goal[cell];
      renamed_ |= goal[cell] != lane->goal[cell];
    }
  }

  // Makes the strategy's method toward the lane's goal; a learner's monitor hears what it builds (a
  // bundle has no monitor).
  void make(const SlidingStrategy& strategy, const Lane& lane, Owned<SlidingMethod>& method) const {
#ifndef PUZZLE_BUNDLE
    if (monitor_ && strategy.builds) monitor_->building(strategy.builds);
#endif
    method.reset(strategy.make(rows_, cols_, lane.goal));
#ifndef PUZZLE_BUNDLE
    if (monitor_ && strategy.builds) monitor_->built(method->entries, method->bytes);
#endif
  }

  int rows_, cols_;
  SlidingPlan plan_;                    // the plan in use
  Owned<Lane> lanes_[max_board_cells];  // by goal blank cell, made when first met
  Lane* lane_;                          // the last goal's
  uint8_t goal_[max_board_cells];       // the last goal
  uint8_t label_[max_board_cells];      // its tiles' names in the standard goal
  bool renamed_;                        // whether they differ
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_SOLVER_HPP
