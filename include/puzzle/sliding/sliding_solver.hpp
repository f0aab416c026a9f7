// The one solver of the sliding family (eight, eight2, fifteen, the other 8-puzzle judges' binaries,
// and leetcode773 on 2x3 boards): between any two boards of one size, the canonical answer (the
// shortest solution, lexicographically smallest in d < l < r < u), or unsolvable when the inversion
// parity forbids. How it answers is data, a plan (sliding_strategy.hpp):
// strategies tried in order, each but the last with a node budget over all boards toward one goal,
// the last answering every board the others leave. That is ski rental (rent or buy; Karlin, Manasse,
// Rudolph & Sleator 1988): a cheap search answers until it has cost as much as building the next
// strategy's tables (the budget, measured: the plans), or hands a board on at once when its
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
// The learners' --method (not in judge bundles, which never choose): methods() and use_method()
// replace the plan by one strategy: bfs (breadth-first search from the start), astar (A* on
// Manhattan distance), both stopping at set_max_kept_nodes() nodes kept (outcome sliding_stopped),
// idastar (IDA* on Manhattan distance), pdb (IDA* on the pattern databases of the board size's tuned
// partition: leetcode773's on 2x3 boards, eight2's on 3x3, fifteen's on 4x4, without move pruning).
// Cost: O(cells) a board besides the strategies'; memory: what they build per goal blank cell.
#ifndef PUZZLE_SLIDING_SOLVER_HPP
#define PUZZLE_SLIDING_SOLVER_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/search/search_monitor.hpp"
#include "puzzle/search/solver_settings.hpp"
#include "puzzle/sliding/sliding_geometry.hpp"
#include "puzzle/sliding/sliding_parity.hpp"
#include "puzzle/sliding/sliding_strategy.hpp"
#include "puzzle/sliding/standard_goal.hpp"
#include "puzzle/util/holds_each_once.hpp"
#include "puzzle/util/owned.hpp"
#ifndef PUZZLE_BUNDLE  // the learners' methods
#include <climits>
#include <string>

#include "puzzle/io/learning_options.hpp"
#include "puzzle/search/astar.hpp"
#include "puzzle/search/breadth_first_search.hpp"
#include "puzzle/sliding/database_search.hpp"
#include "puzzle/sliding/eight_puzzle_pair_plan.hpp"
#include "puzzle/sliding/fifteen_puzzle_plan.hpp"
#include "puzzle/sliding/five_puzzle_plan.hpp"
#include "puzzle/sliding/sliding_puzzle.hpp"
#endif

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
#ifndef PUZZLE_BUNDLE
    tuned_ = plan;
    method_ = 0;
    max_kept_nodes_ = default_max_kept_nodes;
#endif
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

  // The names use_method accepts, "default" (the plan given) first, ending with a null pointer.
  static const char* const* methods() {
    static const char* const names[] = {"default", "bfs", "astar", "idastar", "pdb", 0};
    return names;
  }
  // The monitor, and the learners' method and node bound (a judge's run: the defaults).
  void configure(const SolverSettings& settings) {
    set_monitor(settings.monitor);
#ifndef PUZZLE_BUNDLE
    if (settings.method != "default") use_method(settings.method);
    set_max_kept_nodes(settings.max_kept_nodes);
#endif
  }

#ifndef PUZZLE_BUNDLE
  // Answers from now on by the method `name`, one of methods(); what was built is let go.
  void use_method(const std::string& name) {
    method_ = 0;
    while (methods()[method_] != 0 && name != methods()[method_]) ++method_;
    assert(methods()[method_] != 0 && "SlidingSolver::use_method: one of methods()");
    replan();
  }
  // The nodes bfs and astar may keep before they stop (default: the learners' --max-nodes).
  void set_max_kept_nodes(uint64_t nodes) {
    max_kept_nodes_ = nodes;
    replan();
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

#ifndef PUZZLE_BUNDLE
  // The plan of the method chosen; every lane made anew.
  void replan() {
    const SlidingStrategy chosen[] = {
        {"breadth-first search from the start", 0, &make_kept_search<true>, max_kept_nodes_, false},
        {"A* on Manhattan distance", 0, &make_kept_search<false>, max_kept_nodes_, false},
        {"IDA* on Manhattan distance", 0, &make_sliding_search<SlidingPuzzle>, no_node_budget, false},
        {"IDA* on additive pattern databases", "pattern databases",
         rows_ * cols_ == 6   ? &make_database_search<five_puzzle_patterns>
         : rows_ * cols_ == 9 ? &make_database_search<eight_puzzle_patterns>
                              : &make_database_search<fifteen_puzzle_patterns>,
         no_node_budget, false}};
    plan_ = method_ == 0 ? tuned_ : SlidingPlan(chosen + method_ - 1, chosen + method_);
    for (int cell = 0; cell < max_board_cells; ++cell) lanes_[cell].reset(0);
    std::fill(goal_, goal_ + max_board_cells, 0);
  }

  // Breadth-first search from the start, or A* on Manhattan distance: each keeps every node it
  // generates, up to the budget.
  template <bool breadth_first>
  class KeptSearch : public SlidingMethod {
   public:
    KeptSearch(int rows, int cols, const uint8_t* goal) : model_(rows, cols, goal) {}
    bool solve(const uint8_t* tiles, uint64_t budget, bool, SearchMonitor* monitor, std::vector<SlideMove>& moves,
               uint64_t& expanded) const {
      const SlidingState start = model_.make_state(tiles);
      const SearchResult<SlideMove> result = breadth_first ? breadth_first_search(model_, start, budget, monitor)
                                                           : a_star(model_, start, INT_MAX, budget, monitor);
      expanded += result.expanded;
      moves = result.moves;
      return result.found;
    }

   private:
    SlidingPuzzle model_;
  };
  template <bool breadth_first>
  static SlidingMethod* make_kept_search(int rows, int cols, const uint8_t* goal) {
    return new KeptSearch<breadth_first>(rows, cols, goal);
  }

  SlidingPlan tuned_;  // the plan given
  int method_;         // the method chosen: its index in methods()
  uint64_t max_kept_nodes_;
#endif

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
