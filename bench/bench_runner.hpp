// Shared by the benchmarks: runs a program with files on stdin/stdout and measures its wall time (best
// of several runs), processor time and peak resident memory, so ours and a published solution are
// measured the same way, as whole processes (start-up included); two programs run alternately; and
// one input a run against the floor, a program that only reads its input and prints a line
// (floor.cpp), so a one-board row reads as "x the floor".
#ifndef PUZZLE_BENCH_BENCH_RUNNER_HPP
#define PUZZLE_BENCH_BENCH_RUNNER_HPP

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace bench {

struct RunFigures {
  double seconds;      // best wall time over the runs
  long peak_kib;       // peak resident set of the process (GNU time's %M), or -1 if it cannot be measured
  bool succeeded;      // exit status 0 on every run
  double cpu_seconds;  // processor time (user + system) of the run with the best wall time
};

// Starts `argv` with stdin from `input` and stdout to `output`; returns its pid, or -1.
inline pid_t spawn_redirected(char* const* argv, const std::string& input, const std::string& output) {
  posix_spawn_file_actions_t redirect;
  posix_spawn_file_actions_init(&redirect);
  posix_spawn_file_actions_addopen(&redirect, 0, input.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&redirect, 1, output.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  pid_t child = 0;
  const int error = posix_spawn(&child, argv[0], &redirect, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&redirect);
  return error == 0 ? child : -1;
}

// A program and its arguments (a learner's option, e.g. {"--method", "bfs"}), as argv.
inline std::vector<char*> argv_of(const std::vector<std::string>& command) {
  std::vector<char*> argv;
  for (const std::string& word : command) argv.push_back(const_cast<char*>(word.c_str()));
  argv.push_back(nullptr);
  return argv;
}

// Peak resident set of `program` (with `arguments`) on `input`, by GNU time. Not from our own wait4:
// a child's peak counts the pages of the process that forked it, and the benchmark itself holds
// megabytes.
inline long peak_kib(const std::string& program, const std::string& input, const std::string& output,
                     const std::vector<std::string>& arguments = {}) {
  const std::string report = output + ".peak";
  const char* time_program = "/usr/bin/time";
  std::vector<std::string> command = {time_program, "-f", "%M", "-o", report, program};
  command.insert(command.end(), arguments.begin(), arguments.end());
  std::vector<char*> argv = argv_of(command);
  if (access(time_program, X_OK) != 0) return -1;
  const pid_t child = spawn_redirected(argv.data(), input, output);
  int status = 0;
  if (child < 0 || waitpid(child, &status, 0) < 0) return -1;
  long kib = -1;
  std::ifstream(report) >> kib;
  std::remove(report.c_str());
  return kib;
}

// Runs `program` (with `arguments`, none by default) with stdin from `input` and stdout to `output`,
// `repeats` times for the time, once more for the memory.
inline RunFigures run_timed(const std::string& program, const std::string& input, const std::string& output,
                            int repeats, const std::vector<std::string>& arguments = {}) {
  RunFigures figures = {1e30, peak_kib(program, input, output, arguments), true, 0};
  std::vector<std::string> command = {program};
  command.insert(command.end(), arguments.begin(), arguments.end());
  std::vector<char*> argv = argv_of(command);
  for (int run = 0; run < repeats; ++run) {
    const auto start = std::chrono::steady_clock::now();
    const pid_t child = spawn_redirected(argv.data(), input, output);
    int status = 0;
    struct rusage usage;
    if (child < 0 || wait4(child, &status, 0, &usage) < 0) {
      figures.succeeded = false;
      continue;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (seconds < figures.seconds) {
      figures.seconds = seconds;
      figures.cpu_seconds =
          usage.ru_utime.tv_sec + usage.ru_stime.tv_sec + 1e-6 * (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) figures.succeeded = false;
  }
  return figures;
}

inline bool file_exists(const std::string& path) { return std::ifstream(path).good(); }

// Compiles the single-file bundle of binary `name` (BUNDLE_DIR/<name>.cpp, written by the target
// `bundles`; CMake defines BUNDLE_DIR for every bench) with `compile` (e.g. "g++ -std=gnu++98 -O2", as
// a judge would) into `executable`. Returns false, having said why, if it does not compile.
inline bool compile_bundle(const std::string& name, const std::string& compile, const std::string& executable) {
  const std::string bundle = std::string(BUNDLE_DIR) + "/" + name + ".cpp";
  if (!file_exists(bundle)) {
    std::printf("(no bundle %s: build the target `bundles`)\n", bundle.c_str());
    return false;
  }
  const std::string command = compile + " '" + bundle + "' -o '" + executable + "'";
  if (std::system(command.c_str()) != 0) {
    std::printf("(the bundle does not compile: %s)\n", command.c_str());
    return false;
  }
  return true;
}

// Whole-process times of two programs on one input, run alternately (ours, theirs, ours, ...) so
// that a busy machine slows both alike; the peak resident set of each (one more run each).
struct Comparison {
  std::vector<double> ours, theirs;          // wall seconds, one per run
  std::vector<double> ours_cpu, theirs_cpu;  // processor seconds (user + system), one per run
  long ours_peak_kib, theirs_peak_kib;
  bool succeeded;
};

// `their_arguments`: what `theirs` is run with (e.g. our own binary with {"--method", "bfs"}).
inline Comparison compare_alternately(const std::string& ours, const std::string& theirs, const std::string& input,
                                      const std::string& work, int runs,
                                      const std::vector<std::string>& their_arguments = {}) {
  Comparison comparison;
  comparison.succeeded = true;
  for (int run = 0; run < runs; ++run) {
    const RunFigures mine = run_timed(ours, input, work + "/ours.out", 1);
    const RunFigures peer = run_timed(theirs, input, work + "/peer.out", 1, their_arguments);
    comparison.ours.push_back(mine.seconds);
    comparison.theirs.push_back(peer.seconds);
    comparison.ours_cpu.push_back(mine.cpu_seconds);
    comparison.theirs_cpu.push_back(peer.cpu_seconds);
    comparison.ours_peak_kib = mine.peak_kib;
    comparison.theirs_peak_kib = peer.peak_kib;
    comparison.succeeded = comparison.succeeded && mine.succeeded && peer.succeeded;
  }
  return comparison;
}

inline double smallest(const std::vector<double>& values) { return *std::min_element(values.begin(), values.end()); }
inline double largest(const std::vector<double>& values) { return *std::max_element(values.begin(), values.end()); }

// "a-b" of the values (seconds shown as s or ms).
inline std::string range_text(const std::vector<double>& seconds) {
  char text[64];
  const double low = smallest(seconds), high = largest(seconds);
  if (high < 1)
    std::snprintf(text, sizeof text, "%.1f-%.1f ms", low * 1e3, high * 1e3);
  else
    std::snprintf(text, sizeof text, "%.2f-%.2f s", low, high);
  return text;
}

// Two lines: both programs' wall-time ranges, the range of theirs/ours over the runs (each run of
// ours against the run of theirs next to it), the ratio of the best times, and peaks; then the same
// in processor time (user + system), which other jobs on the machine disturb less.
inline void print_comparison(const char* title, const char* our_name, const char* their_name,
                             const Comparison& comparison) {
  std::vector<double> ratios, cpu_ratios;
  for (std::size_t run = 0; run < comparison.ours.size(); ++run) {
    ratios.push_back(comparison.theirs[run] / comparison.ours[run]);
    cpu_ratios.push_back(comparison.theirs_cpu[run] / comparison.ours_cpu[run]);
  }
  std::printf(
      "%s\n  whole process, %zu runs each: %s %s (peak %ld KiB), %s %s (peak %ld KiB): %s is %.1f-%.1fx faster"
      " (best against best %.1fx)%s\n",
      title, comparison.ours.size(), our_name, range_text(comparison.ours).c_str(), comparison.ours_peak_kib,
      their_name, range_text(comparison.theirs).c_str(), comparison.theirs_peak_kib, our_name, smallest(ratios),
      largest(ratios), smallest(comparison.theirs) / smallest(comparison.ours), comparison.succeeded ? "" : "  FAILED");
  std::printf("  processor time: %s %s, %s %s: %.1f-%.1fx\n", our_name, range_text(comparison.ours_cpu).c_str(),
              their_name, range_text(comparison.theirs_cpu).c_str(), smallest(cpu_ratios), largest(cpu_ratios));
}

inline double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t middle = values.size() / 2;
  return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

// One input a run: per input file, a process of the floor (FLOOR_PROGRAM, floor.cpp) and one of
// `program` (with `arguments`), alternately; their processor times (user + system), one per file.
struct FloorComparison {
  std::vector<double> ours_cpu, floor_cpu;
  bool succeeded;
};

inline FloorComparison against_floor(const std::string& program, const std::vector<std::string>& inputs,
                                     const std::string& work, const std::vector<std::string>& arguments = {}) {
  FloorComparison comparison;
  comparison.succeeded = true;
  for (const std::string& input : inputs) {
    const RunFigures floor = run_timed(FLOOR_PROGRAM, input, work + "/floor.out", 1);
    const RunFigures ours = run_timed(program, input, work + "/ours.out", 1, arguments);
    comparison.floor_cpu.push_back(floor.cpu_seconds);
    comparison.ours_cpu.push_back(ours.cpu_seconds);
    comparison.succeeded = comparison.succeeded && floor.succeeded && ours.succeeded;
  }
  return comparison;
}

// "x the floor": the median of ours over the median of the floor's, the range of ours/floor run by
// run (each against the floor's run before it), and what ours costs above the floor (medians).
inline void print_against_floor(const char* title, const char* our_name, const FloorComparison& comparison) {
  std::vector<double> ratios;
  for (std::size_t run = 0; run < comparison.ours_cpu.size(); ++run)
    ratios.push_back(comparison.ours_cpu[run] / comparison.floor_cpu[run]);
  const double ours = median(comparison.ours_cpu), floor = median(comparison.floor_cpu);
  std::printf(
      "%s\n  one input a run, %zu runs, processor time: %s %s (median %.2f ms), the floor %s (median %.2f ms):"
      " %s is %.1fx the floor (run by run %.1f-%.1fx), %.2f ms above it%s\n",
      title, comparison.ours_cpu.size(), our_name, range_text(comparison.ours_cpu).c_str(), ours * 1e3,
      range_text(comparison.floor_cpu).c_str(), floor * 1e3, our_name, ours / floor, smallest(ratios), largest(ratios),
      (ours - floor) * 1e3, comparison.succeeded ? "" : "  FAILED");
}

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Whether a benchmark has its three arguments, BINARY PEER_DIR WORK_DIR; if not, its usage on
// stderr (`binary`: the binary it measures).
inline bool has_bench_arguments(const char* binary, int argc) {
  if (argc == 4) return true;
  std::string name = binary;
  for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  std::fprintf(stderr, "usage: %s_bench %s_BINARY PEER_DIR WORK_DIR\n", binary, name.c_str());
  return false;
}

// How many runs a benchmark makes: BINARY_BENCH_RUNS from the environment, else `fallback`.
inline int bench_runs(const char* binary, int fallback) {
  std::string name = binary;
  for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const char* text = std::getenv((name + "_BENCH_RUNS").c_str());
  return text && *text ? std::atoi(text) : fallback;
}

}  // namespace bench

#endif  // PUZZLE_BENCH_BENCH_RUNNER_HPP
