// Shared by the benchmarks: runs a command with files on stdin/stdout and measures its wall time (best
// of several runs) and peak resident memory, so ours and a published solution are timed the same way.
#ifndef PUZZLE_BENCH_BENCH_RUNNER_HPP
#define PUZZLE_BENCH_BENCH_RUNNER_HPP

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

namespace bench {

struct RunFigures {
  double seconds;      // best wall time over the runs
  long peak_kib;       // peak resident set of the process
  bool succeeded;      // exit status 0 on every run
};

// Runs `program` (no arguments) with stdin from `input` and stdout to `output`, `repeats` times.
inline RunFigures run_timed(const std::string& program, const std::string& input, const std::string& output,
                            int repeats) {
  RunFigures figures = {1e30, 0, true};
  for (int run = 0; run < repeats; ++run) {
    std::fflush(stdout);  // or the child inherits and repeats what is buffered
    const auto start = std::chrono::steady_clock::now();
    const pid_t child = fork();
    if (child == 0) {
      if (!std::freopen(input.c_str(), "rb", stdin) || !std::freopen(output.c_str(), "wb", stdout)) _exit(127);
      execl(program.c_str(), program.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    int status = 0;
    struct rusage usage;
    wait4(child, &status, 0, &usage);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (seconds < figures.seconds) figures.seconds = seconds;
    if (usage.ru_maxrss > figures.peak_kib) figures.peak_kib = usage.ru_maxrss;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) figures.succeeded = false;
  }
  return figures;
}

inline bool file_exists(const std::string& path) { return std::ifstream(path).good(); }

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace bench

#endif  // PUZZLE_BENCH_BENCH_RUNNER_HPP
