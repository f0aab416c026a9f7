// Canonical answers for a sliding board and any goal: the shortest solution, lexicographically
// smallest in d < l < r < u. IDA* on Manhattan distance while it is cheap, then IDA* on additive
// pattern databases built when first worth it (ski rental). Memory: the databases (16^k bytes each).
#ifndef PUZZLE_SLIDING_PDB_SOLVER_HPP
#define PUZZLE_SLIDING_PDB_SOLVER_HPP

#include <climits>
#include <stdint.h>
#include <limits>
#include <vector>

#include "puzzle/search/ida_star.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/search/ski_rental.hpp"
#include "puzzle/sliding/sliding_parity.hpp"
#include "puzzle/sliding/sliding_pdb_puzzle.hpp"
#include "puzzle/sliding/sliding_puzzle.hpp"

namespace puzzle {

// Both searches return the same canonical answer (IDA* gives the first shortest path in move order
// with any admissible estimate), so the choice is only about speed. Easy boards take IDA* on
// Manhattan distance microseconds; hard ones take it minutes, while the pattern databases cost a
// fixed build and then answer in milliseconds. Ski rental: search on Manhattan distance until the
// nodes it has expanded, over all boards, cost as much as the build; then build, finish the board on
// hand with the databases, and use them for every later board. Nothing is built for easy inputs; a
// hard input pays at most the build time twice.
class SlidingPdbSolver {
 public:
  enum Method { adaptive, manhattan_only, databases_only };

  // Precondition: as SlidingPdbPuzzle (goal with 0 the blank; patterns partition the other tiles).
  // build_cost_in_nodes: Manhattan IDA* nodes that take as long as building the databases.
  SlidingPdbSolver(int rows, int cols, const uint8_t* goal,
                   const std::vector<std::vector<uint8_t> >& patterns, uint64_t build_cost_in_nodes,
                   Method method = adaptive)
      : manhattan_(rows, cols, goal), patterns_(patterns), method_(method), databases_(build_cost_in_nodes), monitor_(0) {
    goal_.assign(goal, goal + rows * cols);
  }

  // Writes the canonical solution of `tiles` into moves; false if the goal cannot be reached.
  bool solve(const uint8_t* tiles, std::vector<SlideMove>& moves) {
    const SlidingGeometry& geometry = manhattan_.geometry();
    if (!is_solvable(tiles, &goal_[0], geometry.rows(), geometry.cols())) return false;
    if (method_ == manhattan_only || (method_ == adaptive && databases_.renting())) {
      const uint64_t budget = method_ == manhattan_only ? std::numeric_limits<uint64_t>::max() : databases_.rent_left();
      if (monitor_) monitor_->method("IDA* on Manhattan distance");
      const SearchResult<SlideMove> result =
          ida_star(manhattan_, manhattan_.make_state(tiles), INT_MAX, budget, monitor_);
      databases_.pay_rent(result.expanded);
      if (result.found) {
        moves = result.moves;
        return true;
      }
    }
    if (monitor_) monitor_->method("IDA* on additive pattern databases");
    const bool building = monitor_ && !databases_.bought();
    if (building) monitor_->building("pattern databases");
    const SlidingPdbPuzzle& model = databases_.buy(DatabaseFactory(manhattan_.geometry(), goal_, patterns_));
    if (building) monitor_->built(model.entries(), model.bytes());
    moves = ida_star(model, model.make_state(tiles), INT_MAX, std::numeric_limits<uint64_t>::max(), monitor_).moves;
    return true;
  }

  bool databases_built() const { return databases_.bought(); }
  const SlidingGeometry& geometry() const { return manhattan_.geometry(); }
  const uint8_t* goal_tiles() const { return &goal_[0]; }
  // Who hears which method answers, the databases' build and IDA*'s thresholds (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

 private:
  // Builds the pattern-database model (with the mirrored look-up).
  struct DatabaseFactory {
    DatabaseFactory(const SlidingGeometry& geometry, const std::vector<uint8_t>& goal,
                    const std::vector<std::vector<uint8_t> >& patterns)
        : geometry_(geometry), goal_(goal), patterns_(patterns) {}
    SlidingPdbPuzzle* operator()() const {
      return new SlidingPdbPuzzle(geometry_.rows(), geometry_.cols(), &goal_[0], patterns_, true);
    }
    const SlidingGeometry& geometry_;
    const std::vector<uint8_t>& goal_;
    const std::vector<std::vector<uint8_t> >& patterns_;
  };

  SlidingPuzzle manhattan_;
  std::vector<uint8_t> goal_;
  std::vector<std::vector<uint8_t> > patterns_;
  Method method_;
  SkiRental<SlidingPdbPuzzle> databases_;  // rented: Manhattan IDA*; bought: the databases
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_PDB_SOLVER_HPP
