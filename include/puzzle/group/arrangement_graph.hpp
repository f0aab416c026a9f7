// A permutation group acting on where k tracked items stand among its n points, as a search model: a
// state lists the points of the tracked items, a move sends each through one generator. States:
// n!/(n-k)!, keyed densely by rank_arrangement; k = n is the group's whole Cayley graph. O(k) per move.
#ifndef PUZZLE_ARRANGEMENT_GRAPH_HPP
#define PUZZLE_ARRANGEMENT_GRAPH_HPP

#include <cassert>
#include <stdint.h>

#include "puzzle/group/permutation_group.hpp"
#include "puzzle/ranking/permutation_rank.hpp"

namespace puzzle {

// point[i] is where tracked item i stands (i < tracked); the rest is unused.
struct ArrangementState {
  uint8_t point[max_permutation_size];
};

// Search model (see search_model.hpp); moves are the group's moves (generator indices), in index
// order; inverse(move) and the backward moves may be generators that are no move (one-way moves),
// which apply() takes as well. MaxMoves: the most moves of the group (asserted), the model's
// max_branching.
template <int MaxMoves>
class BasicArrangementGraph {
 public:
  typedef ArrangementState State;
  typedef int Move;
  static const int max_branching = MaxMoves;

  // Precondition: 0 <= tracked <= generators.points(), tracked <= max_permutation_size (the state's
  // array), and the arrangements' count fits in 64 bits (arrangement_count asserts it).
  BasicArrangementGraph(const PermutationGenerators& generators, int tracked)
      : generators_(within_moves(generators, MaxMoves)), tracked_(tracked), key_space_(0) {
    assert(tracked >= 0 && tracked <= generators.points() && "ArrangementGraph: 0 to points tracked items");
    assert(tracked <= max_permutation_size && "ArrangementGraph: at most 16 tracked items");
    key_space_ = arrangement_count(generators.points(), tracked);
    for (int i = 0; i < tracked; ++i) place_value_[i] = arrangement_count(generators.points() - i - 1, tracked - i - 1);
  }

  // The state whose tracked items stand on points[0..tracked).
  template <class Point>
  State make_state(const Point* points) const {
    State state = State();
    for (int i = 0; i < tracked_; ++i) state.point[i] = static_cast<uint8_t>(points[i]);
    return state;
  }

  // This group's own: its moves (sizes tables of moves, search_model.hpp).
  int branching() const { return generators_.moves(); }
  int legal_moves(const State&, Move* out) const { return generators_.write_moves(out); }
  // The generators that lead back to a state's parents (search_model.hpp): the moves' inverses.
  int backward_moves(const State&, Move* out) const { return generators_.write_backward_moves(out); }
  void apply(State& state, Move move) const {
    for (int i = 0; i < tracked_; ++i) state.point[i] = static_cast<uint8_t>(generators_.image(move, state.point[i]));
  }
  Move inverse(Move move) const { return generators_.inverse(move); }

  // rank_arrangement(state.point, tracked, points), its Lehmer digits weighed by place values kept
  // here: no chain of multiplications.
  uint64_t key(const State& state) const {
    uint64_t key = 0;
    uint32_t used = 0;
    for (int i = 0; i < tracked_; ++i) {
      key += lehmer_digit(state.point[i], used) * place_value_[i];
      used |= 1u << state.point[i];
    }
    return key;
  }
  uint64_t key_space() const { return key_space_; }

 private:
  PermutationGenerators generators_;
  int tracked_;
  uint64_t key_space_;
  uint64_t place_value_[max_permutation_size];  // what a Lehmer digit of each tracked item weighs in a key
};

template <int MaxMoves>
const int BasicArrangementGraph<MaxMoves>::max_branching;

// With the bound of every group model of this suite but booksort's.
typedef BasicArrangementGraph<max_group_moves> ArrangementGraph;

}  // namespace puzzle

#endif  // PUZZLE_ARRANGEMENT_GRAPH_HPP
