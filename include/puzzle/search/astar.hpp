// Generic heap-based A*: a node is closed when popped (never when generated), so with an admissible
// estimate the path is shortest (Hart, Nilsson & Raphael 1968). Time O(N log N), memory O(N) for the N
// states generated: each node's state, parent and move (nodes), and its key in an ordered map.
#ifndef PUZZLE_ASTAR_HPP
#define PUZZLE_ASTAR_HPP

#include <algorithm>
#include <stdint.h>
#include <queue>
#include <map>
#include <vector>

#include "puzzle/search/search_model.hpp"

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

// Shortest path from `start` to a goal of `model` costing at most max_cost; found = false if none.
// Precondition: model.estimate is admissible and consistent (true of Manhattan distance). A start
// with no solution ends with found = false after every state reachable within max_cost is closed.
template <class Model>
SearchResult<typename Model::Move> a_star(const Model& model, const typename Model::State& start,
                                          int max_cost) {
  typedef typename Model::State State;
  typedef typename Model::Move Move;
  typedef detail::AStarNode<State, Move> Node;
  typedef detail::AStarEntry Entry;
  typedef detail::AStarSeen Seen;
  (void)sizeof(AStarModel<Model>);  // a missing member is named here

  std::vector<Node> nodes;
  std::map<uint64_t, Seen> seen;
  std::priority_queue<Entry> open;
  SearchResult<Move> result;
  result.found = false;
  result.expanded = 0;
  result.start = 0;

  const Node root = {start, -1, Move(), 0};
  nodes.push_back(root);
  seen[model.key(start)] = detail::a_star_seen(0, false);
  open.push(detail::a_star_entry(model.estimate(start), 0, 0));
  while (!open.empty()) {
    const Entry top = open.top();
    open.pop();
    const State state = nodes[static_cast<std::size_t>(top.node)].state;
    Seen& entry = seen[model.key(state)];
    if (entry.closed || entry.cost < top.cost) continue;  // a stale duplicate
    entry.closed = true;
    if (model.is_goal(state)) {
      for (int at = top.node; nodes[static_cast<std::size_t>(at)].parent >= 0;
           at = nodes[static_cast<std::size_t>(at)].parent)
        result.moves.push_back(nodes[static_cast<std::size_t>(at)].move);
      std::reverse(result.moves.begin(), result.moves.end());
      result.found = true;
      return result;
    }
    ++result.expanded;
    Move moves[Model::max_branching];
    const int count = model.legal_moves(state, moves);
    for (int i = 0; i < count; ++i) {
      State child = state;
      model.apply(child, moves[i]);
      const int cost = top.cost + 1;
      const int f = cost + model.estimate(child);
      if (f > max_cost) continue;
      const uint64_t key = model.key(child);
      typename std::map<uint64_t, Seen>::iterator it = seen.find(key);
      if (it != seen.end() && (it->second.closed || it->second.cost <= cost)) continue;
      seen[key] = detail::a_star_seen(cost, false);
      const Node node = {child, top.node, moves[i], cost};
      nodes.push_back(node);
      open.push(detail::a_star_entry(f, cost, static_cast<int>(nodes.size() - 1)));
    }
  }
  return result;
}

}  // namespace puzzle

#endif  // PUZZLE_ASTAR_HPP
