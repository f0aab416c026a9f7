// Pushing Boxes (box_pushing.hpp): the fewest pushes that bring the box onto the target, and among
// those the fewest moves in all (walks and pushes). A shortest-path search over (walker, box) states
// with the cost (pushes, moves) compared pushes first, as one integer pushes * 2^18 + moves: every
// push starts the next layer, and within a layer a breadth-first search of the walks merges with the
// states the pushes entered, in cost order (a 0-1 layered search; no state is settled before its
// least cost, so no extra walks). Then the states on optimal paths are marked from the goals back
// along the moves into them that cost exactly the difference, and
// the answer is read forward from the start, at each move the first in the order N < S < W < E
// (pushes) < n < s < w < e (walks) that stays optimal: the optimal answer first in that order as a
// string, the same on every run. Time and memory
// O(states) = O((R x C)^2) per map: at most 512^2 states (4 bytes each, kept from one map to the next).
// Preconditions: at most 512 padded cells (a 20 x 20 map has 484); the walker and the box on free cells,
// apart; the target free.
#ifndef PUZZLE_PUSHING_BOXES_SOLVER_HPP
#define PUZZLE_PUSHING_BOXES_SOLVER_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <utility>
#include <vector>

#include "puzzle/maze/cell_map.hpp"
#include "puzzle/pushing_boxes/box_pushing.hpp"
#include "puzzle/pushing_boxes/pushing_states.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

// One map: its cells (padded by box_pushing_margin), the walker's and the box's start, the target cell.
struct PushingBoxesCase {
  CellMap map;
  BoxPushing::State start;
  int target_cell;
};

// The most padded cells a map may have: the states, cells squared, number below 2^18.
const int pushing_boxes_max_cells = 512;

class PushingBoxesSolver {
 public:
  typedef PushingBoxesCase Case;
  typedef SearchResult<BoxMove> Answer;

  PushingBoxesSolver() : monitor_(0), target_(0), goal_cost_(-1), expanded_(0) {
    const PushingStates none = {0, 0, 0, 0, 0};
    states_ = none;
  }

  // Who hears the search's layers and totals (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // The fewest pushes, then the fewest moves, the first such answer in the order above; found =
  // false when the box can never reach the target.
  Answer solve(const Case& question) {
    assert(question.map.padded_cells() <= pushing_boxes_max_cells && "PushingBoxesSolver: map too large");
    model_ = BoxPushing(question.map);
    assert(model_.free(question.start.walker) && model_.free(question.start.box) && model_.free(question.target_cell) &&
           question.start.walker != question.start.box && "PushingBoxesSolver: start");
    prepare(question);
    if (monitor_) monitor_->method("layered search over (walker, box) states: pushes, then moves");
    Answer answer;
    settle_in_cost_order(states_.state_of(question.start));
    answer.expanded = expanded_;
    answer.found = goal_cost_ >= 0;
    if (monitor_)
      monitor_->searched(answer.expanded, states_.first_seen, states_.first_seen * sizeof(int32_t), answer.found,
                         false);
    if (!answer.found) return answer;
    mark_optimal_states();
    read_first_answer(states_.state_of(question.start), answer.moves);
    return answer;
  }

 private:
  void prepare(const Case& question) {
    target_ = question.target_cell;
    const std::size_t cells = static_cast<std::size_t>(question.map.padded_cells());
    int bits = 0;
    while ((std::size_t(1) << bits) < cells) ++bits;
    if (box_stamps_.size() < cells) box_stamps_.resize(cells, 0);
    if (costs_.size() < cells << bits) costs_.resize(cells << bits);
    states_.costs = &costs_[0];
    states_.box_stamps = &box_stamps_[0];
    ++states_.case_stamp;
    states_.bits = bits;
    states_.first_seen = 0;
    expanded_ = 0;
    goal_cost_ = -1;
  }

  bool is_goal(int32_t state) const { return states_.box_of(state) == target_; }

  // Settles states in order of cost from `start` until the first goal (goal_cost_), or all. The
  // states and the rules are copied into locals for the loop (pushing_states.hpp says why).
  void settle_in_cost_order(int32_t start) {
    PushingStates states = states_;
    const BoxPushing rules = model_;
    const int target = target_;
    int32_t goal_cost = -1;
    states.improve(start, 0);
    layer_.assign(1, std::make_pair(0, start));
    for (int pushes = 0; !layer_.empty() && goal_cost < 0; ++pushes) {
      std::sort(layer_.begin(), layer_.end());
      walks_.clear();
      next_layer_.clear();
      const uint64_t settled_before = expanded_;
      std::size_t walk = 0, entered = 0;
      while (goal_cost < 0 && (walk < walks_.size() || entered < layer_.size())) {
        int32_t state;
        if (walk < walks_.size() &&
            (entered == layer_.size() || states.cost_of(walks_[walk]) <= layer_[entered].first)) {
          state = walks_[walk++];
        } else {
          state = layer_[entered].second;
          if (layer_[entered++].first != states.cost_of(state)) continue;  // entered again at less cost since
        }
        if (states.has(state, PushingStates::settled)) continue;
        states.set(state, PushingStates::settled);
        ++expanded_;
        if (states.box_of(state) == target) {
          goal_cost = states.cost_of(state);
          break;
        }
        for (int d = 0; d < map_direction_count; ++d) {
          BoxMove move;
          int32_t next, cost;
          if (!states.successor(rules, state, static_cast<MapDirection>(d), move, next, cost) ||
              !states.improve(next, cost))
            continue;
          if (move.push)
            next_layer_.push_back(std::make_pair(cost, next));
          else
            walks_.push_back(next);
        }
      }
      if (monitor_) monitor_->level("depth", pushes, expanded_ - settled_before);
      layer_.swap(next_layer_);
    }
    states_.first_seen = states.first_seen;
    goal_cost_ = goal_cost;
  }

  // Whether a state lies on an optimal path to the goal (marked so).
  bool on_optimal_path(int32_t state) const {
    return states_.seen(state) && states_.has(state, PushingStates::optimal);
  }
  // The move in `direction` from `state` that keeps to an optimal path, if any.
  bool optimal_move(int32_t state, MapDirection direction, BoxMove& move, int32_t& next) const {
    int32_t cost;
    return states_.successor(model_, state, direction, move, next, cost) && on_optimal_path(next) &&
           states_.cost_of(next) == cost;
  }

  // Marks `state` as on an optimal path if its cost is `cost` (the cost of a move less than a marked
  // state's) and queues it to look further back.
  void mark_if_on_the_way(int32_t state, int32_t cost) {
    if (!states_.seen(state) || !states_.has(state, PushingStates::settled) ||
        states_.has(state, PushingStates::optimal) || states_.cost_of(state) != cost)
      return;
    states_.set(state, PushingStates::optimal);
    marking_.push_back(state);
  }
  // Marks the states of every optimal path, from the goals at the optimal cost back along the moves
  // into each (the last move is a push onto the target: at most 4 goals; a goal need not have been
  // settled, its cost is final all the same). O(states marked).
  void mark_optimal_states() {
    marking_.clear();
    for (int d = 0; d < map_direction_count; ++d) {
      BoxPushing::State goal = {model_.neighbour(target_, static_cast<MapDirection>(d)), target_};
      const int32_t state = states_.state_of(goal);
      if (!model_.free(goal.walker) || !states_.seen(state) || states_.cost_of(state) != goal_cost_) continue;
      states_.set(state, PushingStates::optimal);
      marking_.push_back(state);
    }
    while (!marking_.empty()) {
      const int32_t state = marking_.back();
      marking_.pop_back();
      for (int d = 0; d < map_direction_count; ++d) {
        BoxPushing::State before;
        if (model_.walked_from(states_.cells_of(state), static_cast<MapDirection>(d), before))
          mark_if_on_the_way(states_.state_of(before), states_.cost_of(state) - PushingStates::walk_cost);
        if (model_.pushed_from(states_.cells_of(state), static_cast<MapDirection>(d), before))
          mark_if_on_the_way(states_.state_of(before), states_.cost_of(state) - PushingStates::push_cost);
      }
    }
  }

  static int rank(const BoxMove& move) { return move.direction + (move.push ? 0 : map_direction_count); }

  // The answer: from the start, each move the first in rank among the optimal moves (a move's letter
  // and the state it leaves from fix the state it leads to).
  void read_first_answer(int32_t state, std::vector<BoxMove>& moves) const {
    while (!is_goal(state)) {
      BoxMove best = {map_north, false};
      int32_t best_next = -1;
      for (int d = 0; d < map_direction_count; ++d) {
        BoxMove move;
        int32_t next;
        if (optimal_move(state, static_cast<MapDirection>(d), move, next) && (best_next < 0 || rank(move) < rank(best)))
          best = move, best_next = next;
      }
      assert(best_next >= 0 && "PushingBoxesSolver: an optimal path ends early");
      moves.push_back(best);
      state = best_next;
    }
  }

  SearchMonitor* monitor_;
  BoxPushing model_;
  int target_;
  int32_t goal_cost_;
  uint64_t expanded_;
  PushingStates states_;             // over the two arrays below
  std::vector<int32_t> box_stamps_;  // per box cell: the case that last cleared its block of costs_
  std::vector<int32_t> costs_;       // per state, by number: cost and flags
  std::vector<int32_t> marking_;     // states marked optimal, to look back from
  std::vector<std::pair<int32_t, int32_t> > layer_, next_layer_;  // (cost, state) entered by a push
  std::vector<int32_t> walks_;                                    // walks within a layer, a queue
};

}  // namespace puzzle

#endif  // PUZZLE_PUSHING_BOXES_SOLVER_HPP
