// Shared by the benchmarks: runs a program with files on stdin/stdout and measures its wall time (best
// of several runs) and peak resident memory, so ours and a published solution are measured the same way.
#ifndef PUZZLE_BENCH_BENCH_RUNNER_HPP
#define PUZZLE_BENCH_BENCH_RUNNER_HPP

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace bench {

struct RunFigures {
  double seconds;      // best wall time over the runs
  long peak_kib;       // peak resident set of the process (GNU time's %M), or -1 if it cannot be measured
  bool succeeded;      // exit status 0 on every run
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

// Peak resident set of `program` on `input`, by GNU time. Not from our own wait4: a child's peak
// counts the pages of the process that forked it, and the benchmark itself holds megabytes.
inline long peak_kib(const std::string& program, const std::string& input, const std::string& output) {
  const std::string report = output + ".peak";
  const char* time_program = "/usr/bin/time";
  char* argv[] = {const_cast<char*>(time_program), const_cast<char*>("-f"), const_cast<char*>("%M"),
                  const_cast<char*>("-o"), const_cast<char*>(report.c_str()), const_cast<char*>(program.c_str()),
                  nullptr};
  if (access(time_program, X_OK) != 0) return -1;
  const pid_t child = spawn_redirected(argv, input, output);
  int status = 0;
  if (child < 0 || waitpid(child, &status, 0) < 0) return -1;
  long kib = -1;
  std::ifstream(report) >> kib;
  std::remove(report.c_str());
  return kib;
}

// Runs `program` (no arguments) with stdin from `input` and stdout to `output`, `repeats` times for
// the time, once more for the memory.
inline RunFigures run_timed(const std::string& program, const std::string& input, const std::string& output,
                            int repeats) {
  RunFigures figures = {1e30, peak_kib(program, input, output), true};
  char* argv[] = {const_cast<char*>(program.c_str()), nullptr};
  for (int run = 0; run < repeats; ++run) {
    const auto start = std::chrono::steady_clock::now();
    const pid_t child = spawn_redirected(argv, input, output);
    int status = 0;
    if (child < 0 || waitpid(child, &status, 0) < 0) {
      figures.succeeded = false;
      continue;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (seconds < figures.seconds) figures.seconds = seconds;
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

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace bench

#endif  // PUZZLE_BENCH_BENCH_RUNNER_HPP
