// The fewest matchsticks to take from a grid (stick_grid.hpp) so that no square is left whole: the
// whole squares' sticks as a family of sets, and the fewest sticks that hit them all
// (square_destroyer/hitting_set.hpp: IDA* over the sticks chosen, the estimate a greedy packing of squares with
// no stick in common). The judges' grids (n <= 5: 60 sticks, 55 squares) take one 64-bit word a set
// (SquareDestroyerSolver); larger grids more (BasicSquareDestroyerSolver<Words>: n <= 7 in 3 words).
// Time exponential in the answer (docs/binaries/square_destroyer.md has measured figures); memory
// O(squares).
#ifndef PUZZLE_SQUARE_DESTROYER_SOLVER_HPP
#define PUZZLE_SQUARE_DESTROYER_SOLVER_HPP

#include <cassert>
#include <vector>

#include "puzzle/ranking/bit_set.hpp"
#include "puzzle/square_destroyer/hitting_set.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/square_destroyer/stick_grid.hpp"

namespace puzzle {

// One question: the grid's size and the sticks missing from it (0-based).
template <int Words>
struct StickGridCase {
  int n;
  BitSet<Words> missing;
};

template <int Words>
class BasicSquareDestroyerSolver {
 public:
  typedef StickGridCase<Words> Case;
  typedef SearchResult<int> Answer;  // moves: the sticks taken (0-based); found always

  BasicSquareDestroyerSolver() : monitor_(0) {}

  // Who hears the method and IDA*'s thresholds (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // Precondition (asserted): 1 <= n, the grid's sticks fit the bit sets.
  Answer solve(const Case& grid) {
    const std::vector<BitSet<Words> > squares = grid_squares<Words>(grid.n);
    std::vector<BitSet<Words> > whole;
    for (std::size_t i = 0; i < squares.size(); ++i)
      if (!squares[i].intersects(grid.missing)) whole.push_back(squares[i]);
    if (monitor_)
      monitor_->method("IDA* over the sticks taken, on a greedy packing of squares with no stick in common");
    const HittingSetFamily<Words> family(stick_count(grid.n), whole);
    return minimum_hitting_set(family, IdaStarOptions<>().bound(stick_count(grid.n)).monitored_by(monitor_));
  }

 private:
  SearchMonitor* monitor_;
};

// The judges' grids: n <= 5.
typedef BasicSquareDestroyerSolver<1> SquareDestroyerSolver;

}  // namespace puzzle

#endif  // PUZZLE_SQUARE_DESTROYER_SOLVER_HPP
