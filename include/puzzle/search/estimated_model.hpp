// A model searched with a given estimate in place of its own (or of none): it forwards the model's
// moves, goal and key, and answers estimate() from the estimate it holds (a pattern table,
// tables/pattern_table.hpp; a composed estimate, composed_estimate.hpp). IDA* and A* then run on it
// unchanged: ida_star(with_estimate(model, estimate), start, ...). O(1) per call over the model's and
// the estimate's own. The model is held by reference (it must outlive this), the estimate by value.
#ifndef PUZZLE_ESTIMATED_MODEL_HPP
#define PUZZLE_ESTIMATED_MODEL_HPP

#include <stdint.h>

#include "puzzle/search/model_adapter.hpp"

namespace puzzle {

template <class Model, class Estimate>
class EstimatedModel : public ModelAdapter<Model> {
 public:
  typedef typename Model::State State;

  // Precondition: `estimate` is admissible for the model's goals, or searches stop being shortest.
  EstimatedModel(const Model& model, const Estimate& estimate) : ModelAdapter<Model>(model), estimate_(estimate) {}

  typename Model::Move inverse(typename Model::Move move) const { return this->model_.inverse(move); }
  bool is_goal(const State& state) const { return this->model_.is_goal(state); }
  uint64_t key(const State& state) const { return this->model_.key(state); }
  int estimate(const State& state) const { return estimate_.estimate(state); }

 private:
  Estimate estimate_;
};

template <class Model, class Estimate>
EstimatedModel<Model, Estimate> with_estimate(const Model& model, const Estimate& estimate) {
  return EstimatedModel<Model, Estimate>(model, estimate);
}

}  // namespace puzzle

#endif  // PUZZLE_ESTIMATED_MODEL_HPP
