// Runs a command as a judge does: stdin from a file, stdout and stderr into files of capped size, in a
// process group of its own, under limits of processor time, wall time and address space; measures
// processor time (user + system), wall time and peak resident memory. POSIX process control only:
// fork/execvp, setpgid, setrlimit (RLIMIT_CPU, RLIMIT_AS, RLIMIT_FSIZE, RLIMIT_CORE), wait4 for the
// resource usage, kill of the whole group. Nothing is left running: when the command exits, or when
// the wall clock passes its limit, the group is killed (a process that leaves the group with setsid
// escapes; judged programs have no reason to).
//
// Costs: the command's own, plus a poll of its state every 2 ms while it runs.
#ifndef JUDGE_PROCESS_RUNNER_HPP
#define JUDGE_PROCESS_RUNNER_HPP

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace judge {

struct RunLimits {
  double cpu_seconds;         // processor time: the command gets SIGXCPU a second after it
  double wall_seconds;        // wall time: the group is killed at it
  long long address_bytes;    // RLIMIT_AS; 0: none
  long long output_bytes;     // each of stdout and stderr (RLIMIT_FSIZE: SIGXFSZ past it)
};

struct RunResult {
  std::string start_error;  // not empty when the command could not be started (execvp's error)
  bool exited = false;      // exited normally, with exit_status; else killed by term_signal
  int exit_status = 0;
  int term_signal = 0;
  bool wall_timeout = false;  // killed at the wall-clock limit
  double cpu_seconds = 0;
  double wall_seconds = 0;
  long peak_kib = 0;  // ru_maxrss: the largest resident set of the command and the children it waited for
};

namespace detail {

inline void set_limit(int resource, rlim_t value) {
  struct rlimit limit;
  limit.rlim_cur = value;
  limit.rlim_max = value;
  setrlimit(resource, &limit);
}

// In the child, between fork and exec: only async-signal-safe calls. `cpu`: the RLIMIT_CPU seconds.
// Reports a failure to start
// through `report` (close-on-exec, so the parent reads end of file when exec succeeds).
[[noreturn]] inline void start_child(char* const* argv, const char* input, const char* output, const char* errors,
                                     const RunLimits& limits, rlim_t cpu, int report) {
  setpgid(0, 0);
  const int in = open(input, O_RDONLY);
  const int out = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  const int err = open(errors, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (in >= 0 && out >= 0 && err >= 0 && dup2(in, 0) >= 0 && dup2(out, 1) >= 0 && dup2(err, 2) >= 0) {
    struct rlimit cpu_limit;
    cpu_limit.rlim_cur = cpu;  // SIGXCPU, then SIGKILL a second later
    cpu_limit.rlim_max = cpu + 1;
    setrlimit(RLIMIT_CPU, &cpu_limit);
    set_limit(RLIMIT_FSIZE, static_cast<rlim_t>(limits.output_bytes));
    set_limit(RLIMIT_CORE, 0);
    if (limits.address_bytes > 0) set_limit(RLIMIT_AS, static_cast<rlim_t>(limits.address_bytes));
    execvp(argv[0], argv);
  }
  const int error = errno;
  ssize_t written = write(report, &error, sizeof error);
  (void)written;
  _exit(127);
}

// The process group of the command running now, 0 between runs: a stop signal to the judge kills it.
inline volatile sig_atomic_t running_group = 0;

inline void kill_running_group_and_stop(int signal_number) {
  if (running_group != 0) kill(-running_group, SIGKILL);
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

inline double seconds(const struct timeval& time) { return static_cast<double>(time.tv_sec) + time.tv_usec / 1e6; }

}  // namespace detail

// Makes SIGINT, SIGTERM and SIGHUP to the judge kill the running command's group before the judge
// stops: the group is not the terminal's foreground group, so Ctrl-C would not reach it.
inline void kill_command_when_stopped() {
  for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) signal(signal_number, detail::kill_running_group_and_stop);
}

// Runs `command` (argv[0] looked up in PATH as execvp does) with stdin from `input`, stdout to
// `output`, stderr to `errors`. Precondition: command is not empty.
inline RunResult run_command(const std::vector<std::string>& command, const std::string& input,
                             const std::string& output, const std::string& errors, const RunLimits& limits) {
  std::vector<char*> argv;
  for (const std::string& argument : command) argv.push_back(const_cast<char*>(argument.c_str()));
  argv.push_back(nullptr);

  RunResult result;
  const rlim_t cpu = static_cast<rlim_t>(std::ceil(limits.cpu_seconds)) + 1;  // whole seconds, past the limit
  int report[2];
  if (pipe2(report, O_CLOEXEC) != 0) {
    result.start_error = std::strerror(errno);
    return result;
  }
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid < 0) {
    result.start_error = std::strerror(errno);
    close(report[0]);
    close(report[1]);
    return result;
  }
  if (pid == 0) detail::start_child(argv.data(), input.c_str(), output.c_str(), errors.c_str(), limits, cpu, report[1]);
  setpgid(pid, pid);  // also here, so that a kill of the group cannot come before the child's own call
  detail::running_group = pid;
  close(report[1]);
  int exec_error = 0;
  const bool failed_to_start = read(report[0], &exec_error, sizeof exec_error) == sizeof exec_error;
  close(report[0]);

  int status = 0;
  struct rusage usage;
  std::memset(&usage, 0, sizeof usage);
  const auto elapsed = [&start] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  while (wait4(pid, &status, WNOHANG, &usage) == 0) {
    if (elapsed() > limits.wall_seconds) {
      kill(-pid, SIGKILL);
      result.wall_timeout = true;
      wait4(pid, &status, 0, &usage);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  result.wall_seconds = elapsed();
  kill(-pid, SIGKILL);  // whatever the command left running in its group
  detail::running_group = 0;

  if (failed_to_start) {
    result.start_error = std::strerror(exec_error);
    return result;
  }
  result.exited = WIFEXITED(status);
  result.exit_status = result.exited ? WEXITSTATUS(status) : 0;
  result.term_signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  result.cpu_seconds = detail::seconds(usage.ru_utime) + detail::seconds(usage.ru_stime);
  result.peak_kib = usage.ru_maxrss;
  return result;
}

}  // namespace judge

#endif  // JUDGE_PROCESS_RUNNER_HPP
