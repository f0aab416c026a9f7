// judge: a practice judge for the suite's problems (docs/judge.md). Runs a command on a problem's test
// set under a real judge's limits and layout (a profile: poj1077, hdu1043, ...) or under the suite's
// own problem (eight, ...), and checks each output as that judge does; writes the test set; validates
// an input file; lists the problems.
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/judge_session.hpp"
#include "judge/process_runner.hpp"
#include "judge/problems.hpp"

#ifndef PUZZLE_SOURCE_DIR
#error "PUZZLE_SOURCE_DIR: the source tree, where samples/ and bench/ are (set by tools/judge/CMakeLists.txt)"
#endif

namespace {

const char* const usage =
    "usage: judge PROBLEM [--stress | --no-stress] [--first-failure] [--time-limit SEC] [--memory-limit MIB]\n"
    "                     [--tests DIR] [--strict] -- COMMAND [ARGS...]\n"
    "       judge PROBLEM --generate DIR     writes the test set as DIR/NAME.in and DIR/NAME.ans\n"
    "       judge PROBLEM --validate FILE    checks an input file against the problem's judge\n"
    "       judge --list                     the problems: judges, pages, binaries, limits and their sources\n"
    "       judge --names                    the problems' names and binaries, one pair a line (for scripts)\n"
    "PROBLEM is a judge's problem (poj1077, hdu1043, acwing179, ...: its layout, limits and checker) or a\n"
    "binary's name (eight, ...: the suite's own problem, the binary's whole format under the strictest of\n"
    "its judges' limits). Runs COMMAND on every test with the test on stdin. A test set has two tiers:\n"
    "judge tests, what the real judge's data can hold, and stress tests (named stress-*), harder than its\n"
    "data. Prints NAME: AC|WA|TLE|MLE|RE per test with processor time and its share of the time limit,\n"
    "wall time and memory; after the judge tests 'verdict: AC (N of N judge tests)' or the first failing\n"
    "test's verdict; after the stress tests a line 'stress: ...'. Exit status 0 when the verdict is AC,\n"
    "1 when not (or the file is not valid), 2 for a usage or setup error; the stress tests count only\n"
    "with --stress. --no-stress: the judge tests only. --first-failure: stop at the first judge test not\n"
    "accepted, as the real judges do (no stress tests then). Without --tests the test set is generated\n"
    "into a temporary folder and removed afterwards. --strict also demands the suite's exact answers\n"
    "(shortest, smallest in its order, byte for byte). --memory-limit 0: none. See docs/judge.md.\n";

int usage_error(const std::string& message) {
  std::fprintf(stderr, "judge: %s\n%s", message.c_str(), usage);
  return 2;
}

void list_problems() {
  for (const judge::Problem& problem : judge::problems()) {
    std::printf("%-14s %s; answered by %s\n", problem.name.c_str(), problem.title.c_str(), problem.binary.c_str());
    if (!problem.page.empty()) std::printf("  page:    %s\n", problem.page.c_str());
    std::printf("  input:   %s\n  limits:  %g s, %s (%s)\n  checker: %s\n", problem.layout.c_str(),
                problem.limits.seconds, judge::limit_text(problem.limits.memory_kib).c_str(),
                problem.limits.source.c_str(), problem.checker.rule.c_str());
  }
}

// The suite's binary `binary`, next to the judge's own executable.
std::filesystem::path solver_path(const std::string& binary) {
  return std::filesystem::canonical("/proc/self/exe").parent_path() / binary;
}

bool parse_seconds(const std::string& text, double& value) {
  char* end = nullptr;
  value = std::strtod(text.c_str(), &end);
  return !text.empty() && *end == '\0' && value > 0 && value <= 3600;
}

int run(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) return usage_error("expected a problem or --list");
  if (args[0] == "--help") return std::printf("%s", usage), 0;
  if (args[0] == "--list")
    return args.size() == 1 ? (list_problems(), 0) : usage_error("--list takes nothing after it");
  if (args[0] == "--names") {
    if (args.size() != 1) return usage_error("--names takes nothing after it");
    for (const judge::Problem& problem : judge::problems())
      std::printf("%s %s\n", problem.name.c_str(), problem.binary.c_str());
    return 0;
  }
  const judge::Problem* problem = judge::find_problem(args[0]);
  if (problem == nullptr) return usage_error("unknown problem '" + args[0] + "' (judge --list shows them)");

  if (args.size() == 3 && args[1] == "--validate") {
    const std::string error = judge::validation_error(*problem, judge::read_input(args[2]));
    if (!error.empty()) return std::fprintf(stderr, "%s: %s\n", problem->name.c_str(), error.c_str()), 1;
    return 0;
  }
  if (args.size() == 3 && args[1] == "--generate") {
    judge::write_test_set(*problem, problem->generate(PUZZLE_SOURCE_DIR), args[2], solver_path(problem->binary));
    return 0;
  }

  judge::Limits limits = {problem->limits.seconds, problem->limits.memory_kib};
  std::string tests;
  judge::SessionOptions options;
  std::size_t i = 1;
  for (; i < args.size() && args[i] != "--"; ++i) {
    const bool has_value = i + 1 < args.size();
    if (args[i] == "--strict") {
      options.strict = true;
    } else if (args[i] == "--stress") {
      options.stress = true;
    } else if (args[i] == "--no-stress") {
      options.no_stress = true;
    } else if (args[i] == "--first-failure") {
      options.first_failure = true;
    } else if (args[i] == "--time-limit" && has_value) {
      if (!parse_seconds(args[++i], limits.time_seconds))
        return usage_error("--time-limit: expected seconds, more than 0 and at most 3600, got '" + args[i] + "'");
    } else if (args[i] == "--memory-limit" && has_value) {
      char* end = nullptr;
      const long mib = std::strtol(args[++i].c_str(), &end, 10);
      if (args[i].empty() || *end != '\0' || mib < 0 || mib > 1 << 20)
        return usage_error("--memory-limit: expected MiB, 0 (none) to 1048576, got '" + args[i] + "'");
      limits.memory_kib = mib * 1024;
    } else if (args[i] == "--tests" && has_value) {
      tests = args[++i];
    } else {
      return usage_error("unknown or incomplete option '" + args[i] + "'");
    }
  }
  if (options.stress && options.no_stress) return usage_error("--stress and --no-stress: give one of them");
  if (i + 1 >= args.size()) return usage_error("expected -- COMMAND [ARGS...]");
  const std::vector<std::string> command(args.begin() + static_cast<long>(i) + 1, args.end());

  if (!tests.empty()) return judge::judge_tests(*problem, tests, command, limits, options, stdout);
  const judge::ScratchFolder dir(problem->name);
  judge::write_test_set(*problem, problem->generate(PUZZLE_SOURCE_DIR), dir.path(), solver_path(problem->binary));
  return judge::judge_tests(*problem, dir.path(), command, limits, options, stdout);
}

}  // namespace

int main(int argc, char** argv) {
  judge::stop_commands_on_signals();
  int status = 0;
  try {
    status = run(argc, argv);
    judge::throw_if_stopped();               // a stop signal that came between commands
  } catch (const judge::Stopped& stopped) {  // the command is killed and the folders removed: stop as asked
    std::fflush(stdout);
    signal(stopped.signal_number, SIG_DFL);
    raise(stopped.signal_number);
    return 128 + stopped.signal_number;
  } catch (const judge::TraceError& error) {
    std::fprintf(stderr, "judge: cannot measure memory here (%s); --memory-limit 0 judges without a memory limit\n",
                 error.message.c_str());
    return 2;
  } catch (const std::exception& error) {  // judge::SetupError, and the file system's
    std::fprintf(stderr, "judge: %s\n", error.what());
    return 2;
  }
  // What is still buffered (--list, --help) is written now: a failed write is a failed run.
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::fprintf(stderr, "judge: cannot write the output: %s\n", std::strerror(errno != 0 ? errno : EIO));
    return 2;
  }
  return status;
}
