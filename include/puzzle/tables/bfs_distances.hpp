// Breadth-first distance table over a model whose states have dense keys in [0, key_space): one byte
// per key. Time O(reached states x branching); memory key_space bytes plus the frontier.
#ifndef PUZZLE_BFS_DISTANCES_HPP
#define PUZZLE_BFS_DISTANCES_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/search/level_expansion.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/tables/distance_options.hpp"

namespace puzzle {

namespace detail {

// The visitor of a level's children (expand_level): a child not reached yet gets `depth` and joins
// the next level.
template <class Model>
struct FirstReached {
  const Model& model;
  std::vector<uint8_t>& distance;
  std::vector<typename Model::State>& next_level;
  uint8_t depth;
  void operator()(const typename Model::State& child) {
    uint8_t& reached = distance[model.key(child)];
    if (reached == unreached) reached = depth, next_level.push_back(child);
  }
};

}  // namespace detail

// Distances (in moves) from the nearest of `sources` to every key, up to options.max_depth (< 255); keys
// not reached hold `unreached`. options.monitor, if given, hears each depth's states as they are expanded.
template <class Model>
std::vector<uint8_t> bfs_distances(const Model& model, const std::vector<typename Model::State>& sources,
                                   const DistanceOptions& options = DistanceOptions()) {
  typedef typename Model::State State;
  (void)sizeof(TableModel<Model>);  // a missing member is named here
  std::vector<uint8_t> distance(static_cast<std::size_t>(model.key_space()), unreached);
  // One level of reached states at a time: memory follows the two widest levels, not the space.
  std::vector<State> level, next_level;
  for (std::size_t i = 0; i < sources.size(); ++i) {
    uint8_t& source = distance[model.key(sources[i])];
    if (source == unreached) source = 0, level.push_back(sources[i]);
  }
  for (int depth = 1; depth <= options.max_depth && !level.empty(); ++depth) {
    next_level.clear();
    detail::FirstReached<Model> first_reached = {model, distance, next_level, static_cast<uint8_t>(depth)};
    expand_level(model, level, first_reached);
    if (options.monitor) options.monitor->level("depth", depth - 1, level.size());
    level.swap(next_level);
  }
  return distance;
}

}  // namespace puzzle

#endif  // PUZZLE_BFS_DISTANCES_HPP
