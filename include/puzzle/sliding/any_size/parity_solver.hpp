// Whether a board of any size can be slid into the standard goal, by parity alone
// (standard_goal_parity.hpp: the tiles' permutation against the blank's distance home), as a solver for
// SolverProblem (driver/solver_problem.hpp): POJ 2893 and HDU 3600 ask only that. O(n) a board, n bits of
// scratch.
#ifndef PUZZLE_PARITY_SOLVER_HPP
#define PUZZLE_PARITY_SOLVER_HPP

#include "puzzle/search/search_monitor.hpp"
#include "puzzle/sliding/any_size/large_board.hpp"
#include "puzzle/sliding/any_size/standard_goal_parity.hpp"

namespace puzzle {

class ParitySolver {
 public:
  typedef LargeBoard Case;
  typedef StandardGoalParity Answer;

  ParitySolver() : monitor_(0) {}
  // Who hears the method, once a board (null: nobody).
  void set_monitor(SearchMonitor* monitor) { monitor_ = monitor; }

  // Precondition: standard_goal_parity's.
  Answer solve(const Case& board) {
    if (monitor_) monitor_->method("parity: the tiles' permutation, by its cycles, against the blank's distance home");
    return standard_goal_parity(&board.tiles[0], board.rows, board.cols);
  }

 private:
  SearchMonitor* monitor_;
};

}  // namespace puzzle

#endif  // PUZZLE_PARITY_SOLVER_HPP
