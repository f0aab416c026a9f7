// The judge binary end to end, on fake solutions (fakes/): one verdict each, named in its line.
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "judge/problems.hpp"
#include "judge/process_runner.hpp"
#include "judge_test_files.hpp"

namespace {

const std::string fakes = JUDGE_FAKES_DIR;

struct JudgeRun {
  int exit_status;
  std::string output;
  double seconds;
};

// Programs that keep processors busy while they live, as other work on a loaded machine.
class BusyLoops {
 public:
  explicit BusyLoops(int count) {
    for (int i = 0; i < count; ++i) {
      const pid_t pid = fork();
      if (pid == 0) {
        execlp("sh", "sh", "-c", "while :; do :; done", static_cast<char*>(nullptr));
        _exit(127);
      }
      pids_.push_back(pid);
    }
  }
  ~BusyLoops() {
    for (pid_t pid : pids_) kill(pid, SIGKILL), waitpid(pid, nullptr, 0);
  }
  BusyLoops(const BusyLoops&) = delete;
  BusyLoops& operator=(const BusyLoops&) = delete;

 private:
  std::vector<pid_t> pids_;
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
    const judge::RunResult run =
        judge::run_command(command, (dir_ / "empty").string(), (dir_ / "judge.out").string(),
                           (dir_ / "judge.err").string(), judge::RunLimits{600, 600, 0, 1 << 30});
    return JudgeRun{run.exit_status, judge::read_file(dir_ / "judge.out") + judge::read_file(dir_ / "judge.err"),
                    run.wall_seconds};
  }
};

TEST_F(Verdicts, AcceptsARightSolution) {
  const JudgeRun run =
      judge({"booksort", "--tests", booksort_tests(), "--", "cat", (dir_ / "tests" / "sample-1.ans").string()});
  EXPECT_EQ(run.exit_status, 0);
  EXPECT_NE(run.output.find("sample-1: AC "), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("\nverdict: AC (1 of 1 judge tests)\n"), std::string::npos) << run.output;
}

TEST_F(Verdicts, WrongAnswerNamesTheCase) {
  const JudgeRun run = judge({"booksort", "--tests", booksort_tests(), "--", fakes + "/change_line.sh",
                              (dir_ / "tests" / "sample-1.ans").string(), "2", "4"});
  EXPECT_EQ(run.exit_status, 1);
  EXPECT_NE(run.output.find("sample-1: WA "), std::string::npos) << run.output;
  EXPECT_NE(run.output.find(": case 2: expected '3', got '4'"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("\nverdict: WA on test sample-1 (case 2: expected '3', got '4')\n"), std::string::npos)
      << run.output;
}

// The lines of `output` that start with `start`.
std::vector<std::string> lines_starting(const std::string& output, const std::string& start) {
  std::vector<std::string> lines;
  std::istringstream in(output);
  for (std::string line; std::getline(in, line);)
    if (line.compare(0, start.size(), start) == 0) lines.push_back(line);
  return lines;
}

class Tiers : public Verdicts {
 protected:
  // booksort's sample as two judge tests, a-1 and b-1, and as a stress test whose answer a program
  // printing the sample's answers gets wrong: stress-1 (a case more).
  std::string tiered_tests() {
    const std::string sample = "3\n6\n1 3 4 6 2 5\n5\n5 4 3 2 1\n10\n6 8 5 3 4 7 2 9 1 10\n",
                      answers = "2\n3\n5 or more\n";
    for (const char* name : {"a-1", "b-1"})
      file(std::string("tiers/") + name + ".in", sample), file(std::string("tiers/") + name + ".ans", answers);
    file("tiers/stress-1.in", "4\n6\n1 3 4 6 2 5\n5\n5 4 3 2 1\n10\n6 8 5 3 4 7 2 9 1 10\n1\n1\n");
    file("tiers/stress-1.ans", answers + "0\n");
    return (dir_ / "tiers").string();
  }
  std::string answers() { return (dir_ / "tiers" / "a-1.ans").string(); }
};

TEST_F(Tiers, JudgeTestsComeFirstThenTheVerdictThenTheStressTestsAndTheirLine) {
  const JudgeRun run = judge({"booksort", "--tests", tiered_tests(), "--", "cat", answers()});
  EXPECT_EQ(run.exit_status, 0) << run.output;  // the stress test's WA does not change it
  const std::size_t
      a = run.output.find("a-1: AC "),
      b = run.output.find("b-1: AC "), verdict = run.output.find("verdict: AC (2 of 2 judge tests)\n"),
      stress = run.output.find("stress-1: WA "),
      stress_line = run.output.find(
          "stress: 1 of 1 WA (tests harder than the judge's data, not in its verdict; the first: stress-1)\n");
  ASSERT_NE(stress_line, std::string::npos) << run.output;
  EXPECT_TRUE(a < b && b < verdict && verdict < stress && stress < stress_line) << run.output;
  EXPECT_EQ(run.output.size(), stress_line + run.output.substr(stress_line).find('\n') + 1)
      << "the stress line is the last";
}

TEST_F(Tiers, StressCountsInTheExitStatusOnlyWithStress) {
  const std::string tests = tiered_tests();
  const JudgeRun run = judge({"booksort", "--stress", "--tests", tests, "--", "cat", answers()});
  EXPECT_EQ(run.exit_status, 1) << run.output;
  EXPECT_NE(run.output.find("verdict: AC (2 of 2 judge tests)\n"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find(
                "stress: 1 of 1 WA (tests harder than the judge's data: --stress counts them in the exit status;"),
            std::string::npos)
      << run.output;
  file("right.sh",
       "#!/bin/sh\nif [ \"$(head -n 1)\" = 4 ]; then cat " + tests + "/stress-1.ans; else cat " + answers() + "; fi\n");
  std::filesystem::permissions(dir_ / "right.sh", std::filesystem::perms::owner_all);
  const JudgeRun right = judge({"booksort", "--stress", "--tests", tests, "--", (dir_ / "right.sh").string()});
  EXPECT_EQ(right.exit_status, 0) << right.output;
  EXPECT_NE(right.output.find("\nstress: 1 of 1 AC\n"), std::string::npos) << right.output;
  EXPECT_EQ(judge({"booksort", "--stress", "--no-stress", "--tests", tests, "--", "true"}).exit_status, 2);
}

TEST_F(Tiers, NoStressJudgesTheJudgeTestsOnly) {
  const JudgeRun run = judge({"booksort", "--no-stress", "--tests", tiered_tests(), "--", "cat", answers()});
  EXPECT_EQ(run.exit_status, 0) << run.output;
  EXPECT_EQ(run.output.find("stress"), std::string::npos) << run.output;
  EXPECT_EQ(lines_starting(run.output, "verdict: ").size(), 1u) << run.output;
}

TEST_F(Tiers, FirstFailureStopsAtTheFirstJudgeTestNotAccepted) {
  const std::string tests = tiered_tests();
  const JudgeRun run =
      judge({"booksort", "--first-failure", "--tests", tests, "--", fakes + "/change_line.sh", answers(), "1", "7"});
  EXPECT_EQ(run.exit_status, 1);
  EXPECT_NE(run.output.find("a-1: WA "), std::string::npos) << run.output;
  EXPECT_EQ(run.output.find("b-1: "), std::string::npos) << run.output;
  EXPECT_EQ(run.output.find("stress"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("\nverdict: WA on test a-1 (case 1: expected '2', got '7')\n"), std::string::npos)
      << run.output;
  const JudgeRun all = judge({"booksort", "--tests", tests, "--", fakes + "/change_line.sh", answers(), "1", "7"});
  EXPECT_NE(all.output.find("b-1: WA "), std::string::npos) << all.output;
  EXPECT_NE(all.output.find("\nverdict: WA on test a-1 "), std::string::npos) << all.output;
  EXPECT_NE(all.output.find("\nstress: 1 of 1 WA"), std::string::npos) << all.output;
}

TEST_F(Tiers, EachLineShowsItsShareOfTheLimitAndANoteOverHalf) {
  const std::string tests = booksort_tests();
  const JudgeRun quick = judge({"booksort", "--tests", tests, "--", "cat", tests + "/sample-1.ans"});
  EXPECT_NE(quick.output.find("% of 1 s), "), std::string::npos) << quick.output;
  EXPECT_EQ(quick.output.find("over half"), std::string::npos) << quick.output;
  const JudgeRun slow = judge(
      {"booksort", "--time-limit", "0.4", "--tests", tests, "--", JUDGE_FAKE_SPIN, "0.25", tests + "/sample-1.ans"});
  EXPECT_EQ(slow.exit_status, 0) << slow.output;
  const std::vector<std::string> line = lines_starting(slow.output, "sample-1: AC 0.2");
  ASSERT_EQ(line.size(), 1u) << slow.output;
  EXPECT_NE(line[0].find("% of 0.4 s), "), std::string::npos) << line[0];
  EXPECT_NE(line[0].find(": over half the limit: a judge's slower machine may not accept it"), std::string::npos)
      << line[0];
  EXPECT_NE(slow.output.find("verdict: AC (1 of 1 judge tests; sample-1 used 6"), std::string::npos) << slow.output;
  EXPECT_NE(slow.output.find("of 0.4 s: over half the limit: a judge's slower machine may not accept it)\n"),
            std::string::npos)
      << slow.output;
}

TEST_F(Verdicts, SleeperIsTimeLimitExceededAtTheWallCap) {
  const JudgeRun run =
      judge({"booksort", "--time-limit", "0.5", "--tests", booksort_tests(), "--", fakes + "/sleep.sh"});
  EXPECT_EQ(run.exit_status, 1);
  EXPECT_NE(run.output.find("sample-1: TLE "), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("waiting (for input, or asleep) past the 3.500 s wall cap"), std::string::npos)
      << run.output;  // 3 x 0.5 + 2
  EXPECT_LT(run.seconds, 3.5 + 1.5);
}

TEST_F(Verdicts, BusyLoopIsTimeLimitExceededByProcessorTime) {
  const JudgeRun run =
      judge({"booksort", "--time-limit", "0.5", "--tests", booksort_tests(), "--", fakes + "/busy.sh"});
  EXPECT_EQ(run.exit_status, 1);
  EXPECT_NE(run.output.find("sample-1: TLE "), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("over the 0.500 s limit of processor time: killed"), std::string::npos) << run.output;
}

// A program held off the processor (as on a loaded machine) is judged by its processor time.
TEST_F(Verdicts, TimeOffTheProcessorIsNotCounted) {
  const std::string tests = booksort_tests();
  const JudgeRun run = judge({"booksort", "--time-limit", "1", "--tests", tests, "--", fakes + "/sleep_then.sh", "2.5",
                              tests + "/sample-1.ans"});
  EXPECT_EQ(run.exit_status, 0) << run.output;
}

// Other programs busy on every processor: the same verdicts. (The suite's binaries on every problem
// with the machine loaded: docs/judge.md, "A loaded machine".)
TEST_F(Verdicts, HoldWithTwoBusyLoopsBeside) {
  const BusyLoops loops(2);
  const std::string tests = booksort_tests();
  const JudgeRun right = judge({"booksort", "--tests", tests, "--", "cat", tests + "/sample-1.ans"});
  EXPECT_EQ(right.exit_status, 0) << right.output;
  const JudgeRun per_line = judge({"hdu1043", "--", JUDGE_FAKE_ONE_BOARD_PER_LINE});
  EXPECT_EQ(per_line.exit_status, 0) << per_line.output;
  const JudgeRun busy = judge({"booksort", "--time-limit", "0.5", "--tests", tests, "--", fakes + "/busy.sh"});
  EXPECT_NE(busy.output.find("over the 0.500 s limit of processor time"), std::string::npos) << busy.output;
}

TEST_F(Verdicts, AllocatingPastTheLimitIsMemoryLimitExceeded) {
  const JudgeRun run =
      judge({"booksort", "--memory-limit", "32", "--tests", booksort_tests(), "--", JUDGE_FAKE_ALLOCATE, "512"});
  EXPECT_NE(run.output.find("sample-1: MLE "), std::string::npos) << run.output;
}

// 300 MiB of static arrays, untouched, is MLE under every problem with less memory: the judges'
// verdict (docs/judge.md, "How memory is measured"). Only Booksort's (Luogu's 512 MB) have more.
TEST_F(Verdicts, StaticArraysOverTheLimitAreMemoryLimitExceededUnderEveryProblem) {
  int checked = 0, more_memory = 0;
  for (const judge::Problem& problem : judge::problems()) {
    if (problem.limits.memory_kib >= 300 << 10) {
      EXPECT_EQ(problem.binary, "booksort") << problem.name;
      ++more_memory;
      continue;
    }
    const std::filesystem::path samples = std::filesystem::path(PUZZLE_SOURCE_DIR) / "samples" / problem.binary;
    file(problem.name + "/sample-1.in",
         judge::read_file(samples / "sample-1.in"));  // a test every problem of the binary takes
    file(problem.name + "/sample-1.ans", judge::read_file(samples / "sample-1.out"));
    const JudgeRun run =
        judge({problem.name, "--tests", (dir_ / problem.name).string(), "--", JUDGE_FAKE_STATIC_ARRAY});
    EXPECT_NE(run.output.find("sample-1: MLE "), std::string::npos) << problem.name << ": " << run.output;
    ++checked;
  }
  EXPECT_EQ(checked + more_memory, static_cast<int>(judge::problems().size()));
  EXPECT_GT(checked, 40);
}

TEST_F(Verdicts, CrashesAndFailuresAreRuntimeErrors) {
  const std::string tests = booksort_tests();
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", fakes + "/crash.sh"}).output.find("RE 0"), std::string::npos);
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", fakes + "/crash.sh"}).output.find("killed by signal 11"),
            std::string::npos);
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", fakes + "/exit_status.sh"}).output.find(": exit status 3"),
            std::string::npos);
}

TEST_F(Verdicts, BadCommandsGetAClearVerdict) {
  const std::string tests = booksort_tests();
  file("not_executable", "#!/bin/sh\necho 2\n");
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", "/nonexistent/solution"})
                .output.find("RE 0.000 s cpu (0% of 1 s), 0.0"),
            std::string::npos);
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", "/nonexistent/solution"})
                .output.find("cannot run the command: No such file or directory"),
            std::string::npos);
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", (dir_ / "not_executable").string()})
                .output.find("cannot run the command: Permission denied"),
            std::string::npos);
  const JudgeRun flood = judge({"booksort", "--tests", tests, "--", fakes + "/flood.sh"});
  EXPECT_NE(flood.output.find("WA "), std::string::npos) << flood.output;
  EXPECT_NE(flood.output.find("output over 64 MiB: stopped"), std::string::npos) << flood.output;
  EXPECT_NE(judge({"booksort", "--tests", tests, "--", "true"}).output.find("case 1: expected '2', got end of output"),
            std::string::npos);
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

TEST_F(Verdicts, AJudgeKilledWithSigkillLeavesNoCommand) {
  const std::filesystem::path pid_file = dir_ / "pid";
  const std::string judge_command = "TMPDIR=" + dir_.string() + " " + JUDGE_BINARY + " booksort --tests " +
                                    booksort_tests().string() + " -- " + fakes + "/sleep.sh " + pid_file.string();
  judge::run_command({"sh", "-c", judge_command + " & sleep 0.5; kill -KILL $!; wait"}, "/dev/null",
                     (dir_ / "out").string(), (dir_ / "err").string(), judge::RunLimits{60, 60, 0, 1 << 20});
  const pid_t command = static_cast<pid_t>(std::stol(judge::read_file(pid_file)));
  EXPECT_TRUE(ended(command)) << "process " << command << " is still running";
}

TEST_F(Verdicts, AStoppedJudgeStopsTheCommandAndRemovesItsFolders) {
  for (const char* stop : {"TERM", "INT", "HUP"}) {
    const std::filesystem::path temporary = dir_ / stop, pid_file = dir_ / (std::string(stop) + ".pid");
    std::filesystem::create_directories(temporary);
    // the test set generated into a folder of its own, and the scratch folder of the run
    const std::string judge_command = "TMPDIR=" + temporary.string() + " " + JUDGE_BINARY + " booksort -- " + fakes +
                                      "/sleep.sh " + pid_file.string();
    judge::run_command({"sh", "-c", judge_command + " & sleep 1.5; kill -" + stop + " $!; wait"}, "/dev/null",
                       (dir_ / "out").string(), (dir_ / "err").string(), judge::RunLimits{60, 60, 0, 1 << 20});
    ASSERT_TRUE(std::filesystem::exists(pid_file)) << stop << ": the judge had not started the command";
    const pid_t command = static_cast<pid_t>(std::stol(judge::read_file(pid_file)));
    EXPECT_TRUE(ended(command)) << stop << ": process " << command << " is still running";
    EXPECT_TRUE(std::filesystem::is_empty(temporary))
        << stop << ": " << std::filesystem::directory_iterator(temporary)->path();
  }
}

TEST_F(Verdicts, UsageErrorsExitWith2) {
  EXPECT_EQ(judge({}).exit_status, 2);
  EXPECT_EQ(judge({"nine", "--", "true"}).exit_status, 2);
  EXPECT_EQ(judge({"eight", "--time-limit", "soon", "--", "true"}).exit_status, 2);
  EXPECT_EQ(judge({"eight", "--tests"}).exit_status, 2);
  EXPECT_EQ(judge({"eight"}).exit_status, 2);
  const JudgeRun zero = judge({"eight", "--time-limit", "0", "--", "true"});
  EXPECT_EQ(zero.exit_status, 2);
  EXPECT_NE(zero.output.find("--time-limit: expected seconds, more than 0 and at most 3600, got '0'"),
            std::string::npos)
      << zero.output;
  const JudgeRun missing = judge({"eight", "--validate", (dir_ / "missing").string()});
  EXPECT_EQ(missing.exit_status, 2);
  EXPECT_NE(missing.output.find("cannot read"), std::string::npos) << missing.output;
  const JudgeRun folder = judge({"eight", "--validate", dir_.string()});
  EXPECT_EQ(folder.exit_status, 2);
  EXPECT_NE(folder.output.find("is a folder, not an input file"), std::string::npos) << folder.output;
}

TEST_F(Verdicts, ValidateEndsOnAnEndlessFile) {
  const JudgeRun run = judge({"eight", "--validate", "/dev/zero"});
  EXPECT_EQ(run.exit_status, 1);
  EXPECT_EQ(run.output, "eight: expected an input of at most 64 MiB, got more\n");
}

TEST_F(Verdicts, TestsGivenWithTestsAreValidated) {
  file("tests/bad.in", "1\n3\n1 3 3\n");
  file("tests/bad.ans", "1\n");
  const JudgeRun run = judge({"booksort", "--tests", (dir_ / "tests").string(), "--", "true"});
  EXPECT_EQ(run.exit_status, 2);
  EXPECT_NE(run.output.find("bad.in is not an input of booksort: case 1: expected each book once, got '3' twice"),
            std::string::npos)
      << run.output;
}

TEST_F(Verdicts, ListShowsEachJudgesProblemItsBinaryAndLimits) {
  const std::string list = judge({"--list"}).output;
  EXPECT_NE(list.find("acwing181      AcWing 181"), std::string::npos) << list;
  EXPECT_NE(list.find("answered by rotation_game\n  page:    https://www.acwing.com/problem/content/183/"),
            std::string::npos);
  EXPECT_NE(list.find("  limits:  4 s, 64 MiB (its page: 4s / 64MB)"), std::string::npos);
  EXPECT_NE(list.find("booksort       the suite's booksort, for poj3460, acwing180, luogu10488"), std::string::npos);
  EXPECT_NE(list.find("146.5 MiB (150000 KiB)"), std::string::npos);
  EXPECT_EQ(list.find("SPEC"), std::string::npos);
  EXPECT_EQ(list.find("seeds"), std::string::npos);
}

// HDU 1043 gives boards one a line, so a solution that reads them so is right there; the suite's own
// eight also spreads a board over lines, which that solution misreads.
TEST_F(Verdicts, Hdu1043AcceptsASolutionReadingOneBoardPerLine) {
  const JudgeRun hdu = judge({"hdu1043", "--", JUDGE_FAKE_ONE_BOARD_PER_LINE});
  EXPECT_EQ(hdu.exit_status, 0) << hdu.output;
  const JudgeRun suite = judge({"eight", "--", JUDGE_FAKE_ONE_BOARD_PER_LINE});
  EXPECT_NE(suite.output.find("sample-3: WA "), std::string::npos) << suite.output;
}

TEST_F(Verdicts, Poj1077FeedsOneBoardPerRun) {
  const std::filesystem::path set = dir_ / "poj1077";
  ASSERT_EQ(judge({"poj1077", "--generate", set.string()}).exit_status, 0);
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(set))
    if (entry.path().extension() == ".in") {
      std::istringstream in(judge::read_file(entry.path()));
      int tokens = 0;
      for (std::string token; in >> token;) ++tokens;
      EXPECT_EQ(tokens, 9) << entry.path();
      ++files;
    }
  EXPECT_GE(files, 10);
  const JudgeRun run = judge({"poj1077", "--tests", set.string(), "--", JUDGE_FAKE_ONE_BOARD_PER_LINE});
  EXPECT_EQ(run.exit_status, 0) << run.output;
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
  // Not sample-4: its two 31-move boards take the fake two whole searches, near the limit on a loaded
  // machine (below).
  for (const char* name : {"sample-1", "edge-unsolvable", "edge-one-move"}) {
    std::filesystem::create_directories(dir_ / "one");
    for (const char* extension : {".in", ".ans"})
      std::filesystem::copy_file(set_ / (std::string(name) + extension),
                                 dir_ / "one" / (std::string(name) + extension));
  }
  const std::string one = (dir_ / "one").string();
  const JudgeRun padded = judge({"eight", "--tests", one, "--", JUDGE_FAKE_EIGHT_BFS, "--pad"});
  EXPECT_EQ(padded.exit_status, 0) << padded.output;
  const JudgeRun strict = judge({"eight", "--strict", "--tests", one, "--", JUDGE_FAKE_EIGHT_BFS, "--pad"});
  EXPECT_EQ(strict.exit_status, 1);
  EXPECT_NE(line_of(strict.output, "sample-1").find("WA "), std::string::npos) << strict.output;
  EXPECT_NE(line_of(strict.output, "sample-1")
                .find("case 1: expected exactly 'dlurullddrurdllurdr' (--strict: shortest, smallest, byte for byte), "
                      "got 'dlurullddrurdllurdrud'"),
            std::string::npos)
      << strict.output;
  EXPECT_NE(line_of(strict.output, "edge-unsolvable").find("AC "), std::string::npos) << strict.output;
  const JudgeRun shortest = judge({"eight", "--strict", "--tests", one, "--", JUDGE_FAKE_EIGHT_BFS});
  EXPECT_EQ(shortest.exit_status, 0) << shortest.output;
}

TEST_F(EightVerdicts, ASearchPerBoardIsTooSlowOnlyWhereATableIsNeeded) {
  const JudgeRun run = judge({"eight", "--tests", set_.string(), "--", JUDGE_FAKE_EIGHT_BFS});
  EXPECT_EQ(run.exit_status, 1);
  for (const char* slow : {"break-search-per-board", "hard-31-and-30-moves"})
    EXPECT_NE(line_of(run.output, slow).find("TLE "), std::string::npos) << run.output;
  // (sample-4, the two 31-move boards, takes two whole searches: near the limit on a loaded machine)
  for (const char* quick : {"sample-1", "edge-solved", "edge-unsolvable", "edge-one-move", "break-no-parity-check"})
    EXPECT_NE(line_of(run.output, quick).find("AC "), std::string::npos) << run.output;
}

}  // namespace
