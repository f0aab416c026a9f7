// Generic IDA*: depth-first iterative deepening on f = g + estimate, from one start or the nearest of
// several. With an admissible estimate it returns a shortest path, and the first in the model's move
// order. It never undoes the last move and, given a move-pruning automaton (move_pruning.hpp), never
// makes a move the automaton forbids. Children are copies of their parent, each bounded before the
// search goes down to it. One entry point, ida_star(model, start or starts, options): the options
// (IdaStarOptions) carry the cost bound, the node budget and its give-up rule, the pruning and the
// monitor, each with a default. Memory O(depth) states; time ~ nodes. Korf 1985, "Depth-first
// iterative-deepening: an optimal admissible tree search".
#ifndef PUZZLE_IDA_STAR_HPP
#define PUZZLE_IDA_STAR_HPP

#include <algorithm>
#include <cassert>
#include <climits>
#include <cstddef>
#include <stdint.h>
#include <vector>

#include "puzzle/search/node_limit.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"

namespace puzzle {

// The pruning type of IdaStarOptions when none is given: an automaton that forbids nothing (IDA*
// itself never undoes the last move, whatever the pruning).
struct NoMovePruning {
  typedef char Trail;
  Trail start() const { return 0; }
  template <class Move>
  bool allows(Trail, Move, Trail&) const {
    return true;
  }
};

// How ida_star searches besides the model and the start. Each field has a default, and each setter
// returns the options, so a call names only what it changes:
//   ida_star(model, start, IdaStarOptions<>().bound(31).monitored_by(&monitor))
//   ida_star(model, start, IdaStarOptions<MovePruning>().budget(nodes).pruned_by(&pruning))
// Pruning: a move-pruning automaton (MovePruning of move_pruning.hpp, or any class with a Trail type,
// Trail start() and bool allows(const Trail&, Move, Trail& next)), built from a model whose moves
// have the same effects; the answer is the same (see move_pruning.hpp), the work usually less.
// Without one (IdaStarOptions<>, or no pruned_by) IDA* only never undoes the last move.
template <class Pruning = NoMovePruning>
struct IdaStarOptions {
  int max_cost;            // no path costing more is looked for; default INT_MAX: no bound
  uint64_t max_expanded;   // past this many nodes expanded, the search stops; default: no budget
  bool gives_up_early;     // also stop before an iteration the budget cannot pay for (give_up_early)
  const Pruning* pruning;  // never try a move it forbids; default null: no automaton
  SearchMonitor* monitor;  // hears each threshold as it is done, then the totals; default null: nobody

  IdaStarOptions() : max_cost(INT_MAX), max_expanded(no_node_limit), gives_up_early(false), pruning(0), monitor(0) {}
  IdaStarOptions& bound(int cost) {
    max_cost = cost;
    return *this;
  }
  IdaStarOptions& budget(uint64_t nodes) {
    max_expanded = nodes;
    return *this;
  }
  // Stop before an iteration when it and one more as large (a goal not found in it) would overrun
  // the budget, as the growth of the last two iterations predicts: a caller that then switches to a
  // stronger method wastes less on a start it could not finish.
  IdaStarOptions& give_up_early(bool yes = true) {
    gives_up_early = yes;
    return *this;
  }
  IdaStarOptions& pruned_by(const Pruning* automaton) {
    pruning = automaton;
    return *this;
  }
  IdaStarOptions& monitored_by(SearchMonitor* watcher) {
    monitor = watcher;
    return *this;
  }
};

namespace detail {

template <class Model, class Pruning>
class IdaStarSearch {
 public:
  typedef typename Model::State State;
  typedef typename Model::Move Move;
  typedef typename Pruning::Trail Trail;
  enum { model_has_every_member_ida_star_needs = sizeof(IdaStarModel<Model>) };

  // Searches from starts[0..start_count) as `options` say; both outlive the search.
  IdaStarSearch(const Model& model, const State* starts, std::size_t start_count,
                const IdaStarOptions<Pruning>& options)
      : model_(model), starts_(starts), start_count_(start_count), options_(options), expanded_(0) {}

  SearchResult<Move> run() {
    SearchResult<Move> result;
    bound_ = INT_MAX;
    for (std::size_t i = 0; i < start_count_; ++i) bound_ = std::min(bound_, model_.estimate(starts_[i]));
    const Trail start = options_.pruning ? options_.pruning->start() : Trail();
    int deepest = 0;  // the last threshold searched: no path held more nodes
    uint64_t last_iteration = 0;
    bool gave_up = false;
    for (; bound_ <= options_.max_cost && !result.found; bound_ = next_bound_) {
      next_bound_ = INT_MAX;
      const uint64_t before = expanded_;
      for (std::size_t i = 0; i < start_count_ && !result.found; ++i) {
        const int f = model_.estimate(starts_[i]);
        if (f > bound_)
          next_bound_ = std::min(next_bound_, f);
        else if (extend(starts_[i], 0, Move(), start))
          result.found = true, result.start = i;
      }
      deepest = bound_;
      const uint64_t iteration = expanded_ - before;
      if (options_.monitor) options_.monitor->level("threshold", bound_, iteration);
      if (result.found || next_bound_ == INT_MAX || over_budget()) break;  // found, exhausted, out of budget
      // Giving up early: the next iteration will take about this one times the growth of the last
      // two, and unless it finds a goal the one after takes more again; stop if both would overrun.
      gave_up = options_.gives_up_early && last_iteration > 0 &&
                expanded_ + 2.0 * iteration * iteration / last_iteration > static_cast<double>(options_.max_expanded);
      if (gave_up) break;
      last_iteration = iteration;
    }
    result.stopped = !result.found && (gave_up || over_budget());
    // The loop ran past the cost limit: nodes were left beyond it (a break leaves bound_ within it).
    if (bound_ > options_.max_cost) result.over_bound = options_.max_cost;
    result.moves = path_;
    result.expanded = expanded_;
    if (options_.monitor)
      options_.monitor->searched(expanded_, static_cast<uint64_t>(deepest) + 1, 0, result.found, result.stopped);
    return result;
  }

 private:
  bool over_budget() const { return expanded_ > options_.max_expanded; }

  // Depth-first below `state`, reached at cost g (within the bound) by a path ending with move `last`
  // (none when g = 0) that left the automaton, if any, in `trail`. Each child is a copy, its bound
  // checked before going down to it.
  bool extend(const State& state, int g, Move last, const Trail& trail) {
    if (over_budget()) return false;  // out of budget: unwind, finding nothing more
    if (model_.is_goal(state)) return true;
    ++expanded_;
    Move moves[Model::max_branching];
    const int count = model_.legal_moves(state, moves);
    for (int i = 0; i < count; ++i) {
      if (g > 0 && moves[i] == model_.inverse(last)) continue;  // never undo the last move
      Trail next = trail;
      if (options_.pruning && !options_.pruning->allows(trail, moves[i], next)) continue;
      State child = state;
      model_.apply(child, moves[i]);
      const int f = g + 1 + model_.estimate(child);
      if (f > bound_) {
        if (f < next_bound_) next_bound_ = f;
        continue;
      }
      path_.push_back(moves[i]);
      if (extend(child, g + 1, moves[i], next)) return true;
      path_.pop_back();
    }
    return false;
  }

  const Model& model_;
  const State* starts_;
  std::size_t start_count_;
  const IdaStarOptions<Pruning>& options_;  // outlives the search: ida_star's argument
  std::vector<Move> path_;
  int bound_, next_bound_;
  uint64_t expanded_;
};

}  // namespace detail

// Shortest path from `start` to a goal of `model` within the options' bound; found = false if none,
// then over_bound = the bound if it cut the search short (a longer path may exist), -1 if every path
// ran out below it (no path at all). Among shortest paths it returns the lexicographically smallest in the model's move
// order. Past the options' node budget (or before, giving up early) it stops: found = false, stopped = true (the caller
// may switch to a stronger method; see sliding_solver.hpp). Precondition: model.estimate is admissible. A start with no
// solution: with a bound, found = false once every path within it is tried; without, it never ends (paths, unlike
// states, do not run out in a graph with cycles), so check solvability first (e.g. sliding/tiles/sliding_parity.hpp).
template <class Model, class Pruning>
SearchResult<typename Model::Move> ida_star(const Model& model, const typename Model::State& start,
                                            const IdaStarOptions<Pruning>& options) {
  return detail::IdaStarSearch<Model, Pruning>(model, &start, 1, options).run();
}

// The same from the nearest of `starts`; result.start is the index of the start it leaves from: the
// first start, in the given order, from which a shortest path leaves (so a goal among the starts is
// found with no moves), and the path is the one ida_star from that start alone returns.
template <class Model, class Pruning>
SearchResult<typename Model::Move> ida_star(const Model& model, const std::vector<typename Model::State>& starts,
                                            const IdaStarOptions<Pruning>& options) {
  return detail::IdaStarSearch<Model, Pruning>(model, starts.empty() ? 0 : &starts[0], starts.size(), options).run();
}

}  // namespace puzzle

#endif  // PUZZLE_IDA_STAR_HPP
