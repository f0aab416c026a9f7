// The 2x2x2 pocket cube, the example of docs/adding_a_puzzle.md for pattern tables: a model with no
// estimate of its own, searched by IDA* on the larger of two tables over its projections (the corners'
// order, their twists: tables/pattern_table.hpp, composed_estimate.hpp).
// The down-back-left corner stays fixed (every turn of the R, U or F face leaves it be), so a state is
// where the 7 other corners stand and how each is twisted: 7! x 3^6 = 3,674,160 states (the seventh
// twist follows from the others, their sum being 0 mod 3). Moves, half-turn metric (each costs 1):
// R, R2, R', U, U2, U', F, F2, F'. Corner numbering and the quarter turns' tables after Kociemba's
// cube explorer ("cubie level"), with DBL and DRB swapped so that the fixed corner is the last.
// O(7) per move and per key; the estimate builds 5,040 + 729 table entries, then O(7) per look-up.
#ifndef PUZZLE_EXAMPLES_POCKET_CUBE_HPP
#define PUZZLE_EXAMPLES_POCKET_CUBE_HPP

#include <cassert>
#include <stdint.h>

#include <vector>

#include "puzzle/ranking/permutation_rank.hpp"
#include "puzzle/search/composed_estimate.hpp"
#include "puzzle/tables/pattern_table.hpp"

namespace puzzle {

// The corners that move, by position: URF, UFL, ULB, UBR, DFR, DLF, DRB.
enum { pocket_corners = 7, pocket_faces = 3, pocket_moves = 9, pocket_twists = 729 };  // 729 = 3^6

// corner[p]: which corner stands on position p; twist[p]: how far it is turned clockwise, 0..2.
struct PocketCubeState {
  uint8_t corner[pocket_corners];
  uint8_t twist[pocket_corners];
};

class PocketCube {
 public:
  typedef PocketCubeState State;
  typedef int Move;  // 3 x face (R, U, F) + quarter turns - 1: R, R2, R', U, U2, U', F, F2, F'
  static const int max_branching = pocket_moves;

  PocketCube() {
    // The clockwise quarter turns: position p receives the corner of position from[p], its twist
    // increased by twist[p].
    static const uint8_t from[pocket_faces][pocket_corners] = {
        {4, 1, 2, 0, 6, 5, 3}, {3, 0, 1, 2, 4, 5, 6}, {1, 5, 2, 3, 0, 4, 6}};
    static const uint8_t twist[pocket_faces][pocket_corners] = {
        {2, 0, 0, 1, 1, 0, 2}, {0, 0, 0, 0, 0, 0, 0}, {1, 2, 0, 0, 2, 1, 0}};
    for (int face = 0; face < pocket_faces; ++face) {
      State turned = solved();
      for (int turns = 0; turns < 3; ++turns) {
        const State before = turned;
        for (int p = 0; p < pocket_corners; ++p) {
          turned.corner[p] = before.corner[from[face][p]];
          turned.twist[p] = static_cast<uint8_t>((before.twist[from[face][p]] + twist[face][p]) % 3);
        }
        // The solved cube turned: position p holds the corner the move brings there, so twisted.
        for (int p = 0; p < pocket_corners; ++p) {
          from_[face * 3 + turns][p] = turned.corner[p];
          twist_[face * 3 + turns][p] = turned.twist[p];
        }
      }
    }
  }

  State solved() const {
    State state;
    for (int p = 0; p < pocket_corners; ++p) {
      state.corner[p] = static_cast<uint8_t>(p);
      state.twist[p] = 0;
    }
    return state;
  }

  int legal_moves(const State&, Move* out) const {
    for (int move = 0; move < pocket_moves; ++move) out[move] = move;
    return pocket_moves;
  }
  void apply(State& state, Move move) const {
    const State before = state;
    for (int p = 0; p < pocket_corners; ++p) {
      const int source = from_[move][p];
      state.corner[p] = before.corner[source];
      state.twist[p] = static_cast<uint8_t>((before.twist[source] + twist_[move][p]) % 3);
    }
  }
  // The same face turned the other way (a half turn is its own inverse).
  Move inverse(Move move) const { return move / 3 * 3 + 2 - move % 3; }
  bool is_goal(const State& state) const { return key(state) == 0; }

  // The two halves of a key, each itself a dense key of a projection: the rank of the corners' order
  // (7! values) and the twists of the first six positions in base 3 (3^6 values).
  static uint64_t order_key(const State& state) { return rank_permutation(state.corner, pocket_corners); }
  static uint64_t twist_key(const State& state) {
    uint64_t key = 0;
    for (int p = 0; p < pocket_corners - 1; ++p) key = key * 3 + state.twist[p];
    return key;
  }
  uint64_t key(const State& state) const { return order_key(state) * pocket_twists + twist_key(state); }
  uint64_t key_space() const { return factorial(pocket_corners) * pocket_twists; }
  State state_of_key(uint64_t key) const {
    assert(key < key_space() && "PocketCube: key out of range");
    State state;
    unrank_permutation(key / pocket_twists, pocket_corners, state.corner);
    unsigned twists = static_cast<unsigned>(key % pocket_twists), sum = 0;
    for (int p = pocket_corners - 2; p >= 0; --p, twists /= 3) {
      state.twist[p] = static_cast<uint8_t>(twists % 3);
      sum += state.twist[p];
    }
    state.twist[pocket_corners - 1] = static_cast<uint8_t>((3 - sum % 3) % 3);
    return state;
  }

 private:
  uint8_t from_[pocket_moves][pocket_corners];   // position p receives the corner of from_[m][p]
  uint8_t twist_[pocket_moves][pocket_corners];  // and turns it by twist_[m][p]
};

// Projections of the cube for pattern tables (tables/pattern_table.hpp): the corners' order alone
// and their twists alone. Each is a homomorphism: a move's effect on the order depends on the order
// only, on the twists on the twists only.
struct PocketCornerOrder {
  uint64_t key(const PocketCubeState& state) const { return PocketCube::order_key(state); }
  uint64_t key_space() const { return factorial(pocket_corners); }
};
struct PocketCornerTwist {
  uint64_t key(const PocketCubeState& state) const { return PocketCube::twist_key(state); }
  uint64_t key_space() const { return pocket_twists; }
};

typedef PatternTable<PocketCube, PocketCornerOrder> PocketOrderTable;
typedef PatternTable<PocketCube, PocketCornerTwist> PocketTwistTable;
typedef ComposedEstimate<LargerEstimate, PocketOrderTable, PocketTwistTable> PocketCubeEstimate;

// The larger of the two tables, both from the solved cube: admissible, as each is.
inline PocketCubeEstimate pocket_cube_estimate(const PocketCube& cube) {
  const std::vector<PocketCubeState> solved(1, cube.solved());
  return max_estimate(PocketOrderTable(cube, PocketCornerOrder(), solved),
                      PocketTwistTable(cube, PocketCornerTwist(), solved));
}

}  // namespace puzzle

#endif  // PUZZLE_EXAMPLES_POCKET_CUBE_HPP
