// The strategies of the sliding solver (sliding_solver.hpp) as data: a plan lists them in the order
// they are tried, each with its budget. A strategy makes, for one goal, a SlidingMethod that answers
// boards toward it; every method gives the canonical answer (the shortest solution, the first in
// d < l < r < u), so a plan decides only the speed; the one exception is a last resort for judges
// that take any solution (weighted_walking_puzzle.hpp). Here: the interface, and IDA* on a sliding model
// (Manhattan or walking distance, pattern databases); the strategies that build tables live with
// them (sliding_table_lookup.hpp, database_search.hpp, pruned_database_search.hpp), and a plan
// includes the model it searches, so a judge bundle carries only its binary's. O(1) besides the
// methods' own work.
#ifndef PUZZLE_SLIDING_STRATEGY_HPP
#define PUZZLE_SLIDING_STRATEGY_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/util/owned.hpp"

namespace puzzle {

// Answers boards toward one goal.
class SlidingMethod {
 public:
  virtual ~SlidingMethod() {}
  // Writes the canonical solution of `tiles` (0 the blank; solvable toward the goal) into `moves`
  // and returns true, or returns false when it stops at `budget` nodes (IDA*: expanded, or before,
  // giving up early as IdaStarOptions; breadth-first search and A*: kept); adds the nodes it
  // expanded to `expanded`. `monitor` (if any) hears the search.
  virtual bool solve(const uint8_t* tiles, uint64_t budget, bool give_up_early, SearchMonitor* monitor,
                     std::vector<SlideMove>& moves, uint64_t& expanded) const = 0;

#ifndef PUZZLE_BUNDLE  // what a learner's monitor hears a method built (--stats); a bundle has no monitor
  SlidingMethod() : entries(0), bytes(0) {}
  uint64_t entries, bytes;  // 0 for a search
#endif
};

const uint64_t no_node_budget = ~static_cast<uint64_t>(0);

struct SlidingStrategy {
  const char* name;    // as a monitor hears it, e.g. "IDA* on walking distance"
  const char* builds;  // what make() builds, as a monitor hears it; null: nothing worth telling
  SlidingMethod* (*make)(int rows, int cols, const uint8_t* goal);  // the method toward `goal`
  // Before the last strategy of a plan: the nodes it may expand over all boards toward one goal
  // before the next takes over (ski rental: the next one's build cost, in these nodes). The last
  // answers every board left, each search within its budget (no_node_budget but for the learners'
  // bfs and astar).
  uint64_t budget;
  // Before the last: whether a search stops once the budget left cannot pay for it (IDA*'s early
  // give-up), handing its board on, or finishes its board (the budget then checked between boards).
  bool gives_up;
};

typedef std::vector<SlidingStrategy> SlidingPlan;

// IDA* on a sliding model (Manhattan or walking distance, pattern databases) that has
// make_state(tiles), never making a move that `pruning` forbids (NoMovePruning: never undoing one).
template <class Model, class Pruning = NoMovePruning>
class SlidingSearch : public SlidingMethod {
 public:
  // Takes `model`, allocated with new.
  explicit SlidingSearch(Model* model, const Pruning& pruning = Pruning()) : pruning_(pruning) { model_.reset(model); }
  bool solve(const uint8_t* tiles, uint64_t budget, bool give_up_early, SearchMonitor* monitor,
             std::vector<SlideMove>& moves, uint64_t& expanded) const {
    const SearchResult<SlideMove> result = ida_star(*model_, model_->make_state(tiles),
                                                    IdaStarOptions<Pruning>()
                                                        .budget(budget)
                                                        .give_up_early(give_up_early)
                                                        .monitored_by(monitor)
                                                        .pruned_by(&pruning_));
    expanded += result.expanded;
    moves = result.moves;
    return result.found;
  }

 private:
  Owned<Model> model_;
  Pruning pruning_;
};

// `method`, with the entries and bytes of the `tables` it built for a learner's monitor.
template <class Tables>
SlidingMethod* with_sizes(SlidingMethod* method, const Tables& tables) {
  (void)tables;  // a bundle tells no monitor
#ifndef PUZZLE_BUNDLE
  method->entries = tables.entries();
  method->bytes = tables.bytes();
#endif
  return method;
}

// The method of a search strategy on a model made from (rows, cols, goal): SlidingPuzzle,
// SlidingWalkingPuzzle.
template <class Model>
SlidingMethod* make_sliding_search(int rows, int cols, const uint8_t* goal) {
  return new SlidingSearch<Model>(new Model(rows, cols, goal));
}

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_STRATEGY_HPP
