// Breadth-first search from one start to the nearest goal over a model whose states have dense keys in
// [0, key_space) (search_model.hpp: key, key_space, state_of_key, is_goal): the states reached are
// marked in flat arrays indexed by key, not in a hash map as breadth_first_search.hpp keeps them, so
// a search over a few million keys costs a few array reads per edge. Moves are tried in the model's
// order and a key keeps its first parent: the path returned is the lexicographically smallest shortest
// one, as breadth_first_search.hpp's (each move found again from its parent as the path is read back).
// The arrays are kept between searches (one allocation for a run of cases, grown to the largest key
// space met). Time O(key_space + reached x branching); memory 4 bytes per key and per reached state.
// Precondition: key_space < 2^31.
#ifndef PUZZLE_DENSE_BREADTH_FIRST_SEARCH_HPP
#define PUZZLE_DENSE_BREADTH_FIRST_SEARCH_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

template <class Model>
class DenseBreadthFirstSearch {
 public:
  typedef typename Model::State State;
  typedef typename Model::Move Move;

  // The lexicographically smallest shortest path from `start` to a goal; found = false when none is
  // reachable. The monitor, if any, hears each depth's nodes expanded, then the totals.
  SearchResult<Move> operator()(const Model& model, const State& start, SearchMonitor* monitor = 0) {
    (void)sizeof(KeyedStatesModel<Model>);  // a missing member is named here (is_goal: at its use)
    const uint64_t key_space = model.key_space();
    assert(key_space < (uint64_t(1) << 31) && "DenseBreadthFirstSearch: key_space < 2^31");
    parent_.assign(static_cast<std::size_t>(key_space), int32_t(unreached_key));
    queue_.clear();
    SearchResult<Move> result;
    const int32_t start_key = static_cast<int32_t>(model.key(start));
    parent_[static_cast<std::size_t>(start_key)] = no_parent;
    queue_.push_back(start_key);
    int32_t found_key = model.is_goal(start) ? start_key : no_parent;
    std::size_t level_end = 1;
    int depth = 0;
    uint64_t expanded_before_level = 0;
    Move moves[Model::max_branching];
    for (std::size_t head = 0; found_key == no_parent && head < queue_.size(); ++head) {
      if (head == level_end) {
        if (monitor) monitor->level("depth", depth, result.expanded - expanded_before_level);
        ++depth, level_end = queue_.size(), expanded_before_level = result.expanded;
      }
      ++result.expanded;
      const int32_t key = queue_[head];
      const State state = model.state_of_key(static_cast<uint64_t>(key));
      const int count = model.legal_moves(state, moves);
      for (int i = 0; i < count; ++i) {
        State child = state;
        model.apply(child, moves[i]);
        const int32_t child_key = static_cast<int32_t>(model.key(child));
        if (parent_[static_cast<std::size_t>(child_key)] != unreached_key) continue;
        parent_[static_cast<std::size_t>(child_key)] = key;
        queue_.push_back(child_key);
        if (model.is_goal(child)) {
          found_key = child_key;
          break;
        }
      }
    }
    if (found_key != no_parent) {
      for (int32_t key = found_key; parent_[static_cast<std::size_t>(key)] != no_parent;
           key = parent_[static_cast<std::size_t>(key)])
        result.moves.push_back(move_between(model, parent_[static_cast<std::size_t>(key)], key));
      std::reverse(result.moves.begin(), result.moves.end());
      result.found = true;
    }
    if (monitor) {
      monitor->level("depth", depth, result.expanded - expanded_before_level);
      const uint64_t bytes = (key_space + queue_.size()) * sizeof(int32_t);
      monitor->searched(result.expanded, queue_.size(), bytes, result.found, false);
    }
    return result;
  }

 private:
  // The first of the parent's moves, in the model's order, that leads to the child: the one the
  // search took, as it tried them in that order.
  static Move move_between(const Model& model, int32_t parent_key, int32_t child_key) {
    const State parent = model.state_of_key(static_cast<uint64_t>(parent_key));
    Move moves[Model::max_branching];
    const int count = model.legal_moves(parent, moves);
    for (int i = 0; i + 1 < count; ++i) {
      State child = parent;
      model.apply(child, moves[i]);
      if (model.key(child) == static_cast<uint64_t>(child_key)) return moves[i];
    }
    return moves[count - 1];  // precondition: some move leads there
  }

  // The marks of parent_: the start's parent (also "no goal found yet"), and a key not reached.
  enum Mark { no_parent = -1, unreached_key = -2 };

  std::vector<int32_t> parent_;  // per key: the key it was first reached from, or the marks above
  std::vector<int32_t> queue_;   // the keys reached, in order
};

}  // namespace puzzle

#endif  // PUZZLE_DENSE_BREADTH_FIRST_SEARCH_HPP
