// The solving half of a case driver's Problem (case_driver.hpp) for a solver with one method: the
// solver's own Case and Answer, no --method, the monitor handed on, solve() answering every case. The
// solver provides typedefs Case and Answer, Answer solve(const Case&) and set_monitor(SearchMonitor*);
// a binary derives from SolverProblem<Solver> and adds read() and print() (and its Lesson), passing
// the solver's one constructor argument, if it takes one (booksort: its judge's move limit), and
// what an answer over the solver's bound is: the judge's own answer (bound_is_an_answer, the default:
// Booksort's "5 or more", the knights' -1), or a case the judge promises never to give
// (judge_promises_an_answer: the run stops there, case_driver.hpp, exit status 5).
// O(1) per case besides the solver's.
#ifndef PUZZLE_SOLVER_PROBLEM_HPP
#define PUZZLE_SOLVER_PROBLEM_HPP

#include "puzzle/learning/solver_settings.hpp"
#include "puzzle/search/search_model.hpp"

namespace puzzle {

// What an answer over the solver's bound stands for.
enum BoundAnswer { bound_is_an_answer, judge_promises_an_answer };

template <class Solver>
class SolverProblem {
 public:
  typedef typename Solver::Case Case;
  typedef typename Solver::Answer Answer;

  explicit SolverProblem(BoundAnswer over_bound = bound_is_an_answer) : over_bound_(over_bound) {}
  template <class Argument>
  explicit SolverProblem(const Argument& argument, BoundAnswer over_bound = bound_is_an_answer)
      : solver_(argument), over_bound_(over_bound) {}

  static const char* const* methods() { return 0; }
  void configure(const SolverSettings& settings) { solver_.set_monitor(settings.monitor); }
  bool solve(const Case& a_case, Answer& answer) {
    answer = solver_.solve(a_case);
    return over_bound_ == bound_is_an_answer || exceeded_bound(answer) < 0;
  }

 private:
  Solver solver_;
  BoundAnswer over_bound_;
};

}  // namespace puzzle

#endif  // PUZZLE_SOLVER_PROBLEM_HPP
