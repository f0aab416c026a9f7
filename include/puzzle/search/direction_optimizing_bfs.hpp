// Breadth-first distance table that, once the frontier outgrows what is left to reach, stops pushing
// from the frontier and lets each unreached key look for a parent in it instead (Beamer's
// direction-optimizing BFS: Beamer, Asanovic & Patterson 2012, "Direction-optimizing breadth-first
// search"). Same table as bfs_distances with fewer edges looked at; O(keys x branching).
// Level by level: a search stopped after some depth holds a table cut there, which still bounds every
// distance from below (by that depth + 1 where it holds `unreached`), an estimate that costs only the
// levels it searched; it can be resumed later.
#ifndef PUZZLE_DIRECTION_OPTIMIZING_BFS_HPP
#define PUZZLE_DIRECTION_OPTIMIZING_BFS_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/search/search_model.hpp"

namespace puzzle {

// Distances (in moves) from the nearest of `sources` to every key, one level per expand_level().
// The model also provides state_of_key(key), and every move's inverse is a legal move (so a state's
// parents are among its neighbours). A level is expanded top-down (every move of every frontier
// state) while the frontier is smaller than what is left, else bottom-up (every unreached key tries
// its moves until one leads into the frontier). Keys that can never be reached are checked on every
// bottom-up level, so the key space should hold the sources' class only.
template <class Model>
class DirectionOptimizingBfs {
 public:
  typedef typename Model::State State;
  typedef typename Model::Move Move;

  // The sources at distance 0; memory: key_space bytes, and the two widest levels while searching.
  DirectionOptimizingBfs(const Model& model, const std::vector<State>& sources)
      : model_(model), distance_(static_cast<std::size_t>(model.key_space()), unreached), depth_(0) {
    (void)sizeof(KeyedStatesModel<Model>);  // a missing member is named here
    for (std::size_t i = 0; i < sources.size(); ++i) {
      const uint64_t key = model.key(sources[i]);
      if (distance_[key] == unreached) {
        distance_[key] = 0;
        frontier_.push_back(sources[i]);
      }
    }
    left_ = distance_.size() - frontier_.size();
  }

  // Every key within depth() holds its distance; the others hold `unreached`.
  const std::vector<uint8_t>& distances() const { return distance_; }
  // Hands the table over to `table` (leaving this search empty, done and unusable).
  void take_distances(std::vector<uint8_t>& table) {
    table.swap(distance_);
    frontier_.clear();
  }
  int depth() const { return depth_; }
  // True once every reachable key holds its distance (or the next level would pass 254).
  bool done() const { return frontier_.empty() || depth_ + 1 >= unreached; }

  // Finds the keys at distance depth() + 1 (precondition: !done()), in O(their number x branching)
  // top-down or O(unreached keys x branching) bottom-up.
  void expand_level() {
    assert(!done() && "DirectionOptimizingBfs: every level is expanded");
    next_.clear();
    if (frontier_.size() < left_) {
      expand_top_down();
    } else {
      expand_bottom_up();
    }
    left_ -= next_.size();
    frontier_.swap(next_);
    ++depth_;
  }

 private:
  // The level loops work on local pointers: a byte written through a member could, for all the
  // compiler knows, change the members themselves, which it would then read again on every move.
  void expand_top_down() {
    const uint8_t next_depth = static_cast<uint8_t>(depth_ + 1);
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

  void expand_bottom_up() {
    const Model& model = model_;
    uint8_t* const distance = &distance_[0];
    const uint64_t key_space = distance_.size();
    const int depth = depth_;
    Move moves[Model::max_branching];
    for (uint64_t key = 0; key < key_space; ++key) {
      if (distance[key] != unreached) continue;
      const State state = model.state_of_key(key);
      const int count = model.legal_moves(state, moves);
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
  std::vector<uint8_t> distance_;
  std::vector<State> frontier_, next_;  // the states at distance depth_, and at depth_ + 1
  uint64_t left_;                       // keys not reached yet
  int depth_;
};

// The whole table: distances from the nearest of `sources` to every key; keys not reached hold
// `unreached`. See DirectionOptimizingBfs.
template <class Model>
std::vector<uint8_t> direction_optimizing_distances(const Model& model,
                                                    const std::vector<typename Model::State>& sources) {
  DirectionOptimizingBfs<Model> search(model, sources);
  while (!search.done()) search.expand_level();
  std::vector<uint8_t> table;
  search.take_distances(table);
  return table;
}

}  // namespace puzzle

#endif  // PUZZLE_DIRECTION_OPTIMIZING_BFS_HPP
