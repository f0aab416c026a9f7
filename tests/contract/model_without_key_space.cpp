// Must not compile: a model with no key_space handed to the breadth-first table. The test
// (tests/CMakeLists.txt, contract.*) expects the compiler to stop and to name `key_space`.
#include "puzzle/tables/bfs_distances.hpp"

#include <vector>

struct CounterWithoutKeySpace {
  typedef int State;
  typedef int Move;
  static const int max_branching = 1;
  int legal_moves(const State& state, Move* out) const {
    out[0] = 1;
    return state < 9 ? 1 : 0;
  }
  void apply(State& state, Move move) const { state += move; }
  uint64_t key(const State& state) const { return static_cast<uint64_t>(state); }
};

int main() { return puzzle::bfs_distances(CounterWithoutKeySpace(), std::vector<int>(1, 0)).empty() ? 1 : 0; }
