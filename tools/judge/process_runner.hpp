// Runs a command as a judge does: stdin from a file, stdout and stderr into files of capped size, in a
// process group of its own, under limits of processor time, memory and wall time; measures processor
// time (user + system), wall time and memory. Linux: fork/execvp, setpgid, setrlimit, wait4, /proc,
// ptrace, prctl.
//
// Processor time: the command is killed as soon as its processor time passes the limit (sampled from
// /proc every 10 ms; RLIMIT_CPU a second later stands behind that). Wall time only catches a command
// that waits (sleeps, or reads input that never comes): the cap is the caller's, and the time the
// command spends ready to run but without a processor (a loaded machine) does not count toward it.
//
// Memory, with a memory limit (docs/judge.md, "How memory is measured"): the command runs under ptrace,
// which stops it once its program is loaded (exec) and once as it exits, its memory still mapped. Its
// memory is the larger of its private writable address space (VmData: static arrays touched or not,
// heap, anonymous maps; what Windows calls committed memory, without the stack) and its peak resident
// set (VmHWM), read at those two stops and every 10 ms between. Over the limit, the group is killed.
// RLIMIT_DATA caps the private memory at the limit plus 64 MiB: a program whose static arrays pass the
// cap cannot be loaded, which shows as an exit without the exec stop (its size: VmPeak at the exit
// stop). Only the command's own process is measured; a script's children are capped, not measured.
//
// Nothing is left running: the group is killed when the command exits, at a limit, and when the judge
// is stopped by SIGINT, SIGTERM or SIGHUP (stop_commands_on_signals: the run then throws Stopped so
// that the judge can remove its folders); the command dies with the judge even on SIGKILL
// (PR_SET_PDEATHSIG, and ptrace's PTRACE_O_EXITKILL). A process that leaves the group with setsid
// escapes the group kill; judged programs have no reason to.
//
// Costs: the command's own, a poll of its state every 2 ms and a read of /proc every 10 ms.
#ifndef JUDGE_PROCESS_RUNNER_HPP
#define JUDGE_PROCESS_RUNNER_HPP

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace judge {

// Private memory allowed past the memory limit before an allocation fails: a program a little over
// the limit runs on and is measured over it, rather than failing in its own way.
const long memory_headroom_kib = 64L << 10;

struct RunLimits {
  double cpu_seconds;      // processor time: killed just past it
  double wall_seconds;     // wall time, less the time spent waiting for a processor: killed at it
  long memory_kib;         // memory as measured above: killed past it; 0: none (no ptrace, nothing measured)
  long long output_bytes;  // each of stdout and stderr (RLIMIT_FSIZE: SIGXFSZ past it)
};

struct RunResult {
  std::string start_error;  // not empty when the command could not be started (execvp's error)
  bool exited = false;      // exited normally, with exit_status; else killed by term_signal
  int exit_status = 0;
  int term_signal = 0;
  bool cpu_timeout = false;      // killed past the processor-time limit
  bool wall_timeout = false;     // killed at the wall-time limit (waiting, or asleep)
  bool memory_exceeded = false;  // killed past the memory limit
  bool not_loaded = false;       // its program could not be loaded under the memory cap
  double cpu_seconds = 0;
  double wall_seconds = 0;
  long memory_kib = 0;  // as measured above; without a memory limit, ru_maxrss (which counts the judge's
                        // pages the child held before exec)
};

// The judge was stopped by a signal while a command ran: the command's group is killed, and the judge
// unwinds (removing its folders) and then stops by the same signal.
struct Stopped {
  int signal_number;
};

// PTRACE_TRACEME was refused (a seccomp filter, a ptrace policy): the judge cannot measure memory here.
struct TraceError {
  std::string message;
};

namespace detail {

// The process group of the command running now, 0 between runs; the stop signal received, 0 if none.
inline volatile sig_atomic_t running_group = 0;
inline volatile sig_atomic_t stop_signal = 0;

inline void on_stop_signal(int signal_number) {
  stop_signal = signal_number;
  if (running_group != 0) kill(-running_group, SIGKILL);
}

inline void set_limit(int resource, rlim_t value) {
  struct rlimit limit;
  limit.rlim_cur = value;
  limit.rlim_max = value;
  setrlimit(resource, &limit);
}

// What the child reports through its close-on-exec pipe when it cannot run the command.
enum StartStage { exec_failed = 1, trace_failed = 2 };

// In the child, between fork and exec: only async-signal-safe calls. Reports a failure to start
// through `report` (close-on-exec, so the parent reads end of file when exec succeeds).
[[noreturn]] inline void start_child(char* const* argv, const char* input, const char* output, const char* errors,
                                     const RunLimits& limits, pid_t judge, int report) {
  setpgid(0, 0);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  int failure[2] = {exec_failed, 0};
  if (getppid() == judge) {  // else the judge died before prctl: no command to start
    const int in = open(input, O_RDONLY);
    const int out = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err = open(errors, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in >= 0 && out >= 0 && err >= 0 && dup2(in, 0) >= 0 && dup2(out, 1) >= 0 && dup2(err, 2) >= 0) {
      const rlim_t cpu = static_cast<rlim_t>(std::ceil(limits.cpu_seconds)) + 1;  // behind the judge's own kill
      struct rlimit cpu_limit;
      cpu_limit.rlim_cur = cpu;  // SIGXCPU, then SIGKILL a second later
      cpu_limit.rlim_max = cpu + 1;
      setrlimit(RLIMIT_CPU, &cpu_limit);
      set_limit(RLIMIT_FSIZE, static_cast<rlim_t>(limits.output_bytes));
      set_limit(RLIMIT_CORE, 0);
      if (limits.memory_kib > 0) {
        set_limit(RLIMIT_DATA, static_cast<rlim_t>(limits.memory_kib + memory_headroom_kib) << 10);
        if (ptrace(PTRACE_TRACEME, 0, nullptr, nullptr) != 0)
          failure[0] = trace_failed;
        else
          raise(SIGSTOP);  // the judge sets its options, then lets it exec
      }
      if (failure[0] == exec_failed) execvp(argv[0], argv);
    }
  }
  failure[1] = errno;
  ssize_t written = write(report, failure, sizeof failure);
  (void)written;
  _exit(127);
}

inline double seconds(const struct timeval& time) { return static_cast<double>(time.tv_sec) + time.tv_usec / 1e6; }

// Processor time of process `pid` and of the children it waited for, from /proc/PID/stat; -1 when
// it cannot be read.
inline double process_cpu_seconds(pid_t pid) {
  char path[64], text[1024];
  std::snprintf(path, sizeof path, "/proc/%d/stat", static_cast<int>(pid));
  std::FILE* file = std::fopen(path, "r");
  if (file == nullptr) return -1;
  const std::size_t length = std::fread(text, 1, sizeof text - 1, file);
  std::fclose(file);
  text[length] = '\0';
  const char* after_name = std::strrchr(text, ')');  // the name may hold spaces and parentheses
  unsigned long long utime = 0, stime = 0;
  long long cutime = 0, cstime = 0;
  // fields 3 (state) to 13 skipped; 14 utime, 15 stime, 16 cutime, 17 cstime, in clock ticks
  if (after_name == nullptr ||
      std::sscanf(after_name + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %lld %lld", &utime, &stime,
                  &cutime, &cstime) != 4)
    return -1;
  return static_cast<double>(utime + stime + static_cast<unsigned long long>(cutime + cstime)) / sysconf(_SC_CLK_TCK);
}

// The time process `pid` has spent ready to run but waiting for a processor (/proc/PID/schedstat, the
// second field, in nanoseconds): on a loaded machine, the wall time that is not the program's doing.
// 0 when it cannot be read.
inline double runnable_seconds(pid_t pid) {
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%d/schedstat", static_cast<int>(pid));
  std::FILE* file = std::fopen(path, "r");
  if (file == nullptr) return 0;
  unsigned long long running = 0, waiting = 0;
  const bool read = std::fscanf(file, "%llu %llu", &running, &waiting) == 2;
  std::fclose(file);
  return read ? static_cast<double>(waiting) / 1e9 : 0;
}

struct MemoryReading {
  long data_kib = 0;           // VmData: private writable mappings
  long resident_peak_kib = 0;  // VmHWM
  long address_peak_kib = 0;   // VmPeak: all mappings, code included
};

// /proc/PID/status's memory lines; false when the process is gone or has no memory left.
inline bool read_memory(pid_t pid, MemoryReading& reading) {
  char path[64], line[256];
  std::snprintf(path, sizeof path, "/proc/%d/status", static_cast<int>(pid));
  std::FILE* file = std::fopen(path, "r");
  if (file == nullptr) return false;
  bool found = false;
  while (std::fgets(line, sizeof line, file) != nullptr) {
    long kib = 0;
    if (std::sscanf(line, "VmData: %ld", &kib) == 1)
      reading.data_kib = kib, found = true;
    else if (std::sscanf(line, "VmHWM: %ld", &kib) == 1)
      reading.resident_peak_kib = kib;
    else if (std::sscanf(line, "VmPeak: %ld", &kib) == 1)
      reading.address_peak_kib = kib;
  }
  std::fclose(file);
  return found;
}

// The command's state while the judge waits for it.
class Watch {
 public:
  Watch(pid_t pid, const RunLimits& limits, RunResult& result) : pid_(pid), limits_(limits), result_(result) {}

  // At a ptrace stop: measures at the exec and exit stops, passes signals on, lets the command go on.
  void ptrace_stop(int status) {
    const int event = status >> 16;
    if (event == PTRACE_EVENT_EXEC) loaded_ = true;
    if (event == PTRACE_EVENT_EXEC || event == PTRACE_EVENT_EXIT) measure();
    int deliver = 0;
    siginfo_t info;
    if (event == 0 && ptrace(PTRACE_GETSIGINFO, pid_, nullptr, &info) == 0)
      deliver = WSTOPSIG(status);  // else a group-stop
    ptrace(PTRACE_CONT, pid_, nullptr, reinterpret_cast<void*>(static_cast<long>(deliver)));
  }

  // While the command runs: kills its group past a limit. Its memory is read once its program is
  // loaded (before, the process is a copy of the judge).
  void poll(double elapsed) {
    if (elapsed - runnable_seconds(pid_) > limits_.wall_seconds) kill_group(result_.wall_timeout);
    if (process_cpu_seconds(pid_) > limits_.cpu_seconds) kill_group(result_.cpu_timeout);
    if (limits_.memory_kib > 0 && loaded_) measure();
  }

  // Whether it died while its program was being loaded: not killed by the judge, no exec stop.
  bool died_loading() const { return limits_.memory_kib > 0 && !loaded_ && !killed_; }

 private:
  void measure() {
    MemoryReading reading;
    if (!read_memory(pid_, reading)) return;
    result_.memory_kib = std::max(result_.memory_kib, std::max(reading.data_kib, reading.resident_peak_kib));
    if (!loaded_) {  // dying at the exit stop, its program not loaded: its size is what failed to load
      result_.memory_kib = std::max(result_.memory_kib, reading.address_peak_kib);
      return;
    }
    if (result_.memory_kib > limits_.memory_kib) kill_group(result_.memory_exceeded);
  }

  void kill_group(bool& reason) {
    if (killed_) return;
    killed_ = reason = true;
    kill(-pid_, SIGKILL);
  }

  pid_t pid_;
  const RunLimits& limits_;
  RunResult& result_;
  bool loaded_ = false;
  bool killed_ = false;
};

}  // namespace detail

// Throws Stopped when the judge has received a stop signal.
inline void throw_if_stopped() {
  if (detail::stop_signal != 0) throw Stopped{detail::stop_signal};
}

// Makes SIGINT, SIGTERM and SIGHUP to the judge kill the running command's group (it is not the
// terminal's foreground group, so Ctrl-C would not reach it) and the run throw Stopped.
inline void stop_commands_on_signals() {
  struct sigaction action;
  std::memset(&action, 0, sizeof action);
  action.sa_handler = detail::on_stop_signal;  // no SA_RESTART: a wait returns at once
  sigemptyset(&action.sa_mask);
  for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) sigaction(signal_number, &action, nullptr);
}

// Runs `command` (argv[0] looked up in PATH as execvp does) with stdin from `input`, stdout to
// `output`, stderr to `errors`. Throws Stopped when the judge is stopped, TraceError when memory
// cannot be measured. Precondition: command is not empty.
inline RunResult run_command(const std::vector<std::string>& command, const std::string& input,
                             const std::string& output, const std::string& errors, const RunLimits& limits) {
  throw_if_stopped();
  std::vector<char*> argv;
  for (const std::string& argument : command) argv.push_back(const_cast<char*>(argument.c_str()));
  argv.push_back(nullptr);

  RunResult result;
  int report[2];
  if (pipe2(report, O_CLOEXEC) != 0) {
    result.start_error = std::strerror(errno);
    return result;
  }
  const pid_t judge = getpid();
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid < 0) {
    result.start_error = std::strerror(errno);
    close(report[0]);
    close(report[1]);
    return result;
  }
  if (pid == 0)
    detail::start_child(argv.data(), input.c_str(), output.c_str(), errors.c_str(), limits, judge, report[1]);
  setpgid(pid, pid);  // also here, so that a kill of the group cannot come before the child's own call
  detail::running_group = pid;
  if (detail::stop_signal != 0) kill(-pid, SIGKILL);  // a stop that came before running_group was set
  close(report[1]);

  int status = 0;
  struct rusage usage;
  std::memset(&usage, 0, sizeof usage);
  detail::Watch watch(pid, limits, result);
  if (limits.memory_kib > 0) {  // the child stops itself before exec: set the options, let it go on
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (WIFSTOPPED(status)) {
      ptrace(PTRACE_SETOPTIONS, pid, nullptr, PTRACE_O_TRACEEXEC | PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL);
      ptrace(PTRACE_CONT, pid, nullptr, nullptr);
    }
  }
  int failure[2] = {0, 0};
  ssize_t got = 0;
  while ((got = read(report[0], failure, sizeof failure)) < 0 && errno == EINTR) {
  }
  close(report[0]);

  const auto elapsed = [&start] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  bool ended = got == sizeof failure && limits.memory_kib > 0 && !WIFSTOPPED(status);  // reaped above already
  for (int tick = 0; !ended; ++tick) {
    const pid_t waited = wait4(pid, &status, WNOHANG, &usage);
    if (waited == pid && WIFSTOPPED(status)) {
      watch.ptrace_stop(status);
    } else if (waited == pid || (waited < 0 && errno != EINTR)) {
      ended = true;
    } else {
      if (detail::stop_signal != 0) kill(-pid, SIGKILL);
      if (tick % 5 == 0) watch.poll(elapsed());
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
  }
  result.wall_seconds = elapsed();
  kill(-pid, SIGKILL);  // whatever the command left running in its group
  detail::running_group = 0;
  throw_if_stopped();

  if (got == sizeof failure && failure[0] == detail::trace_failed)
    throw TraceError{std::string("ptrace: ") + std::strerror(failure[1])};
  if (got == sizeof failure) {
    RunResult not_started;
    not_started.start_error = std::strerror(failure[1]);
    return not_started;
  }
  result.exited = WIFEXITED(status);
  result.exit_status = result.exited ? WEXITSTATUS(status) : 0;
  result.term_signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  result.not_loaded = watch.died_loading();
  result.cpu_seconds = detail::seconds(usage.ru_utime) + detail::seconds(usage.ru_stime);
  if (limits.memory_kib == 0) result.memory_kib = usage.ru_maxrss;
  return result;
}

}  // namespace judge

#endif  // JUDGE_PROCESS_RUNNER_HPP
