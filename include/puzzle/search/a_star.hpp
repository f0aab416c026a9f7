// Generic heap-based A*: a node is closed when popped (never when generated), so with an admissible
// estimate the path is shortest (Hart, Nilsson & Raphael 1968). Time O(N log N), memory O(N) for the N
// states generated: each node's state, parent and move (nodes), its key in a hash map (key_map.hpp),
// and its open-list entry; an optional limit on N stops the search before memory runs out. Among
// shortest paths it returns one, not necessarily the first in move order (ties of f are broken
// toward the deeper node, then by the order of generation). One entry point, a_star(model, start,
// options): the options (AStarOptions) carry the cost bound, the node limit and the monitor.
#ifndef PUZZLE_A_STAR_HPP
#define PUZZLE_A_STAR_HPP

#include <algorithm>
#include <climits>
#include <deque>
#include <stdint.h>
#include <queue>
#include <vector>

#include "puzzle/search/node_limit.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/util/key_map.hpp"

namespace puzzle {

namespace detail {

// A generated node: its state, the node it was reached from (-1 at the start), that move, its cost.
template <class State, class Move>
struct AStarNode {
  State state;
  int parent;
  Move move;
  int cost;
};

// An open-list entry; std::priority_queue pops the greatest: smallest f first, then the deepest node.
struct AStarEntry {
  int f, cost, node;
  bool operator<(const AStarEntry& other) const { return f != other.f ? f > other.f : cost < other.cost; }
};

// What is known of a key: the cheapest cost it was generated at, and whether it is closed.
struct AStarSeen {
  int cost;
  bool closed;
};

inline AStarEntry a_star_entry(int f, int cost, int node) {
  const AStarEntry entry = {f, cost, node};
  return entry;
}

inline AStarSeen a_star_seen(int cost, bool closed) {
  const AStarSeen seen = {cost, closed};
  return seen;
}

}  // namespace detail

// How a_star searches besides the model and the start, in the style of IdaStarOptions (ida_star.hpp):
// each field has a default and each setter returns the options, so a call names only what it changes:
//   a_star(model, start, AStarOptions().bound(31).keep_at_most(nodes).monitored_by(&monitor))
struct AStarOptions {
  int max_cost;            // no path costing more is looked for; default INT_MAX: no bound
  uint64_t max_kept;       // rather than keep more nodes, the search stops; default: no limit
  SearchMonitor* monitor;  // hears each f value as the search moves past it, then the totals; default null

  AStarOptions() : max_cost(INT_MAX), max_kept(no_node_limit), monitor(0) {}
  AStarOptions& bound(int cost) {
    max_cost = cost;
    return *this;
  }
  AStarOptions& keep_at_most(uint64_t nodes) {
    max_kept = nodes;
    return *this;
  }
  AStarOptions& monitored_by(SearchMonitor* watcher) {
    monitor = watcher;
    return *this;
  }
};

// Shortest path from `start` to a goal of `model` costing at most options.max_cost; found = false if
// none, then over_bound = max_cost if a node costing more was left out (a longer path may exist), -1
// if every reachable state was closed (no path at all). Precondition: model.estimate is admissible and consistent (true
// of Manhattan distance). A start with no solution ends with found = false after every state reachable within max_cost
// is closed. It gives up (found = false, stopped = true) rather than keep more than options.max_kept nodes. The
// monitor, if any, hears each f value as the search moves past it (f never decreases with a consistent estimate: the
// contours A* expands one by one) and the totals: nodes kept and their bytes.
template <class Model>
SearchResult<typename Model::Move> a_star(const Model& model, const typename Model::State& start,
                                          const AStarOptions& options) {
  const int max_cost = options.max_cost;
  const uint64_t max_kept = options.max_kept;
  SearchMonitor* const monitor = options.monitor;
  typedef typename Model::State State;
  typedef typename Model::Move Move;
  typedef detail::AStarNode<State, Move> Node;
  typedef detail::AStarEntry Entry;
  typedef detail::AStarSeen Seen;
  (void)sizeof(AStarModel<Model>);  // a missing member is named here

  std::deque<Node> nodes;  // a deque: growing it never copies the nodes kept so far
  KeyMap<Seen> seen;
  std::priority_queue<Entry> open;
  SearchResult<Move> result;
  bool cut = false;  // a child was left out for costing more than max_cost

  const Node root = {start, -1, Move(), 0};
  nodes.push_back(root);
  bool inserted = false;
  seen.insert(model.key(start), detail::a_star_seen(0, false), inserted);
  open.push(detail::a_star_entry(model.estimate(start), 0, 0));
  int level = open.top().f;
  uint64_t expanded_below = 0;  // nodes expanded at f values below `level`
  std::size_t most_open = 1;
  while (!open.empty()) {
    const Entry top = open.top();
    open.pop();
    const State state = nodes[static_cast<std::size_t>(top.node)].state;
    Seen& entry = *seen.find(model.key(state));
    if (entry.closed || entry.cost < top.cost) continue;  // a stale duplicate
    entry.closed = true;
    if (monitor && top.f != level) {
      monitor->level("f", level, result.expanded - expanded_below);
      level = top.f;
      expanded_below = result.expanded;
    }
    if (model.is_goal(state)) {
      for (int at = top.node; nodes[static_cast<std::size_t>(at)].parent >= 0;
           at = nodes[static_cast<std::size_t>(at)].parent)
        result.moves.push_back(nodes[static_cast<std::size_t>(at)].move);
      std::reverse(result.moves.begin(), result.moves.end());
      result.found = true;
      break;
    }
    if (nodes.size() >= max_kept) {
      result.stopped = true;
      break;
    }
    ++result.expanded;
    Move moves[Model::max_branching];
    const int count = model.legal_moves(state, moves);
    for (int i = 0; i < count; ++i) {
      State child = state;
      model.apply(child, moves[i]);
      const int cost = top.cost + 1;
      const int f = cost + model.estimate(child);
      if (f > max_cost) {
        cut = true;
        continue;
      }
      Seen& child_entry = seen.insert(model.key(child), detail::a_star_seen(cost, false), inserted);
      if (!inserted && (child_entry.closed || child_entry.cost <= cost)) continue;
      child_entry = detail::a_star_seen(cost, false);
      const Node node = {child, top.node, moves[i], cost};
      nodes.push_back(node);
      open.push(detail::a_star_entry(f, cost, static_cast<int>(nodes.size() - 1)));
    }
    most_open = std::max(most_open, open.size());
  }
  if (!result.found && !result.stopped && cut) result.over_bound = max_cost;
  if (monitor) {
    monitor->level("f", level, result.expanded - expanded_below);
    const uint64_t bytes = nodes.size() * sizeof(Node) + seen.bytes() + most_open * sizeof(Entry);
    monitor->searched(result.expanded, nodes.size(), bytes, result.found, result.stopped);
  }
  return result;
}

}  // namespace puzzle

#endif  // PUZZLE_A_STAR_HPP
