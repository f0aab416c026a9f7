// What the sliding binaries (eight, eight2, fifteen, luogu1379, acwing845, alds1_13_b, uva652,
// leetcode773) share as the case driver's Problem (driver/case_driver.hpp): the one SlidingSolver with
// the binary's plan, the case and answer types, the learners' methods (sliding_methods.hpp) and
// settings, their lesson, and solve(). A binary adds what is its judge's: read() and print().
// O(1) per case besides the solver's.
#ifndef PUZZLE_SLIDING_PROBLEM_HPP
#define PUZZLE_SLIDING_PROBLEM_HPP

#include "puzzle/learning/solver_settings.hpp"
#include "puzzle/sliding/plans/sliding_solver.hpp"
#include "puzzle/sliding/plans/sliding_strategy.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/sliding/plans/sliding_lesson.hpp"
#include "puzzle/sliding/plans/sliding_methods.hpp"
#endif

namespace puzzle {

class SlidingProblem {
 public:
  typedef SlidingCase Case;
  typedef SlidingAnswer Answer;
#ifndef PUZZLE_BUNDLE
  typedef SlidingLesson<false> Lesson;  // moves as the judges print them: d l r u
#endif

  SlidingProblem(int rows, int cols, const SlidingPlan& plan) : solver_(rows, cols, plan) {
#ifndef PUZZLE_BUNDLE
    rows_ = rows;
    cols_ = cols;
#endif
  }

  // The monitor, and with a learner's --method its plan in place of the binary's (a judge's run, or a
  // bundle: the binary's plan, nobody watching).
#ifndef PUZZLE_BUNDLE
  static const char* const* methods() { return sliding_methods(); }
  void configure(const SolverSettings& settings) {
    solver_.set_monitor(settings.monitor);
    if (settings.method != "default")
      solver_.use_plan(sliding_method_plan(settings.method, rows_, cols_, settings.max_kept_nodes));
  }
#else
  static const char* const* methods() { return 0; }
  void configure(const SolverSettings& settings) { solver_.set_monitor(settings.monitor); }
#endif
  // False only when the learners' bfs or astar stopped at its node bound.
  bool solve(const Case& boards, Answer& answer) {
    answer.outcome = solver_.solve(boards.start, boards.goal, answer.moves);
    return answer.outcome != sliding_stopped;
  }

 private:
  SlidingSolver solver_;
#ifndef PUZZLE_BUNDLE
  int rows_, cols_;  // for the plan of a --method
#endif
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_PROBLEM_HPP
