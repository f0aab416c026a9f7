// The distance to the goals of every state within `radius` moves of them, kept in a hash map by key
// (for a model whose key space is too large for an array: no key_space needed), and the estimate it
// gives: a kept state's distance, radius + 1 for any other (it is farther, or it would be kept).
// Perimeter search (Dillenburg & Nelson 1994, "Perimeter search", Artificial Intelligence 65;
// Manzini 1995, "BIDA*: an improved perimeter search algorithm"): IDA* on the larger of this and a
// model's own estimate (search/composed_estimate.hpp) cuts a path radius + 1 moves before the goal unless
// it enters the perimeter, so a search to depth D costs about what one to D - radius did.
// Build: breadth-first from the goals along the backward moves (search/backward_moves.hpp), O(states within
// radius x branching); memory 2 to 4 hash slots of 16 bytes per state kept (util/key_map.hpp); an
// estimate O(key) and one look-up.
#ifndef PUZZLE_PERIMETER_TABLE_HPP
#define PUZZLE_PERIMETER_TABLE_HPP

#include <cassert>
#include <stdint.h>
#include <vector>

#include "puzzle/search/backward_moves.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/util/key_map.hpp"

namespace puzzle {

template <class Model>
class PerimeterTable {
 public:
  typedef typename Model::State State;
  typedef typename Model::Move Move;

  // Precondition (asserted): goals not empty, 0 <= radius < 254; the model's keys tell states apart
  // and are never ~0 (key_map.hpp). The model outlives the table.
  PerimeterTable(const Model& model, const std::vector<State>& goals, int radius) : model_(model), radius_(radius) {
    assert(!goals.empty() && 0 <= radius && radius < 254 && "PerimeterTable: goals, a radius of 0-253");
    (void)sizeof(SearchableModel<Model>);  // a missing member is named here
    std::vector<State> level, next_level;
    bool inserted = false;
    for (std::size_t i = 0; i < goals.size(); ++i) {
      distance_.insert(model.key(goals[i]), 0, inserted);
      if (inserted) level.push_back(goals[i]);
    }
    Move moves[Model::max_branching];
    for (int depth = 1; depth <= radius && !level.empty(); ++depth, level.swap(next_level)) {
      next_level.clear();
      for (std::size_t i = 0; i < level.size(); ++i) {
        const int count = backward_moves_of(model, level[i], moves);
        for (int m = 0; m < count; ++m) {
          State parent = level[i];
          model.apply(parent, moves[m]);
          distance_.insert(model.key(parent), static_cast<uint8_t>(depth), inserted);
          if (inserted) next_level.push_back(parent);
        }
      }
    }
  }

  // A lower bound on the moves from `state` to a goal: exact within the radius.
  int estimate(const State& state) const {
    const uint8_t* found = distance_.find(model_.key(state));
    return found ? *found : radius_ + 1;
  }
  int radius() const { return radius_; }
  // States kept, and the bytes the table takes.
  uint64_t entries() const { return distance_.size(); }
  uint64_t bytes() const { return distance_.bytes(); }

 private:
  const Model& model_;
  int radius_;
  KeyMap<uint8_t> distance_;
};

}  // namespace puzzle

#endif  // PUZZLE_PERIMETER_TABLE_HPP
