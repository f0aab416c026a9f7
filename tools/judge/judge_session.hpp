// A judge's session: a test set on disk (NAME.in with NAME.ans), written from a generator with the
// answers of the suite's own binary, and a command run on every test, with one verdict line each
// (AC, WA, TLE, MLE, RE, with processor time, wall time and peak memory) and a count at the end.
//
// Verdicts, in this order (docs/judge.md):
//   RE   the command could not be started
//   TLE  over the processor-time limit, or still running at twice the limit of wall time (killed)
//   MLE  peak resident memory over the limit, or a run that failed saying it ran out of memory (the
//        address space is capped at the limit plus 64 MiB, so an allocation past it fails)
//   WA   output of 64 MiB or more (the command is stopped there: SIGXFSZ)
//   RE   killed by a signal or a non-zero exit status
//   WA   the checker (checkers.hpp) rejects the output, and says why; else AC
//
// Costs: per test, the command's run plus reading its output, the input and the answer once.
#ifndef JUDGE_JUDGE_SESSION_HPP
#define JUDGE_JUDGE_SESSION_HPP

#include <signal.h>
#include <stdlib.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "judge/checkers.hpp"
#include "judge/generators.hpp"
#include "judge/problems.hpp"
#include "judge/process_runner.hpp"
#include "judge/validators.hpp"

namespace judge {

const long long output_cap_bytes = 64LL << 20;
const long long address_headroom_bytes = 64LL << 20;

// A setup failure (no test set, an answer that cannot be made): the judge stops with it.
struct SetupError : std::runtime_error {
  explicit SetupError(const std::string& message) : std::runtime_error(message) {}
};

struct Limits {
  double time_seconds;
  long memory_mib;  // 0: no memory limit (for builds under AddressSanitizer, which reserves terabytes)
};

// A new, empty folder in the system's temporary folder (mkdtemp), named judge-WHAT-XXXXXX.
inline std::filesystem::path make_temp_dir(const std::string& what) {
  std::string pattern = (std::filesystem::temp_directory_path() / ("judge-" + what + "-XXXXXX")).string();
  if (mkdtemp(pattern.data()) == nullptr) throw SetupError("cannot make a temporary folder: " + std::string(std::strerror(errno)));
  return pattern;
}

inline void write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw SetupError("cannot write " + path.string());
}

// The error of `problem`'s validator on `path`, as `PROBLEM: case N: message`; empty when valid. A
// file that cannot be read (missing, a directory) is no input at all: SetupError.
inline std::string validation_error(const Problem& problem, const std::filesystem::path& path) {
  std::FILE* in = std::fopen(path.c_str(), "rb");
  if (in == nullptr) throw SetupError("cannot read " + path.string() + ": " + std::strerror(errno));
  CaseTokens tokens(in);
  std::string error;
  try {
    problem.validate(tokens);
  } catch (const InputError& fault) {
    error = problem.name + ": case " + std::to_string(fault.case_number) + ": " + fault.message;
  }
  std::fclose(in);
  if (tokens.read_error() != 0) throw SetupError("cannot read " + path.string() + ": " + std::strerror(tokens.read_error()));
  return error;
}

// Writes `tests` into `dir` as NAME.in, each checked by the validator, and NAME.ans, the output of
// `solver` (the suite's binary) on it; for fifteen, each answer within the judge's 45 moves.
inline void write_test_set(const Problem& problem, const TestSet& tests, const std::filesystem::path& dir,
                           const std::filesystem::path& solver) {
  if (!std::filesystem::exists(solver))
    throw SetupError("the answers come from " + solver.string() + ", which is missing (build it: cmake --build build --target " +
                     problem.name + ")");
  std::filesystem::create_directories(dir);
  const RunLimits generous = {600, 1200, 0, 1LL << 30};
  for (const TestFile& test : tests) {
    const std::filesystem::path input = dir / (test.name + ".in"), answer = dir / (test.name + ".ans");
    write_file(input, test.input);
    const std::string invalid = validation_error(problem, input);
    if (!invalid.empty()) throw SetupError("generated test " + test.name + " is not valid: " + invalid);
    const RunResult run = run_command({solver.string()}, input.string(), answer.string(), (dir / (test.name + ".err")).string(), generous);
    std::filesystem::remove(dir / (test.name + ".err"));
    if (!run.start_error.empty() || !run.exited || run.exit_status != 0)
      throw SetupError(solver.string() + " failed on " + input.string());
    if (problem.checker == fifteen_moves)  // the statement's promise, which the validator bounds only from below
      for (const std::string& line : judged_lines(read_file(answer)))
        if (line.size() > static_cast<std::size_t>(fifteen_judge_moves))
          throw SetupError("generated test " + test.name + " has a board that needs " + std::to_string(line.size()) + " moves, over the judge's " +
                           std::to_string(fifteen_judge_moves));
  }
}

// The tests of a folder: the NAMEs of NAME.in that have a NAME.ans, sorted.
inline std::vector<std::string> test_names(const std::filesystem::path& dir) {
  if (!std::filesystem::is_directory(dir)) throw SetupError("no test folder " + dir.string());
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".in" && std::filesystem::exists(dir / (entry.path().stem().string() + ".ans")))
      names.push_back(entry.path().stem().string());
  if (names.empty()) throw SetupError("no NAME.in with NAME.ans in " + dir.string());
  std::sort(names.begin(), names.end());
  return names;
}

struct Verdict {
  std::string code;  // AC WA TLE MLE RE
  std::string why;   // empty for AC
};

// The last non-empty line of a command's stderr, where an error usually ends (a one-line error, a
// runtime's "what():", Python's exception), cut to 120 bytes.
inline std::string last_line(const std::string& text) {
  const std::size_t end = text.find_last_not_of("\r\n");
  if (end == std::string::npos) return "";
  const std::size_t begin = text.find_last_of('\n', end);
  const std::string line = text.substr(begin == std::string::npos ? 0 : begin + 1, end + 1 - (begin == std::string::npos ? 0 : begin + 1));
  return line.size() > 120 ? line.substr(0, 120) + "..." : line;
}

inline bool says_out_of_memory(const std::string& errors) {
  for (const char* words : {"bad_alloc", "Cannot allocate memory", "out of memory", "Out of memory", "MemoryError"})
    if (errors.find(words) != std::string::npos) return true;
  return false;
}

inline std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f s", seconds);
  return text;
}

inline Verdict verdict_of(const RunResult& run, const Limits& limits, long long output_bytes, const std::string& errors,
                          const std::function<CheckResult()>& check) {
  if (!run.start_error.empty()) return {"RE", "cannot run the command: " + run.start_error};
  if (run.wall_timeout) return {"TLE", "still running at " + seconds_text(2 * limits.time_seconds) + " of wall time: killed"};
  if (run.cpu_seconds > limits.time_seconds || run.term_signal == SIGXCPU)
    return {"TLE", "over the " + seconds_text(limits.time_seconds) + " limit of processor time"};
  const bool failed = !run.exited || run.exit_status != 0;
  if (limits.memory_mib > 0 && run.peak_kib > limits.memory_mib * 1024)
    return {"MLE", "peak resident memory over the " + std::to_string(limits.memory_mib) + " MiB limit"};
  if (limits.memory_mib > 0 && failed && says_out_of_memory(errors))
    return {"MLE", "ran out of memory under the address-space cap: " + last_line(errors)};
  if (output_bytes >= output_cap_bytes) return {"WA", "output over " + std::to_string(output_cap_bytes >> 20) + " MiB: stopped"};
  const std::string stderr_note = errors.empty() ? "" : "; stderr: " + last_line(errors);
  if (!run.exited) return {"RE", std::string("killed by signal ") + std::to_string(run.term_signal) + " (" + strsignal(run.term_signal) + ")" + stderr_note};
  if (run.exit_status != 0) return {"RE", "exit status " + std::to_string(run.exit_status) + stderr_note};
  const CheckResult result = check();
  return result.accepted ? Verdict{"AC", ""} : Verdict{"WA", result.why};
}

inline std::string memory_text(long kib) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f MiB", kib / 1024.0);
  return text;
}

// Runs `command` on every test of `dir`, printing a verdict line each and the count; returns the
// number of tests not accepted.
inline int judge_tests(const Problem& problem, const std::filesystem::path& dir, const std::vector<std::string>& command,
                       const Limits& limits, bool strict, std::FILE* out) {
  const std::vector<std::string> names = test_names(dir);
  const std::filesystem::path scratch = make_temp_dir("run");
  const RunLimits run_limits = {limits.time_seconds, 2 * limits.time_seconds,
                                limits.memory_mib > 0 ? (static_cast<long long>(limits.memory_mib) << 20) + address_headroom_bytes : 0,
                                output_cap_bytes};
  int failed = 0;
  for (const std::string& name : names) {
    const std::filesystem::path input = dir / (name + ".in"), output = scratch / "output", errors = scratch / "errors";
    const RunResult run = run_command(command, input.string(), output.string(), errors.string(), run_limits);
    const long long output_bytes = std::filesystem::exists(output) ? static_cast<long long>(std::filesystem::file_size(output)) : 0;
    const Verdict verdict = verdict_of(run, limits, output_bytes, read_file(errors), [&] {
      return check_output(problem.checker, problem.lines_per_case, strict, read_file(input), read_file(output),
                          read_file(dir / (name + ".ans")));
    });
    failed += verdict.code != "AC";
    std::fprintf(out, "%s: %s %s cpu, %s wall, %s%s%s\n", name.c_str(), verdict.code.c_str(), seconds_text(run.cpu_seconds).c_str(),
                 seconds_text(run.wall_seconds).c_str(), memory_text(run.peak_kib).c_str(), verdict.why.empty() ? "" : ": ",
                 verdict.why.c_str());
    if (std::fflush(out) != 0) {  // no one sees the verdicts: stop
      const int error = errno;
      std::filesystem::remove_all(scratch);
      throw SetupError(std::string("cannot write the output: ") + std::strerror(error));
    }
  }
  std::filesystem::remove_all(scratch);
  std::fprintf(out, "%d passed, %d failed\n", static_cast<int>(names.size()) - failed, failed);
  return failed;
}

}  // namespace judge

#endif  // JUDGE_JUDGE_SESSION_HPP
