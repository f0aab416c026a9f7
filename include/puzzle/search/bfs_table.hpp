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

// Distances (in moves) from the nearest of `sources` to every key, up to max_depth (< 255); keys not
// reached hold `unreached`.
template <class Model>
std::vector<uint8_t> bfs_distances(const Model& model, const std::vector<typename Model::State>& sources,
                                   int max_depth = unreached - 1) {
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
      const uint64_t child_key = model.key(child);
      if (distance[child_key] == unreached) {
        distance[child_key] = static_cast<uint8_t>(next_depth);
        queue.push_back(std::make_pair(child, child_key));
      }
    }
  }
  return distance;
}

}  // namespace puzzle

#endif  // PUZZLE_BFS_TABLE_HPP
