// What a puzzle model supplies to the generic searches (ida_star, a_star, bfs_distances), and the
// result they return. Searches know nothing of tiles or cubes; every move costs 1.
#ifndef PUZZLE_SEARCH_MODEL_HPP
#define PUZZLE_SEARCH_MODEL_HPP

#include <cstddef>
#include <stdint.h>
#include <vector>

namespace puzzle {

// A model M provides:
//   typedef ... State;  typedef ... Move;          copyable values
//   static const int max_branching;               most legal moves of any state
//   int  legal_moves(const State&, Move* out)     writes them in the canonical order, returns count
//   void apply(State&, Move)  void undo(State&, Move)  Move inverse(Move)
//   int  estimate(const State&)                   admissible lower bound on the moves left (searches)
//   bool is_goal(const State&)                    (searches)
//   uint64_t key(const State&)               distinct per state (a_star, bfs_distances)
//   uint64_t key_space()                     keys lie in [0, key_space) (bfs_distances)
//   State state_of_key(uint64_t)             the state a key stands for (direction_optimizing_distances)
//   uint64_t child_key(parent, parent_key, move, child)  optional: key(child), cheaper (bfs_distances)

template <class Move>
struct SearchResult {
  bool found;               // a path within the cost limit exists
  std::vector<Move> moves;  // a shortest path when found
  uint64_t expanded;   // nodes whose successors were generated
  std::size_t start;        // which start the path leaves from, for a search from several (else 0)
};

}  // namespace puzzle

#endif  // PUZZLE_SEARCH_MODEL_HPP
