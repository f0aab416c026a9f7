// Canonical shortest paths to a goal set for every state at once: one backward breadth-first search,
// level by level, records per key its distance, the first move (in the order legal_moves lists the
// state's moves, as IDA* tries them: listed_first below) that starts a shortest path, and
// the key that move leads to; a path is then read by following those keys.
// Build O(states x branching), plus one legal_moves call where two moves into a state tie; memory 6
// bytes per key (distance, first move, next key) plus two levels of states; path O(length), two
// look-ups a step, each waiting for the one before. For many look-ups, packed_paths() writes every
// path whole, 2 bits a move, in one more pass: a path is then one look-up. One-way moves are walked
// back by the model's backward moves (search/search_model.hpp).
#ifndef PUZZLE_SHORTEST_PATH_TABLE_HPP
#define PUZZLE_SHORTEST_PATH_TABLE_HPP

#include <cassert>
#include <stdint.h>
#include <utility>
#include <vector>

#include "puzzle/search/backward_moves.hpp"
#include "puzzle/search/search_model.hpp"

namespace puzzle {

// Whether `move` comes before `other` among the legal moves of `state`, in the order legal_moves
// writes them: the canonical order, the one order every search and table compares moves in (never
// their values; search/search_model.hpp). Precondition (asserted): both are legal moves of `state`.
// O(branching).
template <class Model>
bool listed_first(const Model& model, const typename Model::State& state, typename Model::Move move,
                  typename Model::Move other) {
  typename Model::Move moves[Model::max_branching];
  const int count = model.legal_moves(state, moves);
  int move_at = -1, other_at = -1;
  for (int i = count - 1; i >= 0; --i) {
    if (moves[i] == move) move_at = i;
    if (moves[i] == other) other_at = i;
  }
  assert(move_at >= 0 && other_at >= 0 && "listed_first: a move that is not among the state's legal moves");
  return move_at < other_at;
}

template <class Model>
class ShortestPathTable {
 public:
  typedef typename Model::State State;
  typedef typename Model::Move Move;

  // Precondition: model.key_space() < 2^32 - 1; model.inverse(m) undoes m from every state, m a
  // legal or backward move (backward_moves_of, search/search_model.hpp); Move is an enumeration of at most
  // 256 moves (stored in a byte).
  ShortestPathTable(const Model& model, const std::vector<State>& goals)
      : distance_(table_key_count(model), unreached), first_move_(distance_.size(), 0), next_key_(distance_.size(), 0) {
    (void)sizeof(TableModel<Model>);                             // a missing member is named here
    (void)sizeof(model.inverse(Move()));                         // and inverse, to follow edges backward
    std::vector<std::pair<State, uint32_t> > level, next_level;  // states and their keys
    for (std::size_t i = 0; i < goals.size(); ++i) {
      const uint32_t key = static_cast<uint32_t>(model.key(goals[i]));
      if (distance_[key] == unreached) level.push_back(std::make_pair(goals[i], key));
      distance_[key] = 0;
    }
    Move moves[Model::max_branching];
    for (int depth = 0; !level.empty() && depth + 1 < unreached; ++depth) {
      // The search runs from the goals: a parent reached by a backward move from a state of this
      // level steps into it by inverse(move), the first move of a shortest path from the parent; of
      // all such steps into this level the parent keeps the first in its own list of moves.
      next_level.clear();
      for (std::size_t i = 0; i < level.size(); ++i) {
        const int count = backward_moves_of(model, level[i].first, moves);
        // This state's own first move leads a level down: no parent of the next level there.
        const int back = depth == 0 ? -1 : first_move_[level[i].second];
        for (int m = 0; m < count; ++m) {
          if (static_cast<int>(moves[m]) == back) continue;
          State parent = level[i].first;
          model.apply(parent, moves[m]);
          const uint32_t key = static_cast<uint32_t>(model.key(parent));
          const uint8_t forward = static_cast<uint8_t>(model.inverse(moves[m]));
          if (distance_[key] == unreached) {
            distance_[key] = static_cast<uint8_t>(depth + 1);
            next_level.push_back(std::make_pair(parent, key));
          } else if (distance_[key] != depth + 1 ||
                     !listed_first(model, parent, static_cast<Move>(forward), static_cast<Move>(first_move_[key]))) {
            continue;
          }
          first_move_[key] = forward;
          next_key_[key] = level[i].second;
        }
      }
      level.swap(next_level);
    }
  }

  // Keys held, and the bytes they take.
  uint64_t entries() const { return distance_.size(); }
  uint64_t bytes() const { return entries() * (sizeof(uint8_t) + sizeof(uint8_t) + sizeof(uint32_t)); }

  bool reachable(uint64_t key) const { return distance_[key] != unreached; }
  // Precondition: reachable(key).
  int distance(uint64_t key) const {
    assert(reachable(key) && "ShortestPathTable: the key cannot reach the goals");
    return distance_[key];
  }

  // Writes into `moves` the lexicographically smallest shortest path from `key` to the goal set (its
  // memory reused: a loop over many keys allocates nothing). Precondition: reachable(key).
  void path(uint64_t key, std::vector<Move>& moves) const {
    assert(reachable(key) && "ShortestPathTable: the key cannot reach the goals");
    moves.resize(distance_[key]);
    uint32_t at = static_cast<uint32_t>(key);
    for (std::size_t i = 0; i < moves.size(); ++i, at = next_key_[at]) moves[i] = static_cast<Move>(first_move_[at]);
  }
  std::vector<Move> path(uint64_t key) const {
    std::vector<Move> moves;
    path(key, moves);
    return moves;
  }

  // Every key's path as path(key) gives it, packed: move i in bits 2i and 2i+1, as the Move's value
  // (its length is distance(key)); 0 for an unreachable key. Keys taken in order of distance, so the
  // rest of a path is packed before the step onto it. O(keys); 8 bytes a key.
  // Precondition (asserted): moves 0-3, paths of at most 32 moves.
  std::vector<uint64_t> packed_paths() const {
    const int longest = 32;
    std::vector<uint32_t> at_distance(longest + 2, 0);  // counting sort: where each distance starts
    for (std::size_t key = 0; key < distance_.size(); ++key) {
      if (distance_[key] == unreached) continue;
      assert(distance_[key] <= longest && first_move_[key] < 4 &&
             "ShortestPathTable::packed_paths: 2 bits a move, 32 moves");
      ++at_distance[distance_[key] + 1u];
    }
    for (int d = 1; d <= longest + 1; ++d) at_distance[d] += at_distance[d - 1];
    std::vector<uint32_t> by_distance(at_distance[longest + 1]);
    for (std::size_t key = 0; key < distance_.size(); ++key)
      if (distance_[key] != unreached) by_distance[at_distance[distance_[key]]++] = static_cast<uint32_t>(key);
    std::vector<uint64_t> packed(distance_.size(), 0);
    for (std::size_t i = 0; i < by_distance.size(); ++i) {
      const uint32_t key = by_distance[i];
      if (distance_[key] > 0) packed[key] = first_move_[key] | packed[next_key_[key]] << 2;
    }
    return packed;
  }

 private:
  std::vector<uint8_t> distance_;
  std::vector<uint8_t> first_move_;  // a Move
  std::vector<uint32_t> next_key_;   // where the first move leads
};

}  // namespace puzzle

#endif  // PUZZLE_SHORTEST_PATH_TABLE_HPP
