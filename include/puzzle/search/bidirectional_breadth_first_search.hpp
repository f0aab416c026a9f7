// Breadth-first search from both ends: the lexicographically smallest shortest path (moves compared
// in the order legal_moves lists them) from a start to one goal state, over a model with dense keys
// (search_model.hpp: key, key_space; one-way moves walked back by the model's backward moves,
// backward_moves.hpp). Each round grows the smaller side by one level; the first state both sides
// reach fixes the length: the two sides' finished radii plus one. The path is then read from the
// start, at each step the first move that stays on a shortest path: within the forward radius, depth
// first through the forward levels to the backward side's last finished level (dead ends marked, so
// no state is tried twice); beyond it, by the backward side's distances, exact there. So the answer
// is a one-sided search's and a table's (dense_breadth_first_search.hpp, tables/shortest_path_table.hpp)
// for the states within about half the distance of either end: a search per question where a table
// would cost more than the questions asked.
// Time O(key_space) to clear the marks (memset) plus O(reached x branching)
// per search; memory 2 bytes and a bit a key, and the reached states, kept between searches.
// Preconditions (asserted): key_space < 2^32 - 1; a shortest path of at most 253 moves, or none.
#ifndef PUZZLE_BIDIRECTIONAL_BREADTH_FIRST_SEARCH_HPP
#define PUZZLE_BIDIRECTIONAL_BREADTH_FIRST_SEARCH_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/search/backward_moves.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

template <class Model>
class BidirectionalBreadthFirstSearch {
 public:
  typedef typename Model::State State;
  typedef typename Model::Move Move;

  // The lexicographically smallest shortest path from `start` to `goal`; found = false when none
  // exists. expanded counts the states whose moves were generated, while searching and while
  // reading the path. The monitor, if any, hears each round's states by the depth both sides then
  // span (the last round, where they meet, with the path's reading), then the totals.
  SearchResult<Move> operator()(const Model& model, const State& start, const State& goal, SearchMonitor* monitor = 0) {
    (void)sizeof(TableModel<Model>);  // a missing member is named here
    const std::size_t keys = table_key_count(model);
    forward_.clear(keys);
    backward_.clear(keys);
    dead_end_.assign(keys, false);
    SearchResult<Move> result;
    forward_.reach(model.key(start), start);
    backward_.reach(model.key(goal), goal);
    const bool start_is_goal = model.key(start) == model.key(goal);
    bool met = start_is_goal;
    uint64_t expanded_before_round = 0;
    while (!met) {
      const bool forward = forward_.last_level_size() <= backward_.last_level_size();
      if ((forward ? forward_ : backward_).last_level_size() == 0) break;  // one side is closed: no path
      met = forward ? grow(model, forward_, backward_, true, result.expanded)
                    : grow(model, backward_, forward_, false, result.expanded);
      if (met) break;
      if (monitor) monitor->level("depth", forward_.radius + backward_.radius, result.expanded - expanded_before_round);
      expanded_before_round = result.expanded;
    }
    if (met && !start_is_goal) {
      read_path(model, start, result);
      if (monitor)
        monitor->level("depth", static_cast<int>(result.moves.size()), result.expanded - expanded_before_round);
    }
    result.found = met;
    if (monitor) {
      const uint64_t reached = forward_.states.size() + backward_.states.size();
      monitor->searched(result.expanded, reached, 2 * static_cast<uint64_t>(keys) + keys / 8 + reached * sizeof(State),
                        result.found, false);
    }
    return result;
  }

 private:
  static const uint8_t unreached = 0xFF;

  // One side's search: each reached key's distance from that side's end, and the reached states,
  // level after level (level d from levels[d]; the last level may be unfinished).
  struct Side {
    std::vector<uint8_t> depth;
    std::vector<State> states;
    std::vector<std::size_t> levels;
    int radius;  // the levels finished beyond the end: every state this close is reached

    void clear(std::size_t keys) {
      depth.assign(keys, unreached);
      states.clear();
      levels.assign(1, 0);
      radius = 0;
    }
    void reach(uint64_t key, const State& state) {
      depth[static_cast<std::size_t>(key)] = static_cast<uint8_t>(levels.size() - 1);
      states.push_back(state);
    }
    std::size_t last_level_size() const { return states.size() - levels.back(); }
  };

  // Reaches the next level of `side` (forward: by legal moves; backward: by backward moves), stopping
  // at the first state `other` has reached: true then, the level left unfinished.
  static bool grow(const Model& model, Side& side, const Side& other, bool forward, uint64_t& expanded) {
    const std::size_t begin = side.levels.back(), end = side.states.size();
    assert(side.levels.size() < unreached - 1 && "BidirectionalBreadthFirstSearch: at most 253 moves");
    side.levels.push_back(end);
    Move moves[Model::max_branching];
    for (std::size_t i = begin; i < end; ++i) {
      ++expanded;
      const State state = side.states[i];
      const int count = forward ? model.legal_moves(state, moves) : backward_moves_of(model, state, moves);
      for (int m = 0; m < count; ++m) {
        State next = state;
        model.apply(next, moves[m]);
        const uint64_t key = model.key(next);
        if (side.depth[static_cast<std::size_t>(key)] != unreached) continue;
        side.reach(key, next);
        if (other.depth[static_cast<std::size_t>(key)] != unreached) return true;
      }
    }
    ++side.radius;
    return false;
  }

  // The first move from `state`, in the model's order, to a state at the backward side's distance
  // `distance`.
  static bool first_move_to(const Model& model, const Side& backward, int distance, const State& state, Move& move,
                            State& next) {
    Move moves[Model::max_branching];
    const int count = model.legal_moves(state, moves);
    for (int m = 0; m < count; ++m) {
      next = state;
      model.apply(next, moves[m]);
      if (backward.depth[static_cast<std::size_t>(model.key(next))] == distance) {
        move = moves[m];
        return true;
      }
    }
    return false;
  }

  // Within the forward radius: appends to `moves` the first path in the model's order from `state`,
  // on forward level `level`, through the next levels to a state of the backward side's last
  // finished level, and returns true; or marks `state` a dead end and returns false. Depth first, so
  // only the states tried before the first path that goes through are expanded.
  bool lead_on(const Model& model, const State& state, int level, std::vector<Move>& moves, uint64_t& expanded) {
    ++expanded;
    Move move;
    State next;
    if (level == forward_.radius) {
      if (!first_move_to(model, backward_, backward_.radius, state, move, next)) return false;
      moves.push_back(move);
      return true;
    }
    Move legal[Model::max_branching];
    const int count = model.legal_moves(state, legal);
    for (int m = 0; m < count; ++m) {
      next = state;
      model.apply(next, legal[m]);
      const std::size_t key = static_cast<std::size_t>(model.key(next));
      if (forward_.depth[key] != level + 1 || dead_end_[key]) continue;
      moves.push_back(legal[m]);
      if (lead_on(model, next, level + 1, moves, expanded)) return true;
      moves.pop_back();
      dead_end_[key] = true;
    }
    return false;
  }

  // After the sides met: the path from the start through the forward levels (lead_on), then on by
  // the backward side's distances, exact beyond the forward radius.
  void read_path(const Model& model, const State& start, SearchResult<Move>& result) {
    const int length = forward_.radius + backward_.radius + 1;
    const bool leads_on = lead_on(model, start, 0, result.moves, result.expanded);
    assert(leads_on && "BidirectionalBreadthFirstSearch: a shortest path goes on");
    (void)leads_on;
    State state = start;
    for (std::size_t i = 0; i < result.moves.size(); ++i) model.apply(state, result.moves[i]);
    Move move;
    State next;
    for (int step = static_cast<int>(result.moves.size()); step < length; ++step) {
      ++result.expanded;
      const bool stays = first_move_to(model, backward_, length - step - 1, state, move, next);
      assert(stays && "BidirectionalBreadthFirstSearch: a shortest path goes on");
      (void)stays;
      result.moves.push_back(move);
      state = next;
    }
  }

  Side forward_, backward_;
  std::vector<bool> dead_end_;  // by key: a forward state no shortest path to the goal goes through
};

template <class Model>
const uint8_t BidirectionalBreadthFirstSearch<Model>::unreached;

}  // namespace puzzle

#endif  // PUZZLE_BIDIRECTIONAL_BREADTH_FIRST_SEARCH_HPP
