// Tests of case_driver.hpp on a toy problem (a case is a number 0-100, its answer the number doubled):
// each framing (until the end, counted, until a marker and nothing after it), the errors the driver
// reports itself (the count, too few and too many cases, a token too long wherever it stands), a
// Problem's error after the answers before it, answers that cannot be written and input that cannot
// be read (exit 4), --help and unknown options, --method reaching the Problem, a stopped method
// (exit 3), the learning hooks (--show, --stats) called after each answer, in order, and answers written
// out far less often than once a case.
#include "puzzle/driver/case_driver.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "stream_text.hpp"

namespace {

struct Doubled {
  long n;
};

struct DoublingLesson {
  typedef long Case;
  typedef Doubled Answer;
  std::string summary(const Case&, const Answer& answer) const { return "doubled to " + puzzle::decimal(answer.n); }
  void show(puzzle::OutputBuffer& out, const Case& n, const Answer&) const { out << "shown " << n << '\n'; }
};

// What the last DoublingProblem was told (the driver makes its Problem itself).
struct Configured {
  int times;
  std::string method;
};
Configured last_configured;

class DoublingProblem {
 public:
  typedef long Case;
  typedef Doubled Answer;
  typedef DoublingLesson Lesson;

  DoublingProblem() : stop_above(1000) { last_configured.times = 0; }

  static const char* const* methods() {
    static const char* const names[] = {"default", "careful", 0};
    return names;
  }
  void configure(const puzzle::SolverSettings& settings) {
    ++last_configured.times;
    last_configured.method = settings.method;
    if (settings.method == "careful") stop_above = 50;  // a method that gives up on large numbers
    if (settings.monitor) settings.monitor->method("doubling");
  }
  // A number, or "end"; "pair" then two numbers, their sum.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& n) const {
    if (first == "end") return false;
    if (first == "pair") {
      std::string token;
      long second = 0;
      if (!in.next(token) || !puzzle::parse_natural(token, 50, n)) return in.fail("expected a number 0-50 after pair");
      if (!in.next(token) || !puzzle::parse_natural(token, 50, second)) return in.fail("expected a second number 0-50");
      n += second;
      return true;
    }
    return puzzle::parse_natural(first, 100, n) || in.fail("expected a number 0-100, got " + puzzle::quoted(first));
  }
  bool solve(const Case& n, Answer& answer) const {
    answer.n = 2 * n;
    return n <= stop_above;
  }
  void print(puzzle::OutputBuffer& out, long case_number, const Case&, const Answer& answer) const {
    out << "Case " << case_number << ": " << answer.n << '\n';
  }

  long stop_above;
};

using stream_test::DriverRun;
using stream_test::read_all_and_close;

// The format of each framing, made as the binaries make theirs.
puzzle::JudgeFormat format_of(puzzle::CaseFraming framing) {
  const char* const usage = "usage: doubling\n";
  if (framing == puzzle::counted) return puzzle::counted_cases("doubling", usage, "T", "cases");
  if (framing == puzzle::until_end_marker) return puzzle::cases_until_end_marker("doubling", usage, "cases", "end");
  return puzzle::cases_until_end_of_input("doubling", usage);
}

TEST(CaseDriver, EachNamedFormatFillsItsFramingAndNoOtherField) {
  const puzzle::JudgeFormat to_end = format_of(puzzle::until_end_of_input), count = format_of(puzzle::counted),
                            marked = format_of(puzzle::until_end_marker);
  EXPECT_STREQ(to_end.program, "doubling");
  EXPECT_STREQ(to_end.usage, "usage: doubling\n");
  EXPECT_EQ(to_end.framing, puzzle::until_end_of_input);
  EXPECT_EQ(to_end.count_name, nullptr);
  EXPECT_EQ(to_end.counted_things, nullptr);
  EXPECT_EQ(to_end.end_marker, nullptr);
  EXPECT_EQ(count.framing, puzzle::counted);
  EXPECT_STREQ(count.count_name, "T");
  EXPECT_STREQ(count.counted_things, "cases");
  EXPECT_EQ(count.end_marker, nullptr);
  EXPECT_EQ(marked.framing, puzzle::until_end_marker);
  EXPECT_EQ(marked.count_name, nullptr);
  EXPECT_STREQ(marked.counted_things, "cases");
  EXPECT_STREQ(marked.end_marker, "end");
}

// A run on `input`, its answers to `out` when given (then DriverRun::out stays empty).
DriverRun run(const puzzle::JudgeFormat& format, const std::string& input, std::vector<std::string> arguments = {},
              std::FILE* answers = nullptr) {
  std::FILE* in = std::tmpfile();
  std::FILE* out = answers != nullptr ? answers : std::tmpfile();
  std::FILE* err = std::tmpfile();
  std::fwrite(input.data(), 1, input.size(), in);
  std::rewind(in);
  arguments.insert(arguments.begin(), "doubling");
  std::vector<char*> argv;
  for (std::string& argument : arguments) argv.push_back(&argument[0]);
  DriverRun result;
  result.exit_code =
      puzzle::run_cases<DoublingProblem>(format, static_cast<int>(argv.size()), argv.data(), in, out, err);
  std::fclose(in);
  if (answers == nullptr) result.out = read_all_and_close(out);
  result.err = read_all_and_close(err);
  return result;
}

TEST(CaseDriver, UntilEndOfInputAnswersEveryCaseAndAnEmptyInputNone) {
  const DriverRun answered = run(format_of(puzzle::until_end_of_input), "3\n 4\r\n");
  EXPECT_EQ(answered.exit_code, 0);
  EXPECT_EQ(answered.out, "Case 1: 6\nCase 2: 8\n");
  EXPECT_EQ(answered.err, "");
  const DriverRun empty = run(format_of(puzzle::until_end_of_input), " \n");
  EXPECT_EQ(empty.exit_code, 0);
  EXPECT_EQ(empty.out, "");
}

// The C library's writes to a stream that counts them (glibc's fopencookie), and the text written.
struct CountedWrites {
  int writes = 0;
  std::string text;
};
ssize_t count_write(void* cookie, const char* data, std::size_t size) {
  CountedWrites& counted = *static_cast<CountedWrites*>(cookie);
  ++counted.writes;
  counted.text.append(data, size);
  return static_cast<ssize_t>(size);
}

// 20,000 quick cases are written out at most once a millisecond of work, not once a case.
TEST(CaseDriver, WritesAnswersOutFarLessOftenThanOnceACase) {
  std::string input;
  for (int i = 0; i < 20000; ++i) input += std::to_string(i % 100) + "\n";
  std::FILE* in = std::tmpfile();
  std::fwrite(input.data(), 1, input.size(), in);
  std::rewind(in);
  CountedWrites counted;
  cookie_io_functions_t functions = {nullptr, count_write, nullptr, nullptr};
  std::FILE* out = fopencookie(&counted, "w", functions);
  std::setvbuf(out, nullptr, _IOFBF, 1 << 20);  // the stream writes when flushed, not when full
  std::FILE* err = std::tmpfile();
  char program[] = "doubling";
  char* argv[] = {program, nullptr};
  EXPECT_EQ(puzzle::run_cases<DoublingProblem>(format_of(puzzle::until_end_of_input), 1, argv, in, out, err), 0);
  std::fclose(out);
  std::fclose(in);
  std::fclose(err);
  EXPECT_EQ(std::count(counted.text.begin(), counted.text.end(), '\n'), 20000);
  EXPECT_GE(counted.writes, 2);     // the first answer at once, the rest later
  EXPECT_LT(counted.writes, 2000);  // far fewer than once a case (20,000)
}

TEST(CaseDriver, CountedReadsTheCountThenExactlyThatManyCases) {
  EXPECT_EQ(run(format_of(puzzle::counted), "2 5 6").out, "Case 1: 10\nCase 2: 12\n");
  EXPECT_EQ(run(format_of(puzzle::counted), "").exit_code, 0);
  EXPECT_EQ(run(format_of(puzzle::counted), "0").out, "");

  const DriverRun bad_count = run(format_of(puzzle::counted), "-2 5");
  EXPECT_EQ(bad_count.exit_code, 1);
  EXPECT_EQ(bad_count.err, "doubling: case 1: expected the number of cases, got '-2'\n");

  const DriverRun too_few = run(format_of(puzzle::counted), "3 5 6");
  EXPECT_EQ(too_few.exit_code, 1);
  EXPECT_EQ(too_few.out, "Case 1: 10\nCase 2: 12\n");
  EXPECT_EQ(too_few.err, "doubling: case 3: expected T = 3 cases, input ends after 2\n");

  const DriverRun too_many = run(format_of(puzzle::counted), "1 5 6");
  EXPECT_EQ(too_many.exit_code, 1);
  EXPECT_EQ(too_many.out, "Case 1: 10\n");
  EXPECT_EQ(too_many.err, "doubling: case 2: expected end of input (cases announced: 1), got '6'\n");
}

TEST(CaseDriver, UntilEndMarkerRequiresTheMarkerAndNothingAfterIt) {
  const DriverRun marked = run(format_of(puzzle::until_end_marker), "1 2 end \n");
  EXPECT_EQ(marked.exit_code, 0);
  EXPECT_EQ(marked.out, "Case 1: 2\nCase 2: 4\n");

  const DriverRun followed = run(format_of(puzzle::until_end_marker), "1 2 end 3 x");
  EXPECT_EQ(followed.exit_code, 1);
  EXPECT_EQ(followed.out, "Case 1: 2\nCase 2: 4\n");
  EXPECT_EQ(followed.err, "doubling: case 3: expected end of input after the closing end, got '3'\n");

  const DriverRun unclosed = run(format_of(puzzle::until_end_marker), "1 2");
  EXPECT_EQ(unclosed.exit_code, 1);
  EXPECT_EQ(unclosed.out, "Case 1: 2\nCase 2: 4\n");
  EXPECT_EQ(unclosed.err, "doubling: case 3: expected more cases or the closing end, input ends\n");
  EXPECT_EQ(run(format_of(puzzle::until_end_marker), "").exit_code, 0);  // an empty input: no case
}

TEST(CaseDriver, ATokenLongerThanAnyValidOneIsBadInputWhereverItStands) {
  const std::string padded_one = std::string(63, '0') + "1";  // 64 bytes: a number the Problem refuses
  const std::string shown = "'" + std::string(32, '0') + "'...";
  for (std::size_t length : {65, 10000}) {
    const std::string overlong = padded_one + std::string(length - 64, 'x');
    const std::string error =
        "expected a token of at most 64 bytes, got " + shown + " (" + std::to_string(length) + " bytes)\n";
    const DriverRun count = run(format_of(puzzle::counted), overlong + " 5");
    EXPECT_EQ(count.exit_code, 1);
    EXPECT_EQ(count.err, "doubling: case 1: " + error);
    const DriverRun first = run(format_of(puzzle::until_end_of_input), "7 " + overlong);
    EXPECT_EQ(first.exit_code, 1);
    EXPECT_EQ(first.out, "Case 1: 14\n");
    EXPECT_EQ(first.err, "doubling: case 2: " + error);
    // Inside a case: the Problem's read sees the input end, its own error after is not kept.
    const DriverRun inside = run(format_of(puzzle::until_end_of_input), "7 pair 3 " + overlong);
    EXPECT_EQ(inside.exit_code, 1);
    EXPECT_EQ(inside.out, "Case 1: 14\n");
    EXPECT_EQ(inside.err, "doubling: case 2: " + error);
    const DriverRun after_marker = run(format_of(puzzle::until_end_marker), "7 end " + overlong);
    EXPECT_EQ(after_marker.exit_code, 1);
    EXPECT_EQ(after_marker.err, "doubling: case 2: " + error);
  }
  const DriverRun padded = run(format_of(puzzle::until_end_of_input), "7 " + padded_one);
  EXPECT_EQ(padded.exit_code, 1);
  EXPECT_EQ(padded.err,
            "doubling: case 2: expected a number 0-100, got '" + std::string(32, '0') + "'... (64 bytes)\n");
  EXPECT_EQ(run(format_of(puzzle::counted), "01 5").err, "doubling: case 1: expected the number of cases, got '01'\n");
}

TEST(CaseDriver, AnswersThatCannotBeWrittenEndTheRunWithExitStatus4) {
  const std::string full = "doubling: cannot write the answers: No space left on device\n";
  for (const std::string& input :
       {std::string("1 2 3"), std::string("1 2 -3")}) {  // after the answers, all well or bad input
    std::FILE* device = std::fopen("/dev/full", "w");
    const DriverRun run_to_full = run(format_of(puzzle::until_end_of_input), input, {}, device);
    std::fclose(device);
    EXPECT_EQ(run_to_full.exit_code, 4) << input;
    EXPECT_EQ(run_to_full.err, full) << input;
  }
  std::FILE* device = std::fopen("/dev/full", "w");
  const DriverRun help = run(format_of(puzzle::until_end_of_input), "", {"--help"}, device);
  std::fclose(device);
  EXPECT_EQ(help.exit_code, 4);
  EXPECT_EQ(help.err, "doubling: cannot write the usage: No space left on device\n");
}

TEST(CaseDriver, AnInputThatCannotBeReadEndsTheRunWithExitStatus4) {
  std::FILE* directory = std::fopen(".", "r");
  std::FILE* out = std::tmpfile();
  std::FILE* err = std::tmpfile();
  char program[] = "doubling";
  char* argv[] = {program, nullptr};
  EXPECT_EQ(puzzle::run_cases<DoublingProblem>(format_of(puzzle::counted), 1, argv, directory, out, err), 4);
  EXPECT_EQ(read_all_and_close(err), "doubling: cannot read the input: Is a directory\n");
  std::fclose(directory);
  std::fclose(out);
}

TEST(CaseDriver, BadInputIsReportedAfterTheAnswersBeforeIt) {
  const DriverRun bad = run(format_of(puzzle::until_end_of_input), "7 101 8");
  EXPECT_EQ(bad.exit_code, 1);
  EXPECT_EQ(bad.out, "Case 1: 14\n");
  EXPECT_EQ(bad.err, "doubling: case 2: expected a number 0-100, got '101'\n");
}

TEST(CaseDriver, HelpAndUnknownOptionsStopBeforeAnyCase) {
  const DriverRun help = run(format_of(puzzle::until_end_of_input), "1", {"--help"});
  EXPECT_EQ(help.exit_code, 0);
  EXPECT_EQ(help.out.find("usage: doubling\n"), 0u);
  EXPECT_NE(help.out.find("--method NAME  the algorithm that answers: default, careful"), std::string::npos);
  const DriverRun unknown = run(format_of(puzzle::until_end_of_input), "1", {"--fast"});
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_EQ(unknown.out, "");
  EXPECT_EQ(unknown.err, "doubling: unknown argument '--fast' (try --help)\n");
}

TEST(CaseDriver, TheMethodReachesTheProblemOnceAndAStoppedMethodEndsTheRun) {
  EXPECT_EQ(run(format_of(puzzle::until_end_of_input), "1").exit_code, 0);
  EXPECT_EQ(last_configured.times, 1);
  EXPECT_EQ(last_configured.method, "default");

  const DriverRun stopped = run(format_of(puzzle::until_end_of_input), "10 60 20", {"--method", "careful"});
  EXPECT_EQ(last_configured.method, "careful");
  EXPECT_EQ(stopped.exit_code, 3);
  EXPECT_EQ(stopped.out, "Case 1: 20\n");
  EXPECT_EQ(stopped.err.find("doubling: case 2: careful stopped at 4,000,000 nodes kept"), 0u) << stopped.err;
}

TEST(CaseDriver, ShowAndStatsObserveEachAnswerAfterItIsWritten) {
  const DriverRun plain = run(format_of(puzzle::until_end_of_input), "4 5");
  EXPECT_EQ(plain.out, "Case 1: 8\nCase 2: 10\n");  // no lesson without options

  const DriverRun shown = run(format_of(puzzle::until_end_of_input), "4 5", {"--show"});
  EXPECT_EQ(shown.out, "Case 1: 8\nshown 4\nCase 2: 10\nshown 5\n");
  EXPECT_EQ(shown.err, "");

  const DriverRun stats = run(format_of(puzzle::until_end_of_input), "4", {"--stats"});
  EXPECT_EQ(stats.out, "Case 1: 8\n");
  EXPECT_EQ(stats.err.find("case 1: doubling\ncase 1: answer doubled to 8; 0 nodes expanded; "), 0u) << stats.err;
  EXPECT_NE(stats.err.find("\ntotal: 1 case; "), std::string::npos) << stats.err;
}

}  // namespace
