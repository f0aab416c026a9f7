// Generic heap-based A*: a node is closed when popped (never when generated), so with an admissible
// estimate the path is shortest. Time O(N log N), memory O(N) for the N states generated.
#ifndef PUZZLE_ASTAR_HPP
#define PUZZLE_ASTAR_HPP

#include <algorithm>
#include <stdint.h>
#include <queue>
#include <unordered_map>
#include <vector>

#include "puzzle/search/search_model.hpp"

namespace puzzle {

// Shortest path from `start` to a goal of `model` costing at most max_cost; found = false if none.
// Precondition: model.estimate is admissible and consistent (true of Manhattan distance).
template <class Model>
SearchResult<typename Model::Move> a_star(const Model& model, const typename Model::State& start,
                                          int max_cost) {
  typedef typename Model::State State;
  typedef typename Model::Move Move;
  struct Node {
    State state;
    int parent;  // index into nodes, -1 at the start
    Move move;   // the move from the parent
    int cost;
  };
  struct Entry {
    int f, cost, node;
    // std::priority_queue pops the greatest: smallest f first, then the deepest node.
    bool operator<(const Entry& other) const {
      return f != other.f ? f > other.f : cost < other.cost;
    }
  };
  struct Seen {
    int cost;
    bool closed;
  };

  std::vector<Node> nodes;
  std::unordered_map<uint64_t, Seen> seen;
  std::priority_queue<Entry> open;
  SearchResult<Move> result;
  result.found = false;
  result.expanded = 0;
  result.start = 0;

  const Node root = {start, -1, Move(), 0};
  nodes.push_back(root);
  seen[model.key(start)] = Seen{0, false};
  open.push(Entry{model.estimate(start), 0, 0});
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
      typename std::unordered_map<uint64_t, Seen>::iterator it = seen.find(key);
      if (it != seen.end() && (it->second.closed || it->second.cost <= cost)) continue;
      seen[key] = Seen{cost, false};
      const Node node = {child, top.node, moves[i], cost};
      nodes.push_back(node);
      open.push(Entry{f, cost, static_cast<int>(nodes.size() - 1)});
    }
  }
  return result;
}

}  // namespace puzzle

#endif  // PUZZLE_ASTAR_HPP
