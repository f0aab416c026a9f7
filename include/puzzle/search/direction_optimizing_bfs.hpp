// Breadth-first distance table that, once the frontier outgrows what is left to reach, stops pushing
// from the frontier and lets each unreached key look for a parent in it instead (Beamer's
// direction-optimizing BFS). Same table as bfs_distances with fewer edges looked at; O(keys x branching).
#ifndef PUZZLE_DIRECTION_OPTIMIZING_BFS_HPP
#define PUZZLE_DIRECTION_OPTIMIZING_BFS_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/search/bfs_table.hpp"

namespace puzzle {

// Distances (in moves) from the nearest of `sources` to every key, up to max_depth (< 255); keys not
// reached hold `unreached`: a table cut at max_depth still bounds every distance from below (by
// max_depth + 1 where it holds `unreached`), an estimate that costs only the levels it searched.
// The model also provides state_of_key(key), and every move's inverse is a legal move (so a state's
// parents are among its neighbours). A level is expanded top-down (every move of every frontier
// state) while the frontier is smaller than what is left, else bottom-up (every unreached key tries
// its moves until one leads into the frontier). Keys that can never be reached are checked on every
// bottom-up level, so the key space should hold the sources' class only.
template <class Model>
std::vector<uint8_t> direction_optimizing_distances(const Model& model,
                                                    const std::vector<typename Model::State>& sources,
                                                    int max_depth = unreached - 1) {
  assert(0 <= max_depth && max_depth < unreached && "direction_optimizing_distances: max_depth 0-254");
  typedef typename Model::State State;
  typedef typename Model::Move Move;
  (void)sizeof(KeyedStatesModel<Model>);  // a missing member is named here
  const uint64_t key_space = model.key_space();
  std::vector<uint8_t> distance(static_cast<std::size_t>(key_space), unreached);
  std::vector<State> frontier, next;  // the states at distance `depth`, and at depth + 1
  for (std::size_t i = 0; i < sources.size(); ++i) {
    const uint64_t key = model.key(sources[i]);
    if (distance[key] == unreached) {
      distance[key] = 0;
      frontier.push_back(sources[i]);
    }
  }
  uint64_t left = key_space - frontier.size();
  Move moves[Model::max_branching];
  for (int depth = 0; !frontier.empty() && depth < max_depth; ++depth) {
    const uint8_t next_depth = static_cast<uint8_t>(depth + 1);
    next.clear();
    if (frontier.size() < left) {
      // Whether a child is new is unpredictable in the wide levels; rather than branch on it, write
      // every child at the end of the next level, and let the level grow only when the child is new
      // (so the level never holds more than `left` states, plus one written but not counted).
      const uint64_t bound = frontier.size() * static_cast<uint64_t>(Model::max_branching);
      next.resize(static_cast<std::size_t>(bound < left ? bound : left + 1));
      std::size_t size = 0;
      for (std::size_t i = 0; i < frontier.size(); ++i) {
        const int count = model.legal_moves(frontier[i], moves);
        for (int m = 0; m < count; ++m) {
          State child = frontier[i];
          model.apply(child, moves[m]);
          uint8_t& child_distance = distance[model.key(child)];
          const bool is_new = child_distance == unreached;
          // A reached child keeps its distance, at most next_depth; `unreached` is larger than both.
          child_distance = child_distance < next_depth ? child_distance : next_depth;
          next[size] = child;
          size += is_new;
        }
      }
      next.resize(size);
    } else {
      for (uint64_t key = 0; key < key_space; ++key) {
        if (distance[key] != unreached) continue;
        const State state = model.state_of_key(key);
        const int count = model.legal_moves(state, moves);
        for (int m = 0; m < count; ++m) {
          State parent = state;
          model.apply(parent, moves[m]);
          if (distance[model.key(parent)] == depth) {
            distance[key] = next_depth;
            next.push_back(state);
            break;
          }
        }
      }
    }
    left -= next.size();
    frontier.swap(next);
  }
  return distance;
}

}  // namespace puzzle

#endif  // PUZZLE_DIRECTION_OPTIMIZING_BFS_HPP
