// Canonical answers for a sliding board (up to 4x4) and any goal: the shortest solution,
// lexicographically smallest in d < l < r < u. IDA* on the walking distance while it is cheap, then
// IDA* on additive pattern databases built when first worth it (ski rental); that search may also
// prune moves (pruned_database_search.hpp). Memory: the walking-distance tables and the databases
// (16^k bytes each).
#ifndef PUZZLE_SLIDING_PDB_SOLVER_HPP
#define PUZZLE_SLIDING_PDB_SOLVER_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/search/ida_star.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/search/ski_rental.hpp"
#include "puzzle/sliding/sliding_geometry.hpp"
#include "puzzle/sliding/sliding_parity.hpp"
#include "puzzle/sliding/sliding_pdb_puzzle.hpp"
#include "puzzle/sliding/sliding_walking_puzzle.hpp"

namespace puzzle {

// What the solver buys unless told otherwise: the pattern-database model (with the mirrored
// look-up), searched by IDA* never undoing a move. (Not max'ed with the walking distance: that saves
// fewer nodes than it costs per node; README, `fifteen`, has the figures.)
class DatabaseSearch {
 public:
  DatabaseSearch(int rows, int cols, const uint8_t* goal, const std::vector<std::vector<uint8_t> >& patterns)
      : model_(rows, cols, goal, patterns, true) {}
  static const char* method() { return "IDA* on additive pattern databases"; }
  SearchResult<SlideMove> solve(const uint8_t* tiles, SearchMonitor* monitor) const {
    return ida_star(model_, model_.make_state(tiles), IdaStarOptions<>().monitored_by(monitor));
  }
  // The databases' entries and bytes (for the learners' --stats).
  uint64_t entries() const { return model_.entries(); }
  uint64_t bytes() const { return model_.bytes(); }

 protected:
  SlidingPdbPuzzle model_;
};

// Both searches return the same canonical answer (IDA* gives the first shortest path in move order
// with any admissible estimate), so the choice is only about speed. Easy boards take IDA* on the
// walking distance microseconds; hard ones take it seconds or minutes, while the pattern databases
// cost a fixed build and then answer in milliseconds. Ski rental: search on the walking distance
// until the nodes it has expanded, over all boards, cost as much as the build; then build, finish
// the board on hand with the databases, and use them for every later board. Nothing is built for
// easy inputs; a hard input pays at most the build time twice, and usually far less: the search
// gives up (and the databases are built) as soon as the growth of its iterations predicts that the
// next one would overrun what is left of the budget. Search: what is bought, made from (rows, cols,
// goal, patterns), as DatabaseSearch (method(), solve(tiles, monitor), entries(), bytes()).
template <class Search>
class BasicSlidingPdbSolver {
 public:
  enum Method { adaptive, walking_only, databases_only };

  // Precondition: as SlidingPdbPuzzle (goal with 0 the blank; patterns partition the other tiles),
  // and 2 <= rows, cols <= 4 (the walking distance).
  // build_cost_in_nodes: walking-distance IDA* nodes that take as long as building the databases.
  BasicSlidingPdbSolver(int rows, int cols, const uint8_t* goal, const std::vector<std::vector<uint8_t> >& patterns,
                        uint64_t build_cost_in_nodes, Method method = adaptive)
      : walking_(rows, cols, goal),
        goal_(goal, goal + rows * cols),
        goal_invariant_(tile_board_invariant(goal, rows, cols)),
        patterns_(patterns),
        method_(method),
        databases_(build_cost_in_nodes),
        monitor_(0) {}

  // Writes the canonical solution of `tiles` into moves; false if the goal cannot be reached.
  // Precondition: tiles hold 0..cells-1 once each, 0 the blank.
  bool solve(const uint8_t* tiles, std::vector<SlideMove>& moves) {
    const SlidingGeometry& geometry = walking_.geometry();
    if (tile_board_invariant(tiles, geometry.rows(), geometry.cols()) != goal_invariant_) return false;
    if (method_ == walking_only || (method_ == adaptive && databases_.renting())) {
      IdaStarOptions<> options;
      if (method_ == adaptive) options.budget(databases_.rent_left()).give_up_early();
      if (monitor_) monitor_->method("IDA* on walking distance");
      const SearchResult<SlideMove> result = ida_star(walking_, walking_.make_state(tiles), options.monitored_by(monitor_));
      databases_.pay_rent(result.expanded);
      if (result.found) {
        moves = result.moves;
        return true;
      }
    }
    if (monitor_) monitor_->method(Search::method());
    const bool building = monitor_ && !databases_.bought();
    if (building) monitor_->building("pattern databases");
    const Search& search = databases_.buy(Factory(*this));
    if (building) monitor_->built(search.entries(), search.bytes());
    moves = search.solve(tiles, monitor_).moves;
    return true;
  }

  bool databases_built() const { return databases_.bought(); }
  const SlidingGeometry& geometry() const { return walking_.geometry(); }
  const uint8_t* goal_tiles() const { return &goal_[0]; }
  // Who hears which method answers, the databases' build and IDA*'s thresholds (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

 private:
  struct Factory {
    explicit Factory(const BasicSlidingPdbSolver& solver) : solver_(solver) {}
    Search* operator()() const {
      const SlidingGeometry& geometry = solver_.walking_.geometry();
      return new Search(geometry.rows(), geometry.cols(), &solver_.goal_[0], solver_.patterns_);
    }
    const BasicSlidingPdbSolver& solver_;
  };

  SlidingWalkingPuzzle walking_;
  std::vector<uint8_t> goal_;
  int goal_invariant_;  // boards of another sliding invariant cannot reach the goal
  std::vector<std::vector<uint8_t> > patterns_;
  Method method_;
  SkiRental<Search> databases_;  // rented: walking-distance IDA*; bought: the databases
  SearchMonitor* monitor_;
};

typedef BasicSlidingPdbSolver<DatabaseSearch> SlidingPdbSolver;

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_PDB_SOLVER_HPP
