// Breadth-first distance table over a model whose states have dense keys in [0, key_space): one byte
// per key. Time O(reached states x branching); memory key_space bytes plus the frontier.
#ifndef PUZZLE_BFS_TABLE_HPP
#define PUZZLE_BFS_TABLE_HPP

#include <stdint.h>
#include <deque>
#include <utility>
#include <vector>

#include "puzzle/search/search_model.hpp"

namespace puzzle {

// Distance value of a key that the search never reached.
const uint8_t unreached = 255;

// Calls nothing: the edge visitor of a plain distance table.
struct IgnoreEdges {
  template <class Move>
  void operator()(uint64_t, uint64_t, Move) const {}
};

namespace detail {

// Whether Model has `uint64_t child_key(const State& parent, uint64_t parent_key, Move move,
// const State& child) const`: C++98 member detection, by overload resolution on a pointer to that member.
template <class Model, uint64_t (Model::*)(const typename Model::State&, uint64_t, typename Model::Move,
                                           const typename Model::State&) const>
struct ChildKeySignature {};
template <class Model>
char child_key_probe(ChildKeySignature<Model, &Model::child_key>*);
template <class Model>
long child_key_probe(...);

// The key of `child`, reached from `parent` (whose key is parent_key) by `move`: the model's own
// child_key when it has one (an incremental shortcut), otherwise key(child).
template <bool model_has_child_key>
struct ChildKey {
  template <class Model>
  static uint64_t of(const Model& model, const typename Model::State& parent, uint64_t parent_key,
                     typename Model::Move move, const typename Model::State& child) {
    return model.child_key(parent, parent_key, move, child);
  }
};
template <>
struct ChildKey<false> {
  template <class Model>
  static uint64_t of(const Model& model, const typename Model::State&, uint64_t, typename Model::Move,
                     const typename Model::State& child) {
    return model.key(child);
  }
};

template <class Model>
uint64_t child_key(const Model& model, const typename Model::State& parent, uint64_t parent_key,
                   typename Model::Move move, const typename Model::State& child) {
  return ChildKey<sizeof(child_key_probe<Model>(0)) == sizeof(char)>::of(model, parent, parent_key, move, child);
}

}  // namespace detail

// Distances (in moves) from the nearest of `sources` to every key, up to max_depth (< 255); keys not
// reached hold `unreached`. For every edge from depth d to depth d+1 -- every edge that lies on
// some shortest path -- calls on_edge(from_key, to_key, move), in breadth-first order.
template <class Model, class EdgeVisitor>
std::vector<uint8_t> bfs_distances(const Model& model, const std::vector<typename Model::State>& sources,
                                        int max_depth, EdgeVisitor on_edge) {
  typedef typename Model::State State;
  typedef typename Model::Move Move;
  (void)sizeof(TableModel<Model>);  // a missing member is named here
  std::vector<uint8_t> distance(static_cast<std::size_t>(model.key_space()), unreached);
  // The frontier: reached states with their keys, in order of distance. A deque frees what has been
  // expanded, so memory follows the two widest levels, not the whole space.
  std::deque<std::pair<State, uint64_t> > queue;
  for (std::size_t i = 0; i < sources.size(); ++i) {
    const uint64_t key = model.key(sources[i]);
    if (distance[key] == unreached) {
      distance[key] = 0;
      queue.push_back(std::make_pair(sources[i], key));
    }
  }
  while (!queue.empty()) {
    const State state = queue.front().first;
    const uint64_t key = queue.front().second;
    queue.pop_front();
    const int next_depth = distance[key] + 1;
    if (next_depth > max_depth) break;
    Move moves[Model::max_branching];
    const int count = model.legal_moves(state, moves);
    for (int i = 0; i < count; ++i) {
      State child = state;
      model.apply(child, moves[i]);
      const uint64_t child_key = detail::child_key(model, state, key, moves[i], child);
      if (distance[child_key] == unreached) {
        distance[child_key] = static_cast<uint8_t>(next_depth);
        queue.push_back(std::make_pair(child, child_key));
      }
      if (distance[child_key] == next_depth) on_edge(key, child_key, moves[i]);
    }
  }
  return distance;
}

template <class Model>
std::vector<uint8_t> bfs_distances(const Model& model, const std::vector<typename Model::State>& sources,
                                        int max_depth = unreached - 1) {
  return bfs_distances(model, sources, max_depth, IgnoreEdges());
}

}  // namespace puzzle

#endif  // PUZZLE_BFS_TABLE_HPP
