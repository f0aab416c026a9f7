#include "judge/process_runner.hpp"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace {

class ProcessRunner : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("judge-runner-test-" + std::to_string(getpid()));
    std::filesystem::create_directories(dir_);
    std::ofstream(dir_ / "in") << "hello\n";
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  judge::RunResult run(const std::vector<std::string>& command, double seconds = 5, long long output = 1 << 20) {
    return judge::run_command(command, (dir_ / "in").string(), (dir_ / "out").string(), (dir_ / "err").string(),
                              judge::RunLimits{seconds, 2 * seconds, 0, output});
  }
  // Under a memory limit, so traced and measured.
  judge::RunResult run_in(long memory_mib, const std::vector<std::string>& command) {
    return judge::run_command(command, (dir_ / "in").string(), (dir_ / "out").string(), (dir_ / "err").string(),
                              judge::RunLimits{5, 10, memory_mib << 10, 1 << 20});
  }
  std::string read(const char* name) {
    std::ifstream in(dir_ / name);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }

  std::filesystem::path dir_;
};

TEST_F(ProcessRunner, PassesStdinAndCapturesStdoutAndStderr) {
  const judge::RunResult result = run({"sh", "-c", "cat; echo oops >&2"});
  EXPECT_TRUE(result.start_error.empty());
  EXPECT_TRUE(result.exited);
  EXPECT_EQ(result.exit_status, 0);
  EXPECT_EQ(read("out"), "hello\n");
  EXPECT_EQ(read("err"), "oops\n");
  EXPECT_GT(result.memory_kib, 0);
}

TEST_F(ProcessRunner, ReportsExitStatusAndSignal) {
  EXPECT_EQ(run({"sh", "-c", "exit 7"}).exit_status, 7);
  const judge::RunResult killed = run({"sh", "-c", "kill -SEGV $$"});
  EXPECT_FALSE(killed.exited);
  EXPECT_EQ(killed.term_signal, SIGSEGV);
}

TEST_F(ProcessRunner, ReportsACommandThatCannotStart) {
  EXPECT_EQ(run({"/nonexistent/solution"}).start_error, std::strerror(ENOENT));
}

TEST_F(ProcessRunner, ReportsACommandThatCannotStartUnderAMemoryLimit) {
  const judge::RunResult result = run_in(64, {"/nonexistent/solution"});
  EXPECT_EQ(result.start_error, std::strerror(ENOENT));
  EXPECT_EQ(result.memory_kib, 0);
}

TEST_F(ProcessRunner, KillsTheGroupAtTheWallLimit) {
  const judge::RunResult result = run({"sh", "-c", "sleep 100 & sleep 100"}, 0.2);
  EXPECT_TRUE(result.wall_timeout);
  EXPECT_LT(result.wall_seconds, 2.0);
}

TEST_F(ProcessRunner, StopsOutputAtTheCap) {
  const judge::RunResult result = run({"yes"}, 5, 1 << 16);
  EXPECT_EQ(result.term_signal, SIGXFSZ);
  EXPECT_EQ(std::filesystem::file_size(dir_ / "out"), 1u << 16);
}

TEST_F(ProcessRunner, KillsJustPastTheProcessorTimeLimit) {
  const judge::RunResult result =
      judge::run_command({"sh", "-c", "while :; do :; done"}, (dir_ / "in").string(), (dir_ / "out").string(),
                         (dir_ / "err").string(), judge::RunLimits{0.3, 1, 0, 1 << 20});
  EXPECT_TRUE(result.cpu_timeout);
  EXPECT_FALSE(result.wall_timeout);
  EXPECT_GT(result.cpu_seconds, 0.3);
  EXPECT_LT(result.cpu_seconds, 0.6);
}

// Static arrays count whether touched or not: measured at load, or, past the cap (the limit + 64 MiB),
// the program does not load at all.
TEST_F(ProcessRunner, CountsStaticArraysTouchedOrNot) {
  const judge::RunResult fits = run_in(400, {JUDGE_FAKE_STATIC_ARRAY});
  EXPECT_TRUE(fits.exited);
  EXPECT_FALSE(fits.memory_exceeded);
  EXPECT_GE(fits.memory_kib, 300 << 10);
  EXPECT_LT(fits.memory_kib, 310 << 10);
  const judge::RunResult over = run_in(260, {JUDGE_FAKE_STATIC_ARRAY});
  EXPECT_TRUE(over.memory_exceeded);
  EXPECT_FALSE(over.not_loaded);
  const judge::RunResult past_the_cap = run_in(64, {JUDGE_FAKE_STATIC_ARRAY});
  EXPECT_TRUE(past_the_cap.not_loaded);
  EXPECT_FALSE(past_the_cap.exited);
  EXPECT_GE(past_the_cap.memory_kib, 300 << 10);
}

TEST_F(ProcessRunner, MeasuresTheMemoryOfAShortRun) {
  const judge::RunResult result = run_in(1024, {JUDGE_FAKE_ALLOCATE, "40"});
  EXPECT_TRUE(result.exited);
  EXPECT_GE(result.memory_kib, 40 << 10);
  EXPECT_LT(result.memory_kib, 60 << 10);
  EXPECT_TRUE(run_in(1024, {"sh", "-c", "exit 3"}).exited);
  EXPECT_EQ(run_in(1024, {"sh", "-c", "kill -SEGV $$"}).term_signal, SIGSEGV);  // signals pass through ptrace
}

TEST_F(ProcessRunner, MeasuresProcessorTime) {
  const judge::RunResult result = run({"sh", "-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"});
  EXPECT_GT(result.cpu_seconds, 0.01);
  EXPECT_LE(result.cpu_seconds, result.wall_seconds + 0.05);
}

}  // namespace
