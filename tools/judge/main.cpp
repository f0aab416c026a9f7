// judge: a practice judge for the suite's seven problems (docs/judge.md). Runs a command on a
// problem's test set under the original judge's limits and checks each output as that judge does;
// writes the test set; validates an input file; lists the problems.
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
    "usage: judge PROBLEM [--time-limit SEC] [--memory-limit MIB] [--tests DIR] [--strict] -- COMMAND [ARGS...]\n"
    "       judge PROBLEM --generate DIR     writes the test set as DIR/NAME.in and DIR/NAME.ans\n"
    "       judge PROBLEM --validate FILE    checks an input file against the problem's constraints\n"
    "       judge --list                     the problems, their judges and limits\n"
    "Runs COMMAND on every test of PROBLEM (eight, eight2, fifteen, cubic, rotation, rotation_game,\n"
    "booksort) with the test on stdin; prints NAME: AC|WA|TLE|MLE|RE with processor time, wall time and\n"
    "peak memory per test, then the count. Exit status 0 only if every test is AC. Without --tests the\n"
    "test set is generated into a temporary folder and removed afterwards. --strict also demands the\n"
    "suite's exact answers (shortest, smallest in its order, byte for byte). --memory-limit 0: none.\n"
    "See docs/judge.md.\n";

int usage_error(const std::string& message) {
  std::fprintf(stderr, "judge: %s\n%s", message.c_str(), usage);
  return 2;
}

void list_problems() {
  for (const judge::Problem& problem : judge::problems())
    std::printf("%-14s %s\n  limits: %.0f s, %ld MiB (%s)\n  checker: %s\n", problem.name.c_str(), problem.judges.c_str(),
                problem.time_limit, problem.memory_mib, problem.limits_source.c_str(), problem.checker_rule.c_str());
}

// The suite's binary for `problem`, next to the judge's own executable.
std::filesystem::path solver_path(const std::string& problem) {
  return std::filesystem::canonical("/proc/self/exe").parent_path() / problem;
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
  if (args[0] == "--list") return args.size() == 1 ? (list_problems(), 0) : usage_error("--list takes nothing after it");
  const judge::Problem* problem = judge::find_problem(args[0]);
  if (problem == nullptr) return usage_error("unknown problem '" + args[0] + "' (judge --list shows them)");

  if (args.size() == 3 && args[1] == "--validate") {
    const std::string error = judge::validation_error(*problem, args[2]);
    if (!error.empty()) return std::fprintf(stderr, "%s\n", error.c_str()), 1;
    return 0;
  }
  if (args.size() == 3 && args[1] == "--generate") {
    judge::write_test_set(*problem, problem->generate(PUZZLE_SOURCE_DIR), args[2], solver_path(problem->name));
    return 0;
  }

  judge::Limits limits = {problem->time_limit, problem->memory_mib};
  std::string tests;
  bool strict = false;
  std::size_t i = 1;
  for (; i < args.size() && args[i] != "--"; ++i) {
    const bool has_value = i + 1 < args.size();
    if (args[i] == "--strict") {
      strict = true;
    } else if (args[i] == "--time-limit" && has_value) {
      if (!parse_seconds(args[++i], limits.time_seconds)) return usage_error("--time-limit: expected seconds, 0-3600, got '" + args[i] + "'");
    } else if (args[i] == "--memory-limit" && has_value) {
      char* end = nullptr;
      limits.memory_mib = std::strtol(args[++i].c_str(), &end, 10);
      if (args[i].empty() || *end != '\0' || limits.memory_mib < 0 || limits.memory_mib > 1 << 20)
        return usage_error("--memory-limit: expected MiB, 0 (none) to 1048576, got '" + args[i] + "'");
    } else if (args[i] == "--tests" && has_value) {
      tests = args[++i];
    } else {
      return usage_error("unknown or incomplete option '" + args[i] + "'");
    }
  }
  if (i + 1 >= args.size()) return usage_error("expected -- COMMAND [ARGS...]");
  const std::vector<std::string> command(args.begin() + static_cast<long>(i) + 1, args.end());

  if (!tests.empty()) return judge::judge_tests(*problem, tests, command, limits, strict, stdout) == 0 ? 0 : 1;
  const std::filesystem::path dir = judge::make_temp_dir(problem->name);
  int failed = 0;
  try {
    judge::write_test_set(*problem, problem->generate(PUZZLE_SOURCE_DIR), dir, solver_path(problem->name));
    failed = judge::judge_tests(*problem, dir, command, limits, strict, stdout);
  } catch (...) {
    std::filesystem::remove_all(dir);
    throw;
  }
  std::filesystem::remove_all(dir);
  return failed == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  judge::kill_command_when_stopped();
  int status = 0;
  try {
    status = run(argc, argv);
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
