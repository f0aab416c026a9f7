// The pancake puzzle, the worked example of docs/adding_a_puzzle.md: a stack of n pancakes of sizes
// 0..n-1 (0 the smallest, on top), one move flips the top k of them (2 <= k <= n); the goal is the
// stack sorted, smallest on top. A search model for every search of the core (see
// search/search_model.hpp). Estimate: the gap heuristic (Helmert 2010, "Landmark heuristics for the
// pancake problem"): adjacent pancakes whose sizes differ by more than one, the plate counting as
// size n under the stack; a flip changes one adjacency, so it removes at most one gap.
// O(n) per move and per estimate; n <= max_permutation_size.
#ifndef PUZZLE_EXAMPLES_PANCAKE_PUZZLE_HPP
#define PUZZLE_EXAMPLES_PANCAKE_PUZZLE_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>

#include "puzzle/ranking/permutation_rank.hpp"

namespace puzzle {

// A stack: size[i] is the size of the pancake i-th from the top.
struct PancakeStack {
  uint8_t size[max_permutation_size];
};

class PancakePuzzle {
 public:
  typedef PancakeStack State;
  typedef int Move;  // how many pancakes the flip turns over, 2..n
  static const int max_branching = max_permutation_size - 1;

  // Precondition: 2 <= pancakes <= max_permutation_size.
  explicit PancakePuzzle(int pancakes) : pancakes_(pancakes) {
    assert(pancakes >= 2 && pancakes <= max_permutation_size && "PancakePuzzle: 2 to 16 pancakes");
  }

  // The canonical move order: flips of 2, 3, ..., n pancakes.
  int legal_moves(const State&, Move* out) const {
    for (int k = 2; k <= pancakes_; ++k) out[k - 2] = k;
    return pancakes_ - 1;
  }
  void apply(State& state, Move flip) const { std::reverse(state.size, state.size + flip); }
  Move inverse(Move flip) const { return flip; }

  int estimate(const State& state) const {
    int gaps = 0;
    for (int i = 0; i < pancakes_; ++i) {
      const int below = i + 1 < pancakes_ ? state.size[i + 1] : pancakes_;  // the plate is size n
      gaps += state.size[i] - below > 1 || below - state.size[i] > 1;
    }
    return gaps;
  }
  // No gap means sizes step by one down to the plate: the sorted stack.
  bool is_goal(const State& state) const { return estimate(state) == 0; }

  // For the tables and A*: every stack keyed by its rank among the n! orders.
  uint64_t key(const State& state) const { return rank_permutation(state.size, pancakes_); }
  uint64_t key_space() const { return factorial(pancakes_); }
  State state_of_key(uint64_t key) const {
    State state = State();
    unrank_permutation(key, pancakes_, state.size);
    return state;
  }

 private:
  int pancakes_;
};

}  // namespace puzzle

#endif  // PUZZLE_EXAMPLES_PANCAKE_PUZZLE_HPP
