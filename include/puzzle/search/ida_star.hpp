// Generic IDA*: depth-first iterative deepening on f = g + estimate, from one start or the nearest of
// several. With an admissible estimate it returns a shortest path, and the first in the model's move
// order. Memory O(depth); time ~ nodes. Korf 1985, "Depth-first iterative-deepening: an optimal
// admissible tree search".
#ifndef PUZZLE_IDA_STAR_HPP
#define PUZZLE_IDA_STAR_HPP

#include <algorithm>
#include <climits>
#include <cstddef>
#include <stdint.h>
#include <limits>
#include <vector>

#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

namespace detail {

template <class Model>
class IdaStarSearch {
 public:
  typedef typename Model::State State;
  typedef typename Model::Move Move;
  enum { model_has_every_member_ida_star_needs = sizeof(IdaStarModel<Model>) };

  // Searches from starts[0..start_count), which outlive the search; tells `monitor` (if any) each
  // threshold's nodes as it is done, then the totals.
  IdaStarSearch(const Model& model, const State* starts, std::size_t start_count, uint64_t max_expanded,
                SearchMonitor* monitor)
      : model_(model), starts_(starts), start_count_(start_count), expanded_(0), max_expanded_(max_expanded),
        monitor_(monitor) {}

  SearchResult<Move> run(int max_cost) {
    SearchResult<Move> result;
    result.found = false;
    result.start = 0;
    bound_ = INT_MAX;
    for (std::size_t i = 0; i < start_count_; ++i) bound_ = std::min(bound_, model_.estimate(starts_[i]));
    int deepest = 0;  // the last threshold searched: no path held more nodes
    for (; bound_ <= max_cost && !result.found; bound_ = next_bound_) {
      next_bound_ = INT_MAX;
      const uint64_t before = expanded_;
      for (std::size_t i = 0; i < start_count_ && !result.found; ++i) {
        state_ = starts_[i];
        if (extend(0, Move(), false)) result.found = true, result.start = i;
      }
      deepest = bound_;
      if (monitor_) monitor_->level("threshold", bound_, expanded_ - before);
      if (next_bound_ == INT_MAX || expanded_ > max_expanded_) break;  // exhausted, or out of budget
    }
    result.stopped = !result.found && expanded_ > max_expanded_;
    result.moves = path_;
    result.expanded = expanded_;
    if (monitor_) monitor_->searched(expanded_, static_cast<uint64_t>(deepest) + 1, 0, result.found, result.stopped);
    return result;
  }

 private:
  // Depth-first below the current state, at cost g, skipping the move that undoes `last`.
  bool extend(int g, Move last, bool has_last) {
    if (expanded_ > max_expanded_) return false;  // out of budget: unwind, finding nothing more
    const int f = g + model_.estimate(state_);
    if (f > bound_) {
      if (f < next_bound_) next_bound_ = f;
      return false;
    }
    if (model_.is_goal(state_)) return true;
    ++expanded_;
    Move moves[Model::max_branching];
    const int count = model_.legal_moves(state_, moves);
    for (int i = 0; i < count; ++i) {
      const Move move = moves[i];
      if (has_last && move == model_.inverse(last)) continue;
      model_.apply(state_, move);
      path_.push_back(move);
      if (extend(g + 1, move, true)) return true;
      path_.pop_back();
      model_.undo(state_, move);
    }
    return false;
  }

  const Model& model_;
  const State* starts_;
  std::size_t start_count_;
  State state_;
  std::vector<Move> path_;
  int bound_, next_bound_;
  uint64_t expanded_, max_expanded_;
  SearchMonitor* monitor_;
};

}  // namespace detail

// Shortest path from `start` to a goal of `model` costing at most max_cost; found = false if none.
// Among shortest paths it returns the lexicographically smallest in the model's move order.
// Precondition: model.estimate is admissible. A start with no solution: with a cost limit, found =
// false once every path within it is tried; with INT_MAX, it never ends (paths, unlike states, do not
// run out in a graph with cycles), so check solvability first (e.g. sliding/sliding_parity.hpp).
template <class Model>
SearchResult<typename Model::Move> ida_star(const Model& model, const typename Model::State& start,
                                            int max_cost) {
  return detail::IdaStarSearch<Model>(model, &start, 1, std::numeric_limits<uint64_t>::max(), 0).run(max_cost);
}

// As above, but gives up once it has expanded more than max_expanded nodes: then found = false,
// stopped = true and expanded > max_expanded (the caller may switch to a stronger method; see
// sliding_pdb_solver.hpp). `monitor`, if given, hears each threshold as it is done (search_monitor.hpp).
template <class Model>
SearchResult<typename Model::Move> ida_star(const Model& model, const typename Model::State& start,
                                            int max_cost, uint64_t max_expanded, SearchMonitor* monitor = 0) {
  return detail::IdaStarSearch<Model>(model, &start, 1, max_expanded, monitor).run(max_cost);
}

// Shortest path from the nearest of `starts` to a goal, costing at most max_cost; result.start is the
// index of the start it leaves from: the first start, in the given order, from which a shortest path
// leaves (so a goal among the starts is found with no moves), and the path is the one ida_star from
// that start alone returns. found = false if there is none. `monitor` as for ida_star.
template <class Model>
SearchResult<typename Model::Move> ida_star_from_nearest(const Model& model,
                                                         const std::vector<typename Model::State>& starts,
                                                         int max_cost, SearchMonitor* monitor = 0) {
  return detail::IdaStarSearch<Model>(model, starts.empty() ? 0 : &starts[0], starts.size(),
                                      std::numeric_limits<uint64_t>::max(), monitor)
      .run(max_cost);
}

}  // namespace puzzle

#endif  // PUZZLE_IDA_STAR_HPP
