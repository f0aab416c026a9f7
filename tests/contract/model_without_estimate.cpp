// Must not compile: a model with no estimate handed to IDA*. The test (tests/CMakeLists.txt, contract.*)
// expects the compiler to stop and to name the missing member, `estimate`.
#include "puzzle/search/ida_star.hpp"

#include <climits>

struct CounterWithoutEstimate {
  typedef int State;
  typedef int Move;
  static const int max_branching = 1;
  int legal_moves(const State&, Move* out) const {
    out[0] = 1;
    return 1;
  }
  void apply(State& state, Move move) const { state += move; }
  Move inverse(Move move) const { return -move; }
  bool is_goal(const State& state) const { return state == 3; }
};

int main() { return puzzle::ida_star(CounterWithoutEstimate(), 0, puzzle::IdaStarOptions<>()).found ? 0 : 1; }
