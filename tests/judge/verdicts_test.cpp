// The judge binary end to end, on fake solutions (fakes/): one verdict each, named in its line.
#include <gtest/gtest.h>

#include <signal.h>

#include <chrono>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "judge/process_runner.hpp"
#include "judge_test_files.hpp"

namespace {

const std::string fakes = JUDGE_FAKES_DIR;

struct JudgeRun {
  int exit_status;
  std::string output;
  double seconds;
};

class Verdicts : public TemporaryFolder {
 protected:
  // A test folder of booksort's sample: 3 cases, answers 2, 3, "5 or more".
  std::filesystem::path booksort_tests() {
    file("tests/sample-1.in", "3\n6\n1 3 4 6 2 5\n5\n5 4 3 2 1\n10\n6 8 5 3 4 7 2 9 1 10\n");
    file("tests/sample-1.ans", "2\n3\n5 or more\n");
    return dir_ / "tests";
  }

  JudgeRun judge(const std::vector<std::string>& args) {
    std::vector<std::string> command{JUDGE_BINARY};
    command.insert(command.end(), args.begin(), args.end());
    file("empty", "");
    const judge::RunResult run = judge::run_command(command, (dir_ / "empty").string(), (dir_ / "judge.out").string(),
                                                    (dir_ / "judge.err").string(), judge::RunLimits{600, 600, 0, 1 << 30});
    return JudgeRun{run.exit_status, judge::read_file(dir_ / "judge.out") + judge::read_file(dir_ / "judge.err"), run.wall_seconds};
  }
};

TEST_F(Verdicts, AcceptsARightSolution) {
  const JudgeRun run = judge({"booksort", "--tests", booksort_tests(), "--", "cat", (dir_ / "tests" / "sample-1.ans").string()});
  EXPECT_EQ(run.exit_status, 0);
  EXPECT_NE(run.output.find("sample-1: AC "), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("1 passed, 0 failed"), std::string::npos) << run.output;
}

TEST_F(Verdicts, WrongAnswerNamesTheCase) {
  const JudgeRun run = judge({"booksort", "--tests", booksort_tests(), "--", fakes + "/change_line.sh",
                              (dir_ / "tests" / "sample-1.ans").string(), "2", "4"});
  EXPECT_EQ(run.exit_status, 1);
  EXPECT_NE(run.output.find("sample-1: WA "), std::string::npos) << run.output;
  EXPECT_NE(run.output.find(": case 2: expected '3', got '4'"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("0 passed, 1 failed"), std::string::npos) << run.output;
}

TEST_F(Verdicts, SleeperIsTimeLimitExceededSoonAfterTheLimit) {
  const JudgeRun run = judge({"booksort", "--time-limit", "0.5", "--tests", booksort_tests(), "--", fakes + "/sleep.sh"});
  EXPECT_EQ(run.exit_status, 1);
  EXPECT_NE(run.output.find("sample-1: TLE "), std::string::npos) << run.output;
  EXPECT_LT(run.seconds, 2 * 0.5 + 0.5);  // killed at twice the limit of wall time
}

TEST_F(Verdicts, AllocatingPastTheLimitIsMemoryLimitExceeded) {
  const JudgeRun run = judge({"booksort", "--memory-limit", "32", "--tests", booksort_tests(), "--", JUDGE_FAKE_ALLOCATE, "512"});
  EXPECT_NE(run.output.find("sample-1: MLE "), std::string::npos) << run.output;
}

TEST_F(Verdicts, CrashesAndFailuresAreRuntimeErrors) {
  const std::string tests = booksort_tests();
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", fakes + "/crash.sh"}).output.find("RE 0"), std::string::npos);
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", fakes + "/crash.sh"}).output.find("killed by signal 11"), std::string::npos);
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", fakes + "/exit_status.sh"}).output.find(": exit status 3"), std::string::npos);
}

TEST_F(Verdicts, BadCommandsGetAClearVerdict) {
  const std::string tests = booksort_tests();
  file("not_executable", "#!/bin/sh\necho 2\n");
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", "/nonexistent/solution"}).output.find("RE 0.000 s cpu, 0.0"),
            std::string::npos);
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", "/nonexistent/solution"}).output.find("cannot run the command: No such file or directory"),
            std::string::npos);
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", (dir_ / "not_executable").string()}).output.find("cannot run the command: Permission denied"),
            std::string::npos);
  const JudgeRun flood = judge({"booksort", "--tests", tests, "--", fakes + "/flood.sh"});
  EXPECT_NE(flood.output.find("WA "), std::string::npos) << flood.output;
  EXPECT_NE(flood.output.find("output over 64 MiB: stopped"), std::string::npos) << flood.output;
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", "true"}).output.find("case 1: expected '2', got end of output"), std::string::npos);
}

// Whether the process `pid` has ended: gone, or a zombie for a moment before whoever adopted it reaps it.
bool ended(pid_t pid) {
  for (int i = 0; i < 100; ++i) {
    const std::string stat = judge::read_file("/proc/" + std::to_string(pid) + "/stat");
    if (stat.empty() || stat.find(") Z ") != std::string::npos) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

TEST_F(Verdicts, LeavesNoProcessBehind) {
  const std::filesystem::path pid_file = dir_ / "pid";
  judge({"booksort", "--tests", booksort_tests(), "--", fakes + "/leave_child.sh", pid_file.string()});
  const pid_t left = static_cast<pid_t>(std::stol(judge::read_file(pid_file)));
  EXPECT_TRUE(ended(left)) << "process " << left << " is still running";
}

TEST_F(Verdicts, AStoppedJudgeStopsTheCommand) {
  const std::filesystem::path pid_file = dir_ / "pid";
  // TMPDIR here: a judge stopped by a signal leaves its temporary folder, which goes with this test's
  const std::string judge_command = "TMPDIR=" + dir_.string() + " " + JUDGE_BINARY + " booksort --tests " +
                                    booksort_tests().string() + " -- " + fakes + "/sleep.sh " + pid_file.string();
  judge::run_command({"sh", "-c", judge_command + " & sleep 0.5; kill $!; wait"}, "/dev/null", (dir_ / "out").string(),
                     (dir_ / "err").string(), judge::RunLimits{60, 60, 0, 1 << 20});
  const pid_t command = static_cast<pid_t>(std::stol(judge::read_file(pid_file)));
  EXPECT_TRUE(ended(command)) << "process " << command << " is still running";
}

TEST_F(Verdicts, UsageErrorsExitWith2) {
  EXPECT_EQ(judge({}).exit_status, 2);
  EXPECT_EQ(judge({"nine", "--", "true"}).exit_status, 2);
  EXPECT_EQ(judge({"eight", "--time-limit", "soon", "--", "true"}).exit_status, 2);
  EXPECT_EQ(judge({"eight", "--tests"}).exit_status, 2);
  EXPECT_EQ(judge({"eight"}).exit_status, 2);
  EXPECT_NE(judge({"--list"}).output.find("booksort       POJ 3460"), std::string::npos);
}

// eight's whole generated set (its answers from build/eight) against a textbook solution: a search per
// board. Set up once: the judge writes the set, then each test reads it.
class EightVerdicts : public Verdicts {
 protected:
  static void SetUpTestSuite() {
    set_ = judge::make_temp_dir("eight-set");
    judge::RunResult run = judge::run_command({JUDGE_BINARY, "eight", "--generate", set_.string()}, "/dev/null",
                                              (set_ / "generate.out").string(), (set_ / "generate.err").string(),
                                              judge::RunLimits{600, 600, 0, 1 << 20});
    generated_ = run.exited && run.exit_status == 0;
    std::filesystem::remove(set_ / "generate.out");
    std::filesystem::remove(set_ / "generate.err");
  }
  static void TearDownTestSuite() { std::filesystem::remove_all(set_); }

  void SetUp() override {
    Verdicts::SetUp();
    ASSERT_TRUE(generated_) << "judge eight --generate failed (is build/eight built?)";
  }

  // The verdict line of test `name` in the judge's output.
  static std::string line_of(const std::string& output, const std::string& name) {
    const std::size_t begin = output.find(name + ": ");
    return begin == std::string::npos ? "" : output.substr(begin, output.find('\n', begin) - begin);
  }

  static std::filesystem::path set_;
  static bool generated_;
};

std::filesystem::path EightVerdicts::set_;
bool EightVerdicts::generated_ = false;

TEST_F(EightVerdicts, ALongerValidSequenceIsAcceptedExceptUnderStrict) {
  for (const char* name : {"sample-1", "sample-4", "edge-unsolvable", "edge-one-move"}) {
    std::filesystem::create_directories(dir_ / "one");
    for (const char* extension : {".in", ".ans"})
      std::filesystem::copy_file(set_ / (std::string(name) + extension), dir_ / "one" / (std::string(name) + extension));
  }
  const std::string one = (dir_ / "one").string();
  const JudgeRun padded = judge({"eight", "--tests", one, "--", JUDGE_FAKE_EIGHT_BFS, "--pad"});
  EXPECT_EQ(padded.exit_status, 0) << padded.output;
  const JudgeRun strict = judge({"eight", "--strict", "--tests", one, "--", JUDGE_FAKE_EIGHT_BFS, "--pad"});
  EXPECT_EQ(strict.exit_status, 1);
  EXPECT_NE(line_of(strict.output, "sample-1").find("WA "), std::string::npos) << strict.output;
  EXPECT_NE(line_of(strict.output, "sample-1").find("case 1: expected exactly 'dlurullddrurdllurdr' (--strict: shortest, smallest, byte for byte), got 'dlurullddrurdllurdrud'"),
            std::string::npos) << strict.output;
  EXPECT_NE(line_of(strict.output, "edge-unsolvable").find("AC "), std::string::npos) << strict.output;
  const JudgeRun shortest = judge({"eight", "--strict", "--tests", one, "--", JUDGE_FAKE_EIGHT_BFS});
  EXPECT_EQ(shortest.exit_status, 0) << shortest.output;
}

TEST_F(EightVerdicts, ASearchPerBoardIsTooSlowOnlyWhereATableIsNeeded) {
  const JudgeRun run = judge({"eight", "--tests", set_.string(), "--", JUDGE_FAKE_EIGHT_BFS});
  EXPECT_EQ(run.exit_status, 1);
  for (const char* slow : {"break-search-per-board", "hard-31-and-30-moves"})
    EXPECT_NE(line_of(run.output, slow).find("TLE "), std::string::npos) << run.output;
  for (const char* quick : {"sample-1", "sample-4", "edge-solved", "edge-unsolvable", "edge-one-move", "break-no-parity-check"})
    EXPECT_NE(line_of(run.output, quick).find("AC "), std::string::npos) << run.output;
}

}  // namespace
