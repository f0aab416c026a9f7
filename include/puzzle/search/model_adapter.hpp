// The base of a model made of another (estimated_model.hpp, tables/pattern_table.hpp): the other model's
// types, branching, moves and backward moves (search_model.hpp), forwarded, O(1) over its own. The
// other model must outlive it.
#ifndef PUZZLE_MODEL_ADAPTER_HPP
#define PUZZLE_MODEL_ADAPTER_HPP

#include "puzzle/search/backward_moves.hpp"
#include "puzzle/search/search_model.hpp"

namespace puzzle {

template <class Model>
class ModelAdapter {
 public:
  typedef typename Model::State State;
  typedef typename Model::Move Move;
  static const int max_branching = Model::max_branching;

  explicit ModelAdapter(const Model& model) : model_(model) {}

  int branching() const { return branching_of(model_); }
  int legal_moves(const State& state, Move* out) const { return model_.legal_moves(state, out); }
  int backward_moves(const State& state, Move* out) const { return backward_moves_of(model_, state, out); }
  void apply(State& state, Move move) const { model_.apply(state, move); }

 protected:
  const Model& model_;
};

}  // namespace puzzle

#endif  // PUZZLE_MODEL_ADAPTER_HPP
