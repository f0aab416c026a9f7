#include "judge/process_runner.hpp"

#include <gtest/gtest.h>

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
  EXPECT_GT(result.peak_kib, 0);
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

TEST_F(ProcessRunner, MeasuresProcessorTime) {
  const judge::RunResult result = run({"sh", "-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"});
  EXPECT_GT(result.cpu_seconds, 0.01);
  EXPECT_LE(result.cpu_seconds, result.wall_seconds + 0.05);
}

}  // namespace
