// Breadth-first distance table over a model whose states have dense keys in [0, key_space): one byte
// per key. Time O(reached states x branching); memory key_space bytes plus a queue of reached states.
#ifndef PUZZLE_BFS_TABLE_HPP
#define PUZZLE_BFS_TABLE_HPP

#include <cstdint>
#include <vector>

namespace puzzle {

// Distance value of a key that the search never reached.
const std::uint8_t unreached = 255;

// Calls nothing: the edge visitor of a plain distance table.
struct IgnoreEdges {
  template <class Move>
  void operator()(std::uint64_t, std::uint64_t, Move) const {}
};

// Distances (in moves) from the nearest of `sources` to every key, up to max_depth (< 255); keys not
// reached hold `unreached`. For every edge from depth d to depth d+1 -- every edge that lies on
// some shortest path -- calls on_edge(from_key, to_key, move), in breadth-first order.
template <class Model, class EdgeVisitor>
std::vector<std::uint8_t> bfs_distances(const Model& model, const std::vector<typename Model::State>& sources,
                                        int max_depth, EdgeVisitor on_edge) {
  typedef typename Model::State State;
  typedef typename Model::Move Move;
  std::vector<std::uint8_t> distance(static_cast<std::size_t>(model.key_space()), unreached);
  std::vector<State> queue;
  for (std::size_t i = 0; i < sources.size(); ++i) {
    const std::uint64_t key = model.key(sources[i]);
    if (distance[key] == unreached) {
      distance[key] = 0;
      queue.push_back(sources[i]);
    }
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const State state = queue[head];
    const std::uint64_t key = model.key(state);
    const int next_depth = distance[key] + 1;
    if (next_depth > max_depth) break;  // the queue is in depth order
    Move moves[Model::max_branching];
    const int count = model.legal_moves(state, moves);
    for (int i = 0; i < count; ++i) {
      State child = state;
      model.apply(child, moves[i]);
      const std::uint64_t child_key = model.key(child);
      if (distance[child_key] == unreached) {
        distance[child_key] = static_cast<std::uint8_t>(next_depth);
        queue.push_back(child);
      }
      if (distance[child_key] == next_depth) on_edge(key, child_key, moves[i]);
    }
  }
  return distance;
}

template <class Model>
std::vector<std::uint8_t> bfs_distances(const Model& model, const std::vector<typename Model::State>& sources,
                                        int max_depth = unreached - 1) {
  return bfs_distances(model, sources, max_depth, IgnoreEdges());
}

}  // namespace puzzle

#endif  // PUZZLE_BFS_TABLE_HPP
