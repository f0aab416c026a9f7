// The way to the states farthest from a source: a breadth-first distance table from the source
// (bfs_distances.hpp), then the lexicographically smallest (in the model's move order) of the shortest
// paths to any farthest state, by a depth-first walk that only steps one level deeper and never
// enters a state twice: a state from which no such step leads to the last level is struck from the
// table when the walk backs out of it, so the first path that reaches the last level is the smallest.
// (UVa 10085 "The most distant state" asks for one such path.) Time O(reached states x branching);
// memory key_space bytes plus the two widest levels of the search and a stack of the path's length.
#ifndef PUZZLE_FARTHEST_PATH_HPP
#define PUZZLE_FARTHEST_PATH_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/tables/bfs_distances.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

namespace detail {

// A state on the walk of farthest_path, its legal moves and the next one to try.
template <class Model>
struct FarthestPathStep {
  typename Model::State state;
  typename Model::Move moves[Model::max_branching];
  int count, next;
};

}  // namespace detail

// The smallest shortest path from `source` to a state as far from it as any: found (always),
// moves, and expanded = the states reached (source included); within options.max_depth, if cut.
// options.monitor, if given, hears each depth of the breadth-first search and the totals.
// Precondition: every reachable state is fewer than `unreached` moves away.
template <class Model>
SearchResult<typename Model::Move> farthest_path(const Model& model, const typename Model::State& source,
                                                 const DistanceOptions& options = DistanceOptions()) {
  typedef typename Model::State State;
  typedef typename Model::Move Move;
  (void)sizeof(TableModel<Model>);  // a missing member is named here
  std::vector<uint8_t> distance = bfs_distances(model, std::vector<State>(1, source), options);
  SearchResult<Move> result;
  result.found = true;
  int farthest = 0;
  for (std::size_t key = 0; key < distance.size(); ++key) {
    if (distance[key] == unreached) continue;
    ++result.expanded;
    farthest = std::max(farthest, static_cast<int>(distance[key]));
  }
  typedef detail::FarthestPathStep<Model> Step;
  std::vector<Step> path(static_cast<std::size_t>(farthest) + 1);
  path[0].state = source;
  path[0].count = model.legal_moves(source, path[0].moves);
  path[0].next = 0;
  for (int depth = 0; depth < farthest;) {
    Step& step = path[static_cast<std::size_t>(depth)];
    if (step.next == step.count) {  // nothing beyond this state reaches the last level
      distance[model.key(step.state)] = unreached;
      assert(depth > 0 && "farthest_path: the source leads to the last level");
      --depth;
      continue;
    }
    Step& child = path[static_cast<std::size_t>(depth) + 1];
    child.state = step.state;
    model.apply(child.state, step.moves[step.next++]);
    if (distance[model.key(child.state)] != depth + 1) continue;
    child.count = model.legal_moves(child.state, child.moves);
    child.next = 0;
    ++depth;
  }
  for (int depth = 0; depth < farthest; ++depth)
    result.moves.push_back(path[static_cast<std::size_t>(depth)].moves[path[static_cast<std::size_t>(depth)].next - 1]);
  if (options.monitor) options.monitor->searched(result.expanded, result.expanded, distance.size(), true, false);
  return result;
}

}  // namespace puzzle

#endif  // PUZZLE_FARTHEST_PATH_HPP
