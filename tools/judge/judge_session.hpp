// A judge's session: a test set on disk (NAME.in with NAME.ans), written from a generator with the
// answers of the suite's own binary, every input checked by the problem's validator; and a command run
// on every test, with one verdict line each (AC, WA, TLE, MLE, RE, with processor time and its share of
// the limit, wall time and memory); the judge tests first, then the verdict line, then the stress
// tests (stress-*) and their line.
//
// Verdicts, in this order (docs/judge.md):
//   RE   the command could not be started
//   TLE  over the processor-time limit (killed just past it)
//   MLE  its program could not be loaded under the memory cap (static arrays over it); or its memory
//        over the limit (killed there; process_runner.hpp says how it is measured); or a run that
//        failed saying it ran out of memory (an allocation refused at the cap, the limit + 64 MiB)
//   TLE  still running at the wall cap, 3 x the limit + 2 s (time spent waiting for a processor does
//        not count), with processor time to spare: a program that waits (sleeps, or reads input that
//        never comes)
//   WA   output of 64 MiB or more (the command is stopped there: SIGXFSZ)
//   RE   killed by a signal or a non-zero exit status
//   WA   the problem's checker (checkers.hpp) rejects the output, and says why; else AC
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
#include <system_error>
#include <utility>
#include <vector>

#include "judge/checkers.hpp"
#include "judge/generators.hpp"
#include "judge/problem.hpp"
#include "judge/process_runner.hpp"
#include "judge/validators.hpp"

namespace judge {

const long long output_cap_bytes = 64LL << 20;
const long long input_cap_bytes = 64LL << 20;  // no judge's input is near it

// A setup failure (no test set, an answer that cannot be made, a file that cannot be read): the judge
// stops with it, exit status 2.
struct SetupError : std::runtime_error {
  explicit SetupError(const std::string& message) : std::runtime_error(message) {}
};

struct Limits {
  double time_seconds;
  long memory_kib;  // 0: no memory limit (for builds under AddressSanitizer, which reserves terabytes)
};

// The wall-time cap of a run: only a program that waits reaches it. A program that computes reaches
// its processor-time limit first, on a loaded machine too: the time it spends waiting for a processor
// does not count toward the cap (process_runner.hpp).
inline double wall_cap_seconds(double time_limit) { return 3 * time_limit + 2; }

// A new, empty folder in the system's temporary folder (mkdtemp), named judge-WHAT-XXXXXX.
inline std::filesystem::path make_temp_dir(const std::string& what) {
  std::string pattern = (std::filesystem::temp_directory_path() / ("judge-" + what + "-XXXXXX")).string();
  if (mkdtemp(pattern.data()) == nullptr)
    throw SetupError("cannot make a temporary folder: " + std::string(std::strerror(errno)));
  return pattern;
}

// A temporary folder that is removed with this object, on every way out of its scope (a Stopped
// judge unwinds through it too).
class ScratchFolder {
 public:
  explicit ScratchFolder(const std::string& what) : path_(make_temp_dir(what)) {}
  ~ScratchFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

inline void write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw SetupError("cannot write " + path.string());
}

// The first line of `text` that does not hold `tokens` tokens (blanks: space, tab, CR), as
// "line N: ..."; empty when every line does. The empty line after a final newline does not count.
inline std::string layout_error(const std::string& text, int tokens) {
  std::size_t begin = 0;
  for (long line = 1; begin < text.size(); ++line) {
    const std::size_t end = std::min(text.find('\n', begin), text.size());
    int count = 0;
    for (std::size_t i = begin; i < end; ++i)
      count += text[i] != ' ' && text[i] != '\t' && text[i] != '\r' &&
               (i == begin || text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\r');
    if (count != tokens)
      return "line " + puzzle::decimal(line) + ": expected " + puzzle::decimal(tokens) +
             (tokens == 1 ? " token" : " tokens") + " on each line, got " + puzzle::decimal(count);
    begin = end + 1;
  }
  return "";
}

// The error of `problem`'s validator on `text`, as `case N: message` (or `line N: message` for its
// layout); empty when valid.
inline std::string validation_error(const Problem& problem, const std::string& text) {
  if (static_cast<long long>(text.size()) > input_cap_bytes)
    return "expected an input of at most " + std::to_string(input_cap_bytes >> 20) + " MiB, got more";
  // fmemopen takes no size of 0
  std::FILE* in =
      text.empty() ? std::fopen("/dev/null", "r") : fmemopen(const_cast<char*>(text.data()), text.size(), "r");
  if (in == nullptr) throw SetupError("cannot read the input: " + std::string(std::strerror(errno)));
  CaseTokens tokens(in);
  std::string error;
  try {
    problem.validate(tokens);
  } catch (const InputError& fault) {
    error = "case " + std::to_string(fault.case_number) + ": " + fault.message;
  }
  std::fclose(in);
  if (error.empty() && problem.tokens_per_line > 0) {
    error = layout_error(text, problem.tokens_per_line);
  }
  return error;
}

// The text of the input file `path`, up to one byte past the input cap (so that an endless file, as
// /dev/zero, ends). Throws SetupError for a folder or a file that cannot be read.
inline std::string read_input(const std::filesystem::path& path) {
  if (std::filesystem::is_directory(path)) throw SetupError(path.string() + " is a folder, not an input file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw SetupError("cannot read " + path.string() + ": " + std::strerror(errno));
  std::string text;
  char buffer[1 << 16];
  while (in && static_cast<long long>(text.size()) <= input_cap_bytes) {
    in.read(buffer, sizeof buffer);
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
  }
  if (in.bad()) throw SetupError("cannot read " + path.string() + ": " + std::strerror(errno));
  return text;
}

// Writes `tests` into `dir` as NAME.in, each checked by the validator, and NAME.ans, the output of
// `solver` (the suite's binary) on it, which must keep the problem's promise on the answers.
inline void write_test_set(const Problem& problem, const TestSet& tests, const std::filesystem::path& dir,
                           const std::filesystem::path& solver) {
  if (!std::filesystem::exists(solver))
    throw SetupError("the answers come from " + solver.string() +
                     ", which is missing (build it: cmake --build build --target " + problem.binary + ")");
  std::filesystem::create_directories(dir);
  const RunLimits generous = {600, 1200, 0, 1LL << 30};
  for (const TestFile& test : tests) {
    const std::filesystem::path input = dir / (test.name + ".in"), answer = dir / (test.name + ".ans");
    const std::string invalid = validation_error(problem, test.input);
    if (!invalid.empty())
      throw SetupError("generated test " + test.name + " is not valid for " + problem.name + ": " + invalid);
    write_file(input, test.input);
    const RunResult run = run_command({solver.string()}, input.string(), answer.string(),
                                      (dir / (test.name + ".err")).string(), generous);
    std::filesystem::remove(dir / (test.name + ".err"));
    if (!run.start_error.empty() || !run.exited || run.exit_status != 0)
      throw SetupError(solver.string() + " failed on " + input.string());
    const std::string broken = problem.answer_error == nullptr ? "" : problem.answer_error(read_file(answer));
    if (!broken.empty()) throw SetupError("generated test " + test.name + ": " + broken);
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
  const std::string line =
      text.substr(begin == std::string::npos ? 0 : begin + 1, end + 1 - (begin == std::string::npos ? 0 : begin + 1));
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

inline std::string memory_text(long kib) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f MiB", kib / 1024.0);
  return text;
}

// A limit as the judges write it: whole MiB as "64 MiB", else "146.5 MiB (150000 KiB)".
inline std::string limit_text(long kib) {
  if (kib % 1024 == 0) return std::to_string(kib / 1024) + " MiB";
  return memory_text(kib) + " (" + std::to_string(kib) + " KiB)";
}

inline Verdict verdict_of(const RunResult& run, const Limits& limits, long long output_bytes, const std::string& errors,
                          const std::function<CheckResult()>& check) {
  if (!run.start_error.empty()) return {"RE", "cannot run the command: " + run.start_error};
  if (run.cpu_timeout || run.cpu_seconds > limits.time_seconds || run.term_signal == SIGXCPU)
    return {"TLE", "over the " + seconds_text(limits.time_seconds) + " limit of processor time: killed"};
  if (run.not_loaded)
    return {"MLE", "the program could not be loaded: its static memory (" + memory_text(run.memory_kib) +
                       ") is over the " + limit_text(limits.memory_kib) + " limit"};
  if (limits.memory_kib > 0 && (run.memory_exceeded || run.memory_kib > limits.memory_kib))
    return {"MLE", "memory over the " + limit_text(limits.memory_kib) + " limit: killed"};
  if (run.wall_timeout)
    return {"TLE", "waiting (for input, or asleep) past the " + seconds_text(wall_cap_seconds(limits.time_seconds)) +
                       " wall cap, after " + seconds_text(run.cpu_seconds) + " of processor time: killed"};
  const bool failed = !run.exited || run.exit_status != 0;
  if (limits.memory_kib > 0 && failed && says_out_of_memory(errors))
    return {"MLE", "an allocation past the limit failed: " + last_line(errors)};
  if (output_bytes >= output_cap_bytes)
    return {"WA", "output over " + std::to_string(output_cap_bytes >> 20) + " MiB: stopped"};
  const std::string stderr_note = errors.empty() ? "" : "; stderr: " + last_line(errors);
  if (!run.exited)
    return {"RE", std::string("killed by signal ") + std::to_string(run.term_signal) + " (" +
                      strsignal(run.term_signal) + ")" + stderr_note};
  if (run.exit_status != 0) return {"RE", "exit status " + std::to_string(run.exit_status) + stderr_note};
  const CheckResult result = check();
  return result.accepted ? Verdict{"AC", ""} : Verdict{"WA", result.why};
}

// The tiers of a test set: judge tests, what the real judge's data can hold (the verdict and the exit
// status come from them), and stress tests, named stress-*, harder than its data (reported apart).
const std::string stress_prefix = "stress-";
inline bool is_stress_test(const std::string& name) {
  return name.compare(0, stress_prefix.size(), stress_prefix) == 0;
}

struct SessionOptions {
  bool strict = false;         // also demand the suite's exact answers
  bool stress = false;         // the stress tests count in the exit status too
  bool no_stress = false;      // judge tests only
  bool first_failure = false;  // stop at the first judge test not accepted, as the real judges do
};

// "NN% of LIMIT", the share of the time limit `seconds` used.
inline std::string share_text(double seconds, double limit) {
  char text[64];
  std::snprintf(text, sizeof text, "%.0f%% of %g s", 100 * seconds / limit, limit);
  return text;
}

// The note on a test that used more than half its limit: the judges' machines are slower.
const std::string near_limit_note = "over half the limit: a judge's slower machine may not accept it";

inline bool over_half(double seconds, double limit) { return seconds > limit / 2; }

// What a tier's run came to: its tests, those not accepted, per verdict, and the first of them.
struct TierResult {
  int tests = 0;
  int not_accepted = 0;
  std::vector<std::pair<std::string, int>> by_code;  // WA TLE MLE RE: how many, in order of first appearance
  std::string first_name, first_code, first_why;
  std::string slowest_name;  // the accepted test with the largest share of the limit
  double slowest_seconds = 0;
};

// `verdict: AC (70 of 70 judge tests)` (with the note when one used more than half the limit), or the
// first failing test's verdict.
inline std::string verdict_line(const TierResult& tier, double limit) {
  if (tier.not_accepted == 0) {
    std::string line =
        "verdict: AC (" + std::to_string(tier.tests) + " of " + std::to_string(tier.tests) + " judge tests";
    if (over_half(tier.slowest_seconds, limit))
      line += "; " + tier.slowest_name + " used " + share_text(tier.slowest_seconds, limit) + ": " + near_limit_note;
    return line + ")";
  }
  return "verdict: " + tier.first_code + " on test " + tier.first_name +
         (tier.first_why.empty() ? "" : " (" + tier.first_why + ")");
}

// `stress: 3 of 3 AC`, or `stress: 2 of 3 TLE, 1 of 3 WA (...)`.
inline std::string stress_line(const TierResult& tier, bool counted) {
  const std::string total = std::to_string(tier.tests);
  std::string line = "stress: ";
  if (tier.not_accepted == 0) return line + total + " of " + total + " AC";
  for (std::size_t i = 0; i < tier.by_code.size(); ++i)
    line +=
        (i == 0 ? "" : ", ") + std::to_string(tier.by_code[i].second) + " of " + total + " " + tier.by_code[i].first;
  line += " (tests harder than the judge's data";
  line += counted ? ": --stress counts them in the exit status" : ", not in its verdict";
  const bool only_time = tier.by_code.size() == 1 && tier.by_code[0].first == "TLE";
  return line + (only_time ? "; your search is slower than needed on them)" : "; the first: " + tier.first_name + ")");
}

// Runs `command` on the tests of `dir`, the judge tests then the stress tests, printing a verdict line
// each (with its share of the time limit), the verdict line after the judge tests and the stress line
// after the stress tests; returns the exit status: 0 when every judge test is AC (and, with --stress,
// every stress test), else 1. Every input must be one the problem's judge gives (SetupError).
inline int judge_tests(const Problem& problem, const std::filesystem::path& dir,
                       const std::vector<std::string>& command, const Limits& limits, const SessionOptions& options,
                       std::FILE* out) {
  const std::vector<std::string> names = test_names(dir);
  for (const std::string& name : names) {
    const std::string invalid = validation_error(problem, read_input(dir / (name + ".in")));
    if (!invalid.empty())
      throw SetupError((dir / (name + ".in")).string() + " is not an input of " + problem.name + ": " + invalid);
  }
  const ScratchFolder scratch("run");
  const RunLimits run_limits = {limits.time_seconds, wall_cap_seconds(limits.time_seconds), limits.memory_kib,
                                output_cap_bytes};
  const auto run_tier = [&](bool stress) {
    TierResult tier;
    for (const std::string& name : names) {
      if (is_stress_test(name) != stress) continue;
      const std::filesystem::path input = dir / (name + ".in"), output = scratch.path() / "output",
                                  errors = scratch.path() / "errors";
      const RunResult run = run_command(command, input.string(), output.string(), errors.string(), run_limits);
      const long long output_bytes =
          std::filesystem::exists(output) ? static_cast<long long>(std::filesystem::file_size(output)) : 0;
      const Verdict verdict = verdict_of(run, limits, output_bytes, read_file(errors), [&] {
        return check_output(problem.checker, options.strict, read_file(input), read_file(output),
                            read_file(dir / (name + ".ans")));
      });
      ++tier.tests;
      std::string why = verdict.why;
      if (verdict.code == "AC") {
        if (run.cpu_seconds >= tier.slowest_seconds) tier.slowest_seconds = run.cpu_seconds, tier.slowest_name = name;
        if (over_half(run.cpu_seconds, limits.time_seconds)) why = near_limit_note;
      } else {
        if (tier.not_accepted++ == 0)
          tier.first_name = name, tier.first_code = verdict.code, tier.first_why = verdict.why;
        auto code = std::find_if(tier.by_code.begin(), tier.by_code.end(),
                                 [&](const auto& seen) { return seen.first == verdict.code; });
        if (code == tier.by_code.end()) code = tier.by_code.insert(tier.by_code.end(), {verdict.code, 0});
        ++code->second;
      }
      std::fprintf(out, "%s: %s %s cpu (%s), %s wall, %s%s%s\n", name.c_str(), verdict.code.c_str(),
                   seconds_text(run.cpu_seconds).c_str(), share_text(run.cpu_seconds, limits.time_seconds).c_str(),
                   seconds_text(run.wall_seconds).c_str(), memory_text(run.memory_kib).c_str(), why.empty() ? "" : ": ",
                   why.c_str());
      if (std::fflush(out) != 0)  // no one sees the verdicts: stop (the scratch folder goes with it)
        throw SetupError(std::string("cannot write the output: ") + std::strerror(errno));
      if (!stress && options.first_failure && verdict.code != "AC") break;
    }
    return tier;
  };
  const TierResult judged = run_tier(false);
  std::fprintf(out, "%s\n", verdict_line(judged, limits.time_seconds).c_str());
  int status = judged.not_accepted == 0 ? 0 : 1;
  const bool stopped = options.first_failure && judged.not_accepted > 0;
  if (!options.no_stress && !stopped) {
    const TierResult stressed = run_tier(true);
    std::fprintf(out, "%s\n",
                 stressed.tests == 0 ? "stress: none (no stress-* tests in this set)"
                                     : stress_line(stressed, options.stress).c_str());
    if (options.stress && stressed.not_accepted > 0) status = 1;
  }
  if (std::fflush(out) != 0) throw SetupError(std::string("cannot write the output: ") + std::strerror(errno));
  return status;
}

}  // namespace judge

#endif  // JUDGE_JUDGE_SESSION_HPP
