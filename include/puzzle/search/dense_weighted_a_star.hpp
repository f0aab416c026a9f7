// A* over a graph whose states are numbered densely, in [0, key_space), and whose steps cost unlike
// (positive whole numbers), from one or several starts, each with a cost already paid: the cheapest
// path to a goal (Hart, Nilsson & Raphael 1968) when the estimate is consistent. The other searches
// (a_star.hpp and its kin) count moves and key states in a hash map; this one is for a model that
// works out its own steps and their costs (the row-by-row solver's tile, which steps once or waits for
// the blank to walk around it: sliding/any_size/row_column_solver.hpp). Ties of the estimated total
// go to the smaller state, so the path does not depend on the open list's layout. Its arrays (cost,
// parent, a stamp a state) are kept between searches, grown to the largest key space met, and cleared
// by the stamp, not by a pass; so is the open list's memory.
//
// The model (checked when the search is instantiated, as search_model.hpp checks the others):
//   static const int max_branching           most successors of any state
//   uint64_t key_space() const               states lie in [0, key_space)
//   long estimate(long state) const          consistent lower bound on the cost left to a goal
//   bool is_goal(long state) const
//   int successors(long state, long* next, long* step_cost)
//                                            writes each successor and its step's cost (> 0), returns
//                                            how many; may change the model's own memory (its steps
//                                            can come from a search of their own)
// Time O(E log E) for the E steps generated; memory 24 bytes a key and 24 an open entry.
// Precondition: key_space < 2^31; start states distinct, in range.
#ifndef PUZZLE_DENSE_WEIGHTED_A_STAR_HPP
#define PUZZLE_DENSE_WEIGHTED_A_STAR_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

namespace puzzle {

#ifndef PUZZLE_BUNDLE
template <class Model>
struct DenseWeightedModel {
  static Model& model();
  static long* states();
  enum {
    has_max_branching = sizeof(char[Model::max_branching]),
    has_key_space = sizeof(model().key_space()),
    has_estimate = sizeof(model().estimate(0L)),
    has_is_goal = sizeof(model().is_goal(0L)),
    has_successors = sizeof(model().successors(0L, states(), states()))
  };
};
#else  // a bundle is the CMake build's code, checked there: the contract's name only
template <class Model>
struct DenseWeightedModel {};
#endif

template <class Model>
class DenseWeightedAStar {
 public:
  DenseWeightedAStar() : stamp_(0) {}

  // The cheapest path from one of starts[0..count) (start_costs[i] already paid) to a goal, as its
  // states from the start to the goal, in `path`; false (path empty) when no goal is reachable.
  bool operator()(Model& model, const long* starts, const long* start_costs, int count, std::vector<long>& path) {
    (void)sizeof(DenseWeightedModel<Model>);  // a missing member is named here
    const uint64_t key_space = model.key_space();
    assert(key_space < (uint64_t(1) << 31) && "DenseWeightedAStar: key_space < 2^31");
    if (stamp_of_.size() < key_space) {
      stamp_of_.resize(static_cast<std::size_t>(key_space), 0);
      cost_.resize(static_cast<std::size_t>(key_space));
      parent_.resize(static_cast<std::size_t>(key_space));
    }
    ++stamp_;
    open_.clear();
    path.clear();
    for (int i = 0; i < count; ++i) reach(model, starts[i], start_costs[i], no_state);
    long goal = no_state;
    long next[Model::max_branching], step_cost[Model::max_branching];
    while (!open_.empty()) {
      std::pop_heap(open_.begin(), open_.end());
      const Entry top = open_.back();
      open_.pop_back();
      if (top.cost > cost_[static_cast<std::size_t>(top.state)]) continue;  // reached more cheaply since
      if (model.is_goal(top.state)) {
        goal = top.state;
        break;
      }
      const int successors = model.successors(top.state, next, step_cost);
      for (int i = 0; i < successors; ++i) reach(model, next[i], top.cost + step_cost[i], top.state);
    }
    if (goal == no_state) return false;
    for (long state = goal; state != no_state; state = parent_[static_cast<std::size_t>(state)]) path.push_back(state);
    std::reverse(path.begin(), path.end());
    return true;
  }

 private:
  // The parent of a start.
  static const long no_state = -1;

  // An open state and the cost it was reached at; the heap's top is the least estimated total, then
  // the smaller state (each pair of those is met once a search: a state is pushed again only cheaper).
  struct Entry {
    long total, state, cost;
    bool operator<(const Entry& other) const {
      return total != other.total ? total > other.total : state > other.state;
    }
  };

  void reach(const Model& model, long state, long cost, long parent) {
    assert(state >= 0 && static_cast<uint64_t>(state) < model.key_space() && "DenseWeightedAStar: a state in range");
    const std::size_t at = static_cast<std::size_t>(state);
    if (stamp_of_[at] == stamp_ && cost_[at] <= cost) return;
    stamp_of_[at] = stamp_;
    cost_[at] = cost;
    parent_[at] = parent;
    const Entry entry = {cost + model.estimate(state), state, cost};
    open_.push_back(entry);
    std::push_heap(open_.begin(), open_.end());
  }

  long stamp_;                  // this search's mark: an entry of the arrays below is current when stamp_of_ holds it
  std::vector<long> stamp_of_;  // per state
  std::vector<long> cost_;      // per state: the least cost it was reached at
  std::vector<long> parent_;    // per state: the state it was reached from, or no_state
  std::vector<Entry> open_;     // a heap
};

}  // namespace puzzle

#endif  // PUZZLE_DENSE_WEIGHTED_A_STAR_HPP
