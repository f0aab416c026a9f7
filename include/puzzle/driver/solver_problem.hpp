// The solving half of a case driver's Problem (case_driver.hpp) for a solver with one method: the
// solver's own Case and Answer, no --method, the monitor handed on, solve() answering every case. The
// solver provides typedefs Case and Answer, Answer solve(const Case&) and set_monitor(SearchMonitor*);
// a binary derives from SolverProblem<Solver> and adds read() and print() (and its Lesson), passing
// the solver's one constructor argument, if it takes one (booksort: its judge's move limit).
// O(1) per case besides the solver's.
#ifndef PUZZLE_SOLVER_PROBLEM_HPP
#define PUZZLE_SOLVER_PROBLEM_HPP

#include "puzzle/learning/solver_settings.hpp"

namespace puzzle {

template <class Solver>
class SolverProblem {
 public:
  typedef typename Solver::Case Case;
  typedef typename Solver::Answer Answer;

  SolverProblem() {}
  template <class Argument>
  explicit SolverProblem(const Argument& argument) : solver_(argument) {}

  static const char* const* methods() { return 0; }
  void configure(const SolverSettings& settings) { solver_.set_monitor(settings.monitor); }
  bool solve(const Case& a_case, Answer& answer) {
    answer = solver_.solve(a_case);
    return true;
  }

 private:
  Solver solver_;
};

}  // namespace puzzle

#endif  // PUZZLE_SOLVER_PROBLEM_HPP
