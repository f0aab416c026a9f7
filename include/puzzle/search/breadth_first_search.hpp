// Generic breadth-first search from one start to the nearest goal (model.is_goal), keeping every state
// it reaches with the node it was first reached from. Moves are tried in the model's order and a
// state keeps its first parent, so each level is reached in the lexicographic order of its smallest
// shortest paths, and the path returned is the lexicographically smallest shortest one (canonical).
// Time O(N x branching) and memory O(N) for the N states reached: each state, its parent and move,
// and its key in a hash map (key_map.hpp); an optional limit on N stops it before memory runs out.
// One entry point, breadth_first_search(model, start, options): the options (BreadthFirstOptions)
// carry the limit and the monitor. (Moore 1959, "The shortest path through a maze".)
#ifndef PUZZLE_BREADTH_FIRST_SEARCH_HPP
#define PUZZLE_BREADTH_FIRST_SEARCH_HPP

#include <algorithm>
#include <deque>
#include <stdint.h>
#include <vector>

#include "puzzle/search/node_limit.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/util/key_map.hpp"

namespace puzzle {

// The contract (search_model.hpp): the members of every model, is_goal and key.
template <class Model>
struct BreadthFirstModel : SearchableModel<Model> {
  typedef contract::Values<Model> v;
  enum { has_is_goal = sizeof(v::model().is_goal(v::state())), has_key = sizeof(v::model().key(v::state())) };
};

namespace detail {

// A reached state, the node it was first reached from (-1 at the start), and that move.
template <class State, class Move>
struct BreadthFirstNode {
  State state;
  int32_t parent;
  Move move;
};

}  // namespace detail

// How breadth_first_search searches besides the model and the start, in the style of IdaStarOptions
// (ida_star.hpp): each field has a default and each setter returns the options:
//   breadth_first_search(model, start, BreadthFirstOptions().keep_at_most(nodes).monitored_by(&monitor))
struct BreadthFirstOptions {
  uint64_t max_kept;       // rather than keep more states, the search stops; default no_node_limit
                           // (never more than 2^31 - 1 whatever the limit: its parent links are ints)
  SearchMonitor* monitor;  // hears each depth's nodes expanded as the search leaves it, then the totals

  BreadthFirstOptions() : max_kept(no_node_limit), monitor(0) {}
  BreadthFirstOptions& keep_at_most(uint64_t states) {
    max_kept = states;
    return *this;
  }
  BreadthFirstOptions& monitored_by(SearchMonitor* watcher) {
    monitor = watcher;
    return *this;
  }
};

// The lexicographically smallest shortest path from `start` to a goal. found = false when no goal is
// reachable (every reachable state then kept), or, with stopped = true, when more than
// min(options.max_kept, 2^31 - 1) states would be kept. The monitor, if any, hears each depth's
// nodes expanded as the search leaves it, and the totals.
template <class Model>
SearchResult<typename Model::Move> breadth_first_search(const Model& model, const typename Model::State& start,
                                                        const BreadthFirstOptions& options) {
  const uint64_t max_kept = std::min(options.max_kept, (uint64_t(1) << 31) - 1);
  SearchMonitor* const monitor = options.monitor;
  typedef typename Model::State State;
  typedef typename Model::Move Move;
  typedef detail::BreadthFirstNode<State, Move> Node;
  (void)sizeof(BreadthFirstModel<Model>);  // a missing member is named here

  SearchResult<Move> result;
  std::deque<Node> nodes;  // in the order reached: the queue itself, read from `head`
  KeyMap<char> seen;
  bool inserted = false;
  const Node root = {start, -1, Move()};
  nodes.push_back(root);
  seen.insert(model.key(start), 0, inserted);
  int32_t found_at = model.is_goal(start) ? 0 : -1;
  std::size_t level_end = 1;  // nodes [0, level_end) are at depth <= depth
  int depth = 0;
  uint64_t expanded_before_level = 0;
  for (std::size_t head = 0; found_at < 0 && head < nodes.size() && !result.stopped; ++head) {
    if (head == level_end) {
      if (monitor) monitor->level("depth", depth, result.expanded - expanded_before_level);
      ++depth;
      level_end = nodes.size();
      expanded_before_level = result.expanded;
    }
    ++result.expanded;
    const State state = nodes[head].state;
    Move moves[Model::max_branching];
    const int count = model.legal_moves(state, moves);
    for (int i = 0; i < count && found_at < 0; ++i) {
      State child = state;
      model.apply(child, moves[i]);
      seen.insert(model.key(child), 0, inserted);
      if (!inserted) continue;
      if (nodes.size() >= max_kept) {
        result.stopped = true;
        break;
      }
      const Node node = {child, static_cast<int32_t>(head), moves[i]};
      nodes.push_back(node);
      if (model.is_goal(child)) found_at = static_cast<int32_t>(nodes.size() - 1);
    }
  }
  if (found_at >= 0) {
    for (const Node* node = &nodes[static_cast<std::size_t>(found_at)]; node->parent >= 0;
         node = &nodes[static_cast<std::size_t>(node->parent)])
      result.moves.push_back(node->move);
    std::reverse(result.moves.begin(), result.moves.end());
    result.found = true;
  }
  if (monitor) {
    monitor->level("depth", depth, result.expanded - expanded_before_level);
    const uint64_t bytes = nodes.size() * sizeof(Node) + seen.bytes();
    monitor->searched(result.expanded, nodes.size(), bytes, result.found, result.stopped);
  }
  return result;
}

}  // namespace puzzle

#endif  // PUZZLE_BREADTH_FIRST_SEARCH_HPP
