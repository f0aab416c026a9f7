// The moves that lead from a state to its parents, for the searches that walk edges backward (from
// the goals: tables/shortest_path_table.hpp, tables/pattern_table.hpp; bottom-up levels of
// tables/direction_optimizing_distances.hpp): a model's own backward_moves where it has them (one-way moves,
// search_model.hpp), else its legal moves, which lead back too when moves are reversible. O(1) over
// the model's call.
#ifndef PUZZLE_BACKWARD_MOVES_HPP
#define PUZZLE_BACKWARD_MOVES_HPP

namespace puzzle {

namespace detail {

// model.backward_moves(state, out) where the model has it (the first overload drops out of the set
// when &Model::backward_moves names nothing), else its legal moves: reversible moves lead back too.
template <class Model, int (Model::*)(const typename Model::State&, typename Model::Move*) const>
struct BackwardMovesMember {
  typedef int type;
};
template <class Model>
typename BackwardMovesMember<Model, &Model::backward_moves>::type own_backward_moves(const Model& model,
                                                                                     const typename Model::State& state,
                                                                                     typename Model::Move* out, int) {
  return model.backward_moves(state, out);
}
template <class Model>
int own_backward_moves(const Model& model, const typename Model::State& state, typename Model::Move* out, long) {
  return model.legal_moves(state, out);
}

}  // namespace detail

// The moves that lead from `state` to each of its parents (a parent is `state` after one of them;
// inverse() of it is the move from the parent back to `state`): the model's backward_moves if it has
// them (one-way moves), else its legal moves. Writes at most max_branching moves; returns how many.
template <class Model>
int backward_moves_of(const Model& model, const typename Model::State& state, typename Model::Move* out) {
  return detail::own_backward_moves(model, state, out, 0);
}

}  // namespace puzzle

#endif  // PUZZLE_BACKWARD_MOVES_HPP
