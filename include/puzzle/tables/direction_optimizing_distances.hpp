// Breadth-first distance table that, once the frontier outgrows what is left to reach, stops pushing
// from the frontier and lets each unreached key look for a parent in it instead (Beamer's
// direction-optimizing BFS: Beamer, Asanovic & Patterson 2012, "Direction-optimizing breadth-first
// search"). Same table as bfs_distances (bfs_distances.hpp), with the same arguments, and fewer edges
// looked at; O(keys x branching). On a tabulated graph (tabulated_graph.hpp) its bottom-up levels
// also read the successors in key order, not at random, which makes it the faster of the two there
// though it executes more instructions (cubic's figures: docs/performance.md). Cut at a depth, the
// table still bounds every distance from below (by that depth + 1 where it holds `unreached`): an
// estimate that costs only the levels it searched (rotation_game).
#ifndef PUZZLE_DIRECTION_OPTIMIZING_DISTANCES_HPP
#define PUZZLE_DIRECTION_OPTIMIZING_DISTANCES_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/search/backward_moves.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/tables/distance_options.hpp"

namespace puzzle {

namespace detail {

// The search behind direction_optimizing_distances. A level is expanded top-down (every move of every
// frontier state) while the frontier is smaller than what is left, else bottom-up (every unreached key
// tries its backward moves until one leads into the frontier).
template <class Model>
class DirectionOptimizingBfs {
 public:
  typedef typename Model::State State;
  typedef typename Model::Move Move;

  // Fills `distance` (key_space entries, all `unreached`) from the sources at distance 0.
  DirectionOptimizingBfs(const Model& model, const std::vector<State>& sources, std::vector<uint8_t>& distance)
      : model_(model), distance_(distance) {
    for (std::size_t i = 0; i < sources.size(); ++i) {
      uint8_t& source = distance_[model.key(sources[i])];
      if (source == unreached) source = 0, frontier_.push_back(sources[i]);
    }
    left_ = distance_.size() - frontier_.size();
  }

  // Finds the keys at distances 1..options.max_depth, level by level, until a level is empty.
  void search(const DistanceOptions& options) {
    for (int depth = 0; depth < options.max_depth && !frontier_.empty(); ++depth) {
      next_.clear();
      if (frontier_.size() < left_) {
        expand_top_down(depth);
      } else {
        expand_bottom_up(depth);
      }
      left_ -= next_.size();
      if (options.monitor) options.monitor->level("depth", depth, frontier_.size());
      frontier_.swap(next_);
    }
  }

 private:
  // The level loops work on local pointers: a byte written through a member could, for all the
  // compiler knows, change the members themselves, which it would then read again on every move.
  void expand_top_down(int depth) {
    const uint8_t next_depth = static_cast<uint8_t>(depth + 1);
    // Whether a child is new is unpredictable in the wide levels; rather than branch on it, write every
    // child at the end of the next level, and let the level grow only when the child is new. Room for
    // the writes is made as the moves are generated (doubling), not for max_branching moves a state:
    // a model's bound may be far above its real branching.
    const Model& model = model_;
    uint8_t* const distance = &distance_[0];
    const State* const frontier = &frontier_[0];
    const std::size_t frontier_size = frontier_.size();
    next_.resize(frontier_size);
    State* next = &next_[0];
    std::size_t size = 0;
    Move moves[Model::max_branching];
    for (std::size_t i = 0; i < frontier_size; ++i) {
      const int count = model.legal_moves(frontier[i], moves);
      if (size + count > next_.size()) {
        next_.resize(2 * next_.size() > size + count ? 2 * next_.size() : size + count);
        next = &next_[0];
      }
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
    next_.resize(size);
  }

  void expand_bottom_up(int depth) {
    const Model& model = model_;
    uint8_t* const distance = &distance_[0];
    const uint64_t key_space = distance_.size();
    Move moves[Model::max_branching];
    for (uint64_t key = 0; key < key_space; ++key) {
      if (distance[key] != unreached) continue;
      const State state = model.state_of_key(key);
      const int count = backward_moves_of(model, state, moves);
      for (int m = 0; m < count; ++m) {
        State parent = state;
        model.apply(parent, moves[m]);
        if (distance[model.key(parent)] == depth) {
          distance[key] = static_cast<uint8_t>(depth + 1);
          next_.push_back(state);
          break;
        }
      }
    }
  }

  const Model& model_;
  std::vector<uint8_t>& distance_;
  std::vector<State> frontier_, next_;  // the states of the last level found, and of the next
  uint64_t left_;                       // keys not reached yet
};

}  // namespace detail

// Distances (in moves) from the nearest of `sources` to every key, up to options.max_depth (< 255); keys
// not reached hold `unreached`; options.monitor, if given, hears each depth's states as they are expanded. The model
// also provides state_of_key(key); a state's parents are found by its backward moves (backward_moves_of,
// search/search_model.hpp: its neighbours when moves are reversible). Keys that can never be reached are checked on
// every bottom-up level, so the key space should hold the sources' class only. Memory: key_space bytes, and the two
// widest levels while searching.
template <class Model>
std::vector<uint8_t> direction_optimizing_distances(const Model& model,
                                                    const std::vector<typename Model::State>& sources,
                                                    const DistanceOptions& options = DistanceOptions()) {
  (void)sizeof(KeyedStatesModel<Model>);  // a missing member is named here
  std::vector<uint8_t> distance(static_cast<std::size_t>(model.key_space()), unreached);
  detail::DirectionOptimizingBfs<Model>(model, sources, distance).search(options);
  return distance;
}

}  // namespace puzzle

#endif  // PUZZLE_DIRECTION_OPTIMIZING_DISTANCES_HPP
