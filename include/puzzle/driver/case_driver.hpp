// The run loop every solver binary shares: reads the options, then the cases of a judge's input one
// by one, each parsed, solved and printed by the binary's Problem, the answers written out as they are
// made, at most a millisecond of work late (io/paced_output_buffer.hpp), and stops at the first bad
// input with one line on stderr naming the case and the token (input_error.hpp), after the answers
// before it; exit status 1. A token longer than any valid one is bad input wherever it stands,
// reported here (TokenReader::overlong()). An input that cannot be read, or answers that cannot be
// written, stop the run too, with one line saying so; exit status 4. A binary says what its input
// looks like (JudgeFormat) and what a case is (its Problem); the driver knows nothing of either.
//
// A Problem, made by the driver once the options are read (checked at compile time, as models are in
// search/search_model.hpp):
//   typedef ... Case; typedef ... Answer;     what its solver takes and gives (core types)
//   typedef ... Lesson;                       the family's learning hooks (learning/learning_contract.hpp);
//                                             under #ifndef PUZZLE_BUNDLE: bundles have no options
//   static const char* const* methods()       the --method names, "default" first, null-terminated;
//                                             null for a solver with one method
//   void configure(const SolverSettings&)     monitor and method (learning/solver_settings.hpp), once,
//                                             before the first case
//   bool read(CaseInput& in, const std::string& first, Case&)
//                                             parses a case from its first token `first` on; false at
//                                             the end marker, or after in.fail(...) on bad input (or
//                                             when in.next() is false: the input ends, or its token
//                                             was too long, which in.next() reported itself)
//   bool solve(const Case&, Answer&)          false only if the chosen method stopped at its memory
//                                             bound (--max-nodes): the run then stops, exit status 3;
//                                             or if the answer went over a bound the judge promises
//                                             no case exceeds (exceeded_bound, search_model.hpp): the
//                                             run stops there, one line naming the case and the
//                                             bound, exit status 5 (where the judge defines the
//                                             answer beyond a bound, as Booksort's "5 or more", the
//                                             answer is printed instead)
//                                             (solver_problem.hpp gives these for a one-method solver)
//   void print(OutputBuffer&, long case_number, const Case&, const Answer&)
//
// The driver also defines main(), which calls the binary's run() on the standard streams, unless
// PUZZLE_NO_MAIN is defined (tests and fuzz targets call run() on streams of their own). A binary
// makes its Problem afresh on each run(); with PUZZLE_KEEP_PROBLEM defined (the fuzz targets) one
// Problem serves every run() of the process, configured anew each time.
// Costs: O(1) per case besides the Problem's own; the options are read once.
#ifndef PUZZLE_CASE_DRIVER_HPP
#define PUZZLE_CASE_DRIVER_HPP

#include <cerrno>
#include <cstdio>
#include <stdint.h>
#include <string>

#include "puzzle/driver/input_error.hpp"
#include "puzzle/learning/no_lessons.hpp"
#include "puzzle/io/decimal.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/paced_output_buffer.hpp"
#include "puzzle/io/token_reader.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/search/search_monitor.hpp"
#include "puzzle/learning/solver_settings.hpp"
#ifndef PUZZLE_BUNDLE  // the learners' options (docs/learning.md); the contracts, checked in this build
#include "puzzle/learning/learning_contract.hpp"
#include "puzzle/learning/lessons.hpp"
#endif

namespace puzzle {

// How a judge's input says where its cases end.
enum CaseFraming {
  until_end_of_input,  // cases until the input ends (an empty input: no case)
  counted,             // a count first (at most max_case_count), then exactly that many cases (an
                       // empty input: no case)
  until_end_marker     // cases until the Problem reads its end marker, then the end of input (an empty
                       // input: no case)
};

struct JudgeFormat {
  const char* program;  // the binary's name, opening every error line
  const char* usage;    // what --help prints
  CaseFraming framing;
  const char* count_name;      // counted: the count as the statement names it ("T")
  const char* counted_things;  // counted, until_end_marker: what the cases are ("cases", "datasets"),
                               // for the errors about them
  const char* end_marker;      // until_end_marker: the marker as the judge writes it ("0 0"), for the errors
};

// A binary's JudgeFormat, one function a framing, its fields named where it is written:
//   const puzzle::JudgeFormat format = puzzle::counted_cases("uva652", usage, "N", "boards");
// Cases until the input ends.
inline JudgeFormat cases_until_end_of_input(const char* program, const char* usage) {
  const JudgeFormat format = {program, usage, until_end_of_input, 0, 0, 0};
  return format;
}
// A count first, as the statement names it ("T"), then that many cases, called `counted_things`.
inline JudgeFormat counted_cases(const char* program, const char* usage, const char* count_name,
                                 const char* counted_things) {
  const JudgeFormat format = {program, usage, counted, count_name, counted_things, 0};
  return format;
}
// Cases, called `counted_things`, until the end marker as the judge writes it ("0 0").
inline JudgeFormat cases_until_end_marker(const char* program, const char* usage, const char* counted_things,
                                          const char* end_marker) {
  const JudgeFormat format = {program, usage, until_end_marker, 0, counted_things, end_marker};
  return format;
}

// The tokens of one case, as a Problem's read() takes them, and the error it reports.
class CaseInput {
 public:
  explicit CaseInput(TokenReader& tokens) : tokens_(tokens), failed_(false) {}

  // The next token of the case; false at end of input, and false after fail() for a token longer than
  // any valid one (so the read stops there; what it reports after is not kept).
  bool next(std::string& token) { return next(token, TokenReader::max_token_bytes); }
  // The same for a token that may be up to `max_bytes` long (a map's row): longer is bad input.
  bool next(std::string& token, std::size_t max_bytes) {
    if (!tokens_.next(token, max_bytes)) return false;
    return !tokens_.overlong() || fail(overlong_token_error(token, tokens_));
  }
  // The next line whole, blanks included (a map whose corridors are spaces), up to `max_bytes` long:
  // longer is bad input, and so is anything but blanks left on the line of the last token. False at
  // the end of input too.
  bool next_line(std::string& line, std::size_t max_bytes) {
    tokens_.rest_of_line(line);
    if (!line.empty()) return fail("expected the end of the line, got " + puzzle::quoted(line));
    if (!tokens_.next_line(line, max_bytes)) return false;
    return !tokens_.overlong() || fail(overlong_token_error(line, tokens_));
  }
  // Records bad input, the first only: `message` says what was expected and what was found
  // (puzzle::quoted()). Returns false, so that read() can `return in.fail(...)`.
  bool fail(const std::string& message) {
    if (!failed_) message_ = message;
    failed_ = true;
    return false;
  }
  bool failed() const { return failed_; }
  const std::string& message() const { return message_; }

 private:
  TokenReader& tokens_;
  bool failed_;
  std::string message_;
};

#ifndef PUZZLE_BUNDLE  // a bundle is the same code, checked here
template <class Problem>
struct ProblemContract {
  typedef typename Problem::Case Case;
  typedef typename Problem::Answer Answer;
  static Problem& problem();
  static CaseInput& in();
  static Case& a_case();
  static Answer& answer();
  static OutputBuffer& out();
  enum {
    has_methods = sizeof(static_cast<const char* const*>(Problem::methods())),
    has_configure = sizeof((problem().configure(SolverSettings()), 0)),
    has_read = sizeof(static_cast<bool>(problem().read(in(), std::string(), a_case()))),
    has_solve = sizeof(static_cast<bool>(problem().solve(a_case(), answer()))),
    has_print = sizeof((problem().print(out(), 1L, a_case(), answer()), 0))
  };
};
#endif

// Runs a Problem (made here) on the cases of `input`, answers to `output` through an Output (an
// OutputBuffer, or one of its kind with its own end_case(), as PacedOutputBuffer), errors to
// `errors`, options from argv. Returns the exit status: 0 (every case answered), 1 (bad input), 2
// (bad option), 3 (a method stopped at its memory bound), 4 (the input could not be read or the
// answers not written: stream_error_status), 5 (a case over a bound the judge promises no case exceeds).
template <class Problem, class Output>
int run_cases(const JudgeFormat& format, int argc, char** argv, std::FILE* input, std::FILE* output,
              std::FILE* errors) {
  typedef typename Problem::Case Case;
  typedef typename Problem::Answer Answer;
#ifdef PUZZLE_BUNDLE
  typedef NoLessons Learning;
#else
  typedef Lessons<typename Problem::Lesson> Learning;
  (void)sizeof(ProblemContract<Problem>);
  (void)sizeof(LearningContract<Learning, Case, Answer>);
  (void)sizeof(LearningContract<NoLessons, Case, Answer>);  // what the bundle of this binary runs
#endif

  Learning learning(format.program, errors);
  int exit_code = 0;
  if (learning.read_options(argc, argv, format.usage, Problem::methods(), output, exit_code)) {
    if (std::fflush(output) != 0 || std::ferror(output))  // --help's usage
      return stream_error(errors, format.program, "write the usage", errno != 0 ? errno : EIO);
    return exit_code;
  }
#ifdef PUZZLE_KEEP_PROBLEM
  // One Problem for the whole process, so that what does not depend on the input (its tables) is
  // built on the first run only: the fuzz targets call run() once an input (docs/fuzzing.md).
  static Problem problem;
#else
  Problem problem;
#endif
  problem.configure(learning.settings());

  TokenReader tokens(input);
  CaseInput in(tokens);  // the whole run's: it ends at the first fault
  Output out(output);
  std::string token;
  long count = 0;
  if (format.framing == counted && in.next(token) && !parse_natural(token, max_case_count, count))
    in.fail(std::string("expected the number of ") + format.counted_things + ", got " + puzzle::quoted(token));
  Case a_case;
  Answer answer;
  bool stopped = false;
  long case_number = 1;
  for (; !in.failed(); ++case_number) {
    const bool more = in.next(token);
    if (in.failed()) break;
    if (format.framing == counted && case_number > count) {
      if (more)
        in.fail(std::string("expected end of input (") + format.counted_things + " announced: " + decimal(count) +
                "), got " + puzzle::quoted(token));
      break;
    }
    if (!more) {
      if (format.framing == counted)
        in.fail(std::string("expected ") + format.count_name + " = " + decimal(count) + " " + format.counted_things +
                ", input ends after " + decimal(case_number - 1));
      if (format.framing == until_end_marker && case_number > 1)
        in.fail(std::string("expected more ") + format.counted_things + " or the closing " + format.end_marker +
                ", input ends");
      break;
    }
    // Bad input, or the end marker (then the input must end). A read that returned true after a
    // fault (in.next refused an overlong token where the input should end) is bad input too.
    if (!problem.read(in, token, a_case) || in.failed()) {
      if (!in.failed() && format.framing == until_end_marker && in.next(token))
        in.fail(std::string("expected end of input after the closing ") + format.end_marker + ", got " +
                puzzle::quoted(token));
      break;
    }
    if (!problem.solve(a_case, answer)) {
      // Over a bound the judge promises no case exceeds: the answers before it, the line, exit status 5
      // (4 if the answers could not be written). Short: every byte here is in every bundle.
      const int bound = exceeded_bound(answer);
      if (bound >= 0)
        return input_error(out, errors, format.program, case_number,
                           "over the bound of " + decimal(bound) + " moves") == 1
                   ? 5
                   : 4;
      stopped = true;
      break;
    }
    problem.print(out, case_number, a_case, answer);
    learning.answered(out, a_case, answer);
    out.end_case();
    if (out.write_error() != 0) break;
  }
  // The streams first: a read error ends the input early, which the reading took for bad input.
  out.flush();
  if (tokens.read_error() != 0) return stream_error(errors, format.program, "read the input", tokens.read_error());
  if (in.failed()) return input_error(out, errors, format.program, case_number, in.message());
  if (out.write_error() != 0) return stream_error(errors, format.program, "write the answers", out.write_error());
  return stopped ? learning.stopped(out, case_number) : 0;
}

// The same, the answers written out at once for the first case, then once a millisecond of work
// (paced_output_buffer.hpp): one system call a case would cost more than most cases.
template <class Problem>
int run_cases(const JudgeFormat& format, int argc, char** argv, std::FILE* input, std::FILE* output,
              std::FILE* errors) {
  return run_cases<Problem, PacedOutputBuffer>(format, argc, argv, input, output, errors);
}

}  // namespace puzzle

// A binary defines run(): its run_cases on the given streams. The judges run it on the standard
// streams; a test or fuzz target defines PUZZLE_NO_MAIN and calls run() on streams of its own.
int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors);
#ifndef PUZZLE_NO_MAIN
int main(int argc, char** argv) { return run(argc, argv, stdin, stdout, stderr); }
#endif

#endif  // PUZZLE_CASE_DRIVER_HPP
