// Breadth-first distance table over a model whose states have dense keys in [0, key_space): one byte
// per key. Time O(reached states x branching); memory key_space bytes plus the frontier.
#ifndef PUZZLE_BFS_DISTANCES_HPP
#define PUZZLE_BFS_DISTANCES_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/tables/distance_options.hpp"

namespace puzzle {

// Distances (in moves) from the nearest of `sources` to every key, up to options.max_depth (< 255); keys
// not reached hold `unreached`. options.monitor, if given, hears each depth's states as they are expanded.
template <class Model>
std::vector<uint8_t> bfs_distances(const Model& model, const std::vector<typename Model::State>& sources,
                                   const DistanceOptions& options = DistanceOptions()) {
  typedef typename Model::State State;
  typedef typename Model::Move Move;
  (void)sizeof(TableModel<Model>);  // a missing member is named here
  std::vector<uint8_t> distance(static_cast<std::size_t>(model.key_space()), unreached);
  // One level of reached states at a time: memory follows the two widest levels, not the space.
  std::vector<State> level, next_level;
  for (std::size_t i = 0; i < sources.size(); ++i) {
    uint8_t& source = distance[model.key(sources[i])];
    if (source == unreached) source = 0, level.push_back(sources[i]);
  }
  Move moves[Model::max_branching];
  for (int depth = 1; depth <= options.max_depth && !level.empty(); ++depth) {
    next_level.clear();
    for (std::size_t i = 0; i < level.size(); ++i) {
      const int count = model.legal_moves(level[i], moves);
      for (int m = 0; m < count; ++m) {
        State child = level[i];
        model.apply(child, moves[m]);
        uint8_t& reached = distance[model.key(child)];
        if (reached == unreached) reached = static_cast<uint8_t>(depth), next_level.push_back(child);
      }
    }
    if (options.monitor) options.monitor->level("depth", depth - 1, level.size());
    level.swap(next_level);
  }
  return distance;
}

}  // namespace puzzle

#endif  // PUZZLE_BFS_DISTANCES_HPP
