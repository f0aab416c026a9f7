// Pushing Boxes (box_pushing.hpp): the fewest pushes that bring the box onto the target, and among
// those the fewest moves in all (walks and pushes). A shortest-path search over (walker, box) states
// with the cost (pushes, moves) compared pushes first, as one integer pushes * 2^18 + moves: every
// push starts the next layer, and within a layer a breadth-first search of the walks merges with the
// states the pushes entered, in cost order (a 0-1 layered search; no state is settled before its
// least cost, so no extra walks). Then the states on optimal paths are marked from the goal back, and
// the answer is read forward from the start, at each move the first in the order N < S < W < E
// (pushes) < n < s < w < e (walks) that stays optimal: the same answer on every run. Time and memory
// O(states) = O((R x C)^2) per map: at most 512^2 states (9 bytes each, kept from one map to the next).
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

  PushingBoxesSolver() : monitor_(0), cells_(0), target_(0), case_stamp_(0), goal_cost_(-1) {}

  // Who hears the search's layers and totals (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // The fewest pushes, then the fewest moves, the first such answer in the order above; found =
  // false when the box can never reach the target.
  Answer solve(const Case& question) {
    assert(question.map.padded_cells() <= pushing_boxes_max_cells && "PushingBoxesSolver: map too large");
    model_ = BoxPushing(question.map);
    assert(model_.free(question.start.walker) && model_.free(question.start.box) &&
           model_.free(question.target_cell) && question.start.walker != question.start.box &&
           "PushingBoxesSolver: start");
    prepare(question);
    if (monitor_) monitor_->method("layered search over (walker, box) states: pushes, then moves");
    Answer answer;
    settle_in_cost_order(state_of(question.start));
    answer.expanded = order_.size();
    answer.found = goal_cost_ >= 0;
    if (monitor_)
      monitor_->searched(answer.expanded, states_seen_, states_seen_ * (2 * sizeof(int32_t) + 1), answer.found, false);
    if (!answer.found) return answer;
    mark_optimal_states();
    read_first_answer(state_of(question.start), answer.moves);
    return answer;
  }

 private:
  enum MoveCost { push_cost = (1 << 18) + 1, walk_cost = 1 };  // a push: one push and one move
  enum StateFlag { settled = 1, optimal = 2, in_front = 4 };

  void prepare(const Case& question) {
    cells_ = question.map.padded_cells();
    target_ = question.target_cell;
    const std::size_t states = static_cast<std::size_t>(cells_) * cells_;
    if (stamp_.size() < states) {
      stamp_.assign(states, 0);
      cost_.resize(states);
      flags_.resize(states);
      case_stamp_ = 0;
    }
    ++case_stamp_;
    order_.clear();
    states_seen_ = 0;
    goal_cost_ = -1;
  }

  int32_t state_of(const BoxPushing::State& state) const { return state.walker * cells_ + state.box; }
  BoxPushing::State cells_of(int32_t state) const {
    BoxPushing::State cells = {state / cells_, state % cells_};
    return cells;
  }
  bool is_goal(int32_t state) const { return state % cells_ == target_; }
  bool seen(int32_t state) const { return stamp_[state] == case_stamp_; }

  // Lowers a state's cost to `cost`, if that is less than it has (or it was never seen).
  bool improve(int32_t state, int32_t cost) {
    if (!seen(state)) {
      stamp_[state] = case_stamp_, cost_[state] = cost, flags_[state] = 0, ++states_seen_;
      return true;
    }
    if ((flags_[state] & settled) || cost >= cost_[state]) return false;
    cost_[state] = cost;
    return true;
  }

  // The move in `direction` from `state`: its cost and the state it leads to; false if illegal.
  bool successor(int32_t state, MapDirection direction, BoxMove& move, int32_t& next, int32_t& cost) const {
    BoxPushing::State after;
    if (!model_.step(cells_of(state), direction, move, after)) return false;
    next = state_of(after);
    cost = cost_[state] + (move.push ? push_cost : walk_cost);
    return true;
  }

  // Settles states in order of cost from `start` (order_) until the first goal (goal_cost_), or all.
  void settle_in_cost_order(int32_t start) {
    improve(start, 0);
    layer_.assign(1, std::make_pair(0, start));
    for (int pushes = 0; !layer_.empty() && goal_cost_ < 0; ++pushes) {
      std::sort(layer_.begin(), layer_.end());
      walks_.clear();
      next_layer_.clear();
      const std::size_t settled_before = order_.size();
      std::size_t walk = 0, entered = 0;
      while (goal_cost_ < 0 && (walk < walks_.size() || entered < layer_.size())) {
        int32_t state;
        if (walk < walks_.size() && (entered == layer_.size() || cost_[walks_[walk]] <= layer_[entered].first)) {
          state = walks_[walk++];
        } else {
          state = layer_[entered].second;
          if (layer_[entered++].first != cost_[state]) continue;  // entered again at less cost since
        }
        if (flags_[state] & settled) continue;
        flags_[state] |= settled;
        order_.push_back(state);
        if (is_goal(state)) {
          goal_cost_ = cost_[state];
          break;
        }
        for (int d = 0; d < map_direction_count; ++d) {
          BoxMove move;
          int32_t next, cost;
          if (!successor(state, static_cast<MapDirection>(d), move, next, cost) || !improve(next, cost)) continue;
          if (move.push)
            next_layer_.push_back(std::make_pair(cost, next));
          else
            walks_.push_back(next);
        }
      }
      if (monitor_) monitor_->level("pushes", pushes, order_.size() - settled_before);
      layer_.swap(next_layer_);
    }
  }

  // Whether a state lies on an optimal path to the goal: marked, or a goal at the optimal cost (one
  // reached at that cost need not have been settled; its cost is final all the same).
  bool on_optimal_path(int32_t state) const {
    return seen(state) && ((flags_[state] & optimal) || (is_goal(state) && cost_[state] == goal_cost_));
  }
  // The move in `direction` from `state` that keeps to an optimal path, if any.
  bool optimal_move(int32_t state, MapDirection direction, BoxMove& move, int32_t& next) const {
    int32_t cost;
    return successor(state, direction, move, next, cost) && seen(next) && cost_[next] == cost &&
           on_optimal_path(next);
  }

  // Marks the settled states from which an optimal path leads on, latest settled first.
  void mark_optimal_states() {
    for (std::size_t i = order_.size(); i-- > 0;) {
      const int32_t state = order_[i];
      bool on_path = is_goal(state) && cost_[state] == goal_cost_;
      for (int d = 0; d < map_direction_count && !on_path; ++d) {
        BoxMove move;
        int32_t next;
        on_path = optimal_move(state, static_cast<MapDirection>(d), move, next);
      }
      if (on_path) flags_[state] |= optimal;
    }
  }

  static int rank(const BoxMove& move) { return move.direction + (move.push ? 0 : map_direction_count); }

  // The answer: from the start, each move the first in rank among the optimal moves of every state
  // the moves so far reach (all at one cost, so each state joins at most one front).
  void read_first_answer(int32_t start, std::vector<BoxMove>& moves) {
    front_.assign(1, start);
    while (!is_goal(front_[0])) {
      BoxMove best = {map_north, false};
      int best_rank = 2 * map_direction_count;
      for (std::size_t i = 0; i < front_.size(); ++i)
        for (int d = 0; d < map_direction_count; ++d) {
          BoxMove move;
          int32_t next;
          if (optimal_move(front_[i], static_cast<MapDirection>(d), move, next) && rank(move) < best_rank)
            best = move, best_rank = rank(move);
        }
      assert(best_rank < 2 * map_direction_count && "PushingBoxesSolver: an optimal path ends early");
      next_front_.clear();
      for (std::size_t i = 0; i < front_.size(); ++i) {
        BoxMove move;
        int32_t next;
        if (optimal_move(front_[i], best.direction, move, next) && move.push == best.push &&
            !(flags_[next] & in_front)) {
          flags_[next] |= in_front;
          next_front_.push_back(next);
        }
      }
      moves.push_back(best);
      front_.swap(next_front_);
    }
  }

  SearchMonitor* monitor_;
  BoxPushing model_;
  int cells_, target_;
  int32_t case_stamp_, goal_cost_;
  uint64_t states_seen_;
  std::vector<int32_t> stamp_;        // per state: the case that last saw it (cost_, flags_ valid)
  std::vector<int32_t> cost_;         // pushes * 2^18 + moves
  std::vector<unsigned char> flags_;  // StateFlag bits
  std::vector<int32_t> order_;        // settled states, in order of cost
  std::vector<std::pair<int32_t, int32_t> > layer_, next_layer_;  // (cost, state) entered by a push
  std::vector<int32_t> walks_, front_, next_front_;
};

}  // namespace puzzle

#endif  // PUZZLE_PUSHING_BOXES_SOLVER_HPP
