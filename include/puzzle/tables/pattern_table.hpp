// A pattern table (pattern database: Culberson & Schaeffer 1998, "Pattern databases") over any
// projection of any model: the exact distance from every abstract state to the goals' projections,
// found by a breadth-first search, so that estimate(state) = table[projection.key(state)] in O(1) plus
// the projection's key. One table serves every puzzle whose abstract moves all cost 1, as HOG2's
// pattern-database base class does (the sliding-tile databases are apart: see the end of this block).
//
// A projection maps a State to an abstract state named by a dense key:
//   uint64_t key(const Model::State&) const   in [0, key_space()); O(state) at most
//   uint64_t key_space() const                abstract states: one byte of table each (< 2^32)
// Admissible because moves commute with the projection. Preconditions:
// - the projection is a homomorphism: states with one key have, after the same move, one key again
//   (projecting then moving = moving then projecting), and the same moves are legal from them;
// - model.inverse(m) undoes m (asserted on the projection at every edge). The search runs from the
//   goals on the backward moves (search/search_model.hpp: the legal moves when moves are reversible), so
//   the distance it measures is the distance to the goals, one-way moves or not.
// The search runs on the model itself: each abstract state is reached by a concrete state, whose
// moves give its neighbours (the homomorphism makes any such state a fair representative), so a
// projection needs no moves of its own. Distances are below 254 (asserted); a key no goal's
// projection reaches holds `unreached` (255), which no path beats.
// Build O(key_space x branching) moves and keys; memory key_space bytes plus the search's frontier
// (bfs_distances.hpp). Look-up O(1).
//
// The sliding-tile databases (sliding/estimates/pattern_database.hpp) are not a use of this table: they count
// only the pattern tiles' moves, the blank roaming for free, which is what makes disjoint tables add
// up (search/composed_estimate.hpp). Here that needs moves of cost 0 (a 0-1 breadth-first search) and an
// abstract state of the pattern tiles' cells and the blank's cell, then the least over blank cells:
// a prototype so built was many times slower for fifteen's three 5-tile databases
// (docs/performance.md), one copied board a move and every blank cell a state. That header is fast
// because its abstract state holds the blank's whole free region, expanded once by bit operations;
// here no board can stand for a region, as its blank's single moves reach only the neighbours of one
// cell.
#ifndef PUZZLE_PATTERN_TABLE_HPP
#define PUZZLE_PATTERN_TABLE_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/search/backward_moves.hpp"
#include "puzzle/tables/bfs_distances.hpp"
#include "puzzle/search/model_adapter.hpp"
#include "puzzle/search/search_model.hpp"

namespace puzzle {

namespace detail {

// The model seen through a projection and walked backward: its own states, its backward moves as
// the moves, keyed by the projection, so that a breadth-first table over it from the goals has one
// entry per abstract state, its distance to the goals.
template <class Model, class Projection>
class ProjectedModel : public ModelAdapter<Model> {
 public:
  typedef typename Model::State State;
  typedef typename Model::Move Move;

  ProjectedModel(const Model& model, const Projection& projection)
      : ModelAdapter<Model>(model), projection_(projection) {}

  int legal_moves(const State& state, Move* out) const { return backward_moves_of(this->model_, state, out); }
  void apply(State& state, typename Model::Move move) const {
    assert(inverse_undoes(state, move) && "PatternTable: model.inverse(move) does not undo move on the projection");
    this->model_.apply(state, move);
  }
  uint64_t key(const State& state) const {
    const uint64_t key = projection_.key(state);
    assert(key < projection_.key_space() && "PatternTable: a projection's key beyond its key_space()");
    return key;
  }
  uint64_t key_space() const { return projection_.key_space(); }

 private:
  bool inverse_undoes(const State& state, typename Model::Move move) const {
    State there_and_back = state;
    this->model_.apply(there_and_back, move);
    this->model_.apply(there_and_back, this->model_.inverse(move));
    return projection_.key(there_and_back) == projection_.key(state);
  }

  const Projection& projection_;
};

}  // namespace detail

template <class Model, class Projection>
class PatternTable {
 public:
  typedef typename Model::State State;

  // Tabulates the distance of every abstract state to the nearest of `goals` (see the preconditions
  // above). Precondition: goals not empty; projection.key_space() < 2^32.
  PatternTable(const Model& model, const Projection& projection, const std::vector<State>& goals)
      : projection_(projection), distance_(tabulate(model, projection, goals)) {}

  // Fewest moves from a state whose projection is `state`'s to a goal's projection: a lower bound
  // on the moves from `state` to a goal.
  int estimate(const State& state) const { return distance(projection_.key(state)); }
  // The same, by abstract key.
  int distance(uint64_t key) const {
    assert(key < distance_.size() && "PatternTable: key beyond the projection's key_space()");
    return distance_[key];
  }
  uint64_t entries() const { return distance_.size(); }

 private:
  static std::vector<uint8_t> tabulate(const Model& model, const Projection& projection,
                                       const std::vector<State>& goals) {
    assert(!goals.empty() && "PatternTable: no goal");
    (void)sizeof(ReversibleModel<Model>);  // a missing member is named here
    const detail::ProjectedModel<Model, Projection> projected(model, projection);
    (void)table_key_count(projected);  // asserts the key space fits in 32 bits
    std::vector<uint8_t> distance = bfs_distances(projected, goals);
    assert(std::find(distance.begin(), distance.end(), unreached - 1) == distance.end() &&
           "PatternTable: distances of 254 or more do not fit a byte");
    return distance;
  }

  Projection projection_;
  std::vector<uint8_t> distance_;  // by abstract key; `unreached` where no goal's projection leads
};

}  // namespace puzzle

#endif  // PUZZLE_PATTERN_TABLE_HPP
