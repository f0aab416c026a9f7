// The learning options of every solver binary (docs/learning.md), whatever its puzzle: reads them
// (learning_options.hpp), hands the solver a StatsReport as its SearchMonitor with --stats (and, with
// --method, one that only keeps the figures, for the message of a method stopped at its memory
// bound), and after each answer calls the puzzle family's Lesson (learning_contract.hpp): with --show
// its drawing, with --stats its summary; totals when the Lessons end. It satisfies LearningContract, as
// the judge bundles' NoLessons does. O(1) per case without options: no clock read, no copy.
#ifndef PUZZLE_LESSONS_HPP
#define PUZZLE_LESSONS_HPP

#include <cstdio>
#include <ctime>
#include <stdint.h>
#include <string>

#include "puzzle/learning/learning_contract.hpp"
#include "puzzle/learning/learning_options.hpp"
#include "puzzle/learning/stats_report.hpp"
#include "puzzle/io/decimal.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/learning/solver_settings.hpp"

namespace puzzle {

template <class Lesson>
class Lessons {
 public:
  typedef typename Lesson::Case Case;
  typedef typename Lesson::Answer Answer;

  Lessons(const char* program, std::FILE* errors) : program_(program), errors_(errors), report_(0) {
    (void)sizeof(FamilyLessonContract<Lesson>);
    options_.show = options_.stats = false;
    options_.method = "default";
    options_.max_kept_nodes = default_max_kept_nodes;
  }
  // With --stats, the totals.
  ~Lessons() {
    if (options_.stats) report_.totals();
  }

  bool read_options(int argc, char** argv, const char* usage, const char* const* methods, std::FILE* out,
                    int& exit_code) {
    const bool stop = parse_learning_options(program_, argc, argv, usage, methods, out, errors_, options_, exit_code);
    if (options_.stats) report_.set_stream(errors_);
    return stop;
  }
  // The method and node bound of the options; the report as monitor, printing only with --stats, and
  // null without --stats and --method (nothing to keep).
  SolverSettings settings() {
    SolverSettings settings;
    settings.monitor = options_.stats || options_.method != "default" ? &report_ : 0;
    settings.method = options_.method;
    settings.max_kept_nodes = options_.max_kept_nodes;
    return settings;
  }

  // After the answer is written: with --show the family's drawing, with --stats the answers so far
  // written out, then the case's summary (its time ends where the answer was written).
  void answered(OutputBuffer& out, const Case& a_case, const Answer& answer) {
    if (!options_.show && !options_.stats) return;
    const std::clock_t solved_at = options_.stats ? std::clock() : 0;
    if (options_.show) lesson_.show(out, a_case, answer);
    if (!options_.stats) return;
    out.flush();
    report_.answered(lesson_.summary(a_case, answer), solved_at);
  }

  // The chosen method stopped at --max-nodes: says so after the answers so far; exit status 3.
  int stopped(OutputBuffer& answers, long long case_number) {
    answers.flush();
    std::fprintf(errors_, "%s: case %s: %s stopped at %s nodes kept (about %s); try --method idastar or the default\n",
                 program_, decimal(case_number).c_str(), options_.method.c_str(),
                 grouped_decimal(options_.max_kept_nodes).c_str(), memory_text(report_.last_search_bytes()).c_str());
    return 3;
  }

 private:
  Lessons(const Lessons&);  // one report, one totals line
  Lessons& operator=(const Lessons&);

  const char* program_;
  std::FILE* errors_;
  LearningOptions options_;
  StatsReport report_;
  Lesson lesson_;
};

}  // namespace puzzle

#endif  // PUZZLE_LESSONS_HPP
