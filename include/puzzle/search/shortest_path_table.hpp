// Canonical shortest paths to a goal set for every state at once: one backward breadth-first search
// records, per key, the smallest move (in the model's order) that starts a shortest path.
// Build O(states x branching); query O(path length); memory 6 bytes per key (distance, next key,
// first move). Moves must be reversible.
#ifndef PUZZLE_SHORTEST_PATH_TABLE_HPP
#define PUZZLE_SHORTEST_PATH_TABLE_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/search/bfs_table.hpp"

namespace puzzle {

template <class Model>
class ShortestPathTable {
 public:
  typedef typename Model::State State;
  typedef typename Model::Move Move;

  // Precondition: model.key_space() < 2^32 - 1; model.inverse(m) undoes m from every state; Move is
  // an enumeration of at most 256 moves (stored in a byte).
  ShortestPathTable(const Model& model, const std::vector<State>& goals)
      : next_key_(checked_key_count(model), no_key), first_move_(checked_key_count(model), 0) {
    (void)sizeof(TableModel<Model>);  // a missing member is named here
    (void)sizeof(model.inverse(Move()));  // and inverse, to follow edges backward
    RecordSmallestFirstMove record = {&model, &next_key_, &first_move_};
    distance_ = bfs_distances(model, goals, unreached - 1, record);
  }

  // Keys held, and the bytes they take.
  uint64_t entries() const { return distance_.size(); }
  uint64_t bytes() const { return entries() * (sizeof(uint8_t) + sizeof(uint32_t) + sizeof(uint8_t)); }

  bool reachable(uint64_t key) const { return distance_[key] != unreached; }
  // Precondition: reachable(key).
  int distance(uint64_t key) const {
    assert(reachable(key) && "ShortestPathTable: the key cannot reach the goals");
    return distance_[key];
  }

  // The lexicographically smallest shortest path from `key` to the goal set.
  // Precondition: reachable(key).
  std::vector<Move> path(uint64_t key) const {
    assert(reachable(key) && "ShortestPathTable: the key cannot reach the goals");
    std::vector<Move> moves;
    moves.reserve(distance_[key]);
    for (; distance_[key] != 0; key = next_key_[key]) moves.push_back(static_cast<Move>(first_move_[key]));
    return moves;
  }

 private:
  // The model's key space as a count, checked (before anything is allocated) to fit in 32 bits.
  static std::size_t checked_key_count(const Model& model) {
    assert(model.key_space() < no_key && "ShortestPathTable: keys must fit in 32 bits");
    return static_cast<std::size_t>(model.key_space());
  }

  // The search runs from the goals, so an edge parent -> child by `move` is, read forwards, a step
  // child -> parent by inverse(move) that starts a shortest path from child. Keep the smallest.
  struct RecordSmallestFirstMove {
    const Model* model;
    std::vector<uint32_t>* next_key;
    std::vector<uint8_t>* first_move;
    void operator()(uint64_t parent, uint64_t child, Move move) const {
      const uint8_t forward = static_cast<uint8_t>(model->inverse(move));
      uint32_t& next = (*next_key)[child];
      uint8_t& first = (*first_move)[child];
      if (next == no_key || forward < first) {
        first = forward;
        next = static_cast<uint32_t>(parent);
      }
    }
  };

  static const uint32_t no_key = 0xFFFFFFFFu;  // no step recorded yet (or a goal)

  std::vector<uint8_t> distance_;
  std::vector<uint32_t> next_key_;
  std::vector<uint8_t> first_move_;  // a Move
};

template <class Model>
const uint32_t ShortestPathTable<Model>::no_key;

}  // namespace puzzle

#endif  // PUZZLE_SHORTEST_PATH_TABLE_HPP
