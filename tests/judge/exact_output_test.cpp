// The judge binary's own streams (docs/judge.md): output that cannot be written (--list, --help, the
// verdicts of a run) is one line on stderr, `judge: cannot write the output: <strerror>`, and exit
// status 2; a file to --validate that cannot be read (a directory, a missing file) is not an input
// at all: `judge: cannot read FILE: <strerror>`, exit status 2, like a usage error.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "judge/process_runner.hpp"
#include "judge_test_files.hpp"

namespace {

struct StreamsRun {
  int exit_status;
  std::string errors;
};

class JudgeStreams : public TemporaryFolder {
 protected:
  // The judge with `args`, its stdout to `output` (a path: /dev/full, or a file of the folder).
  StreamsRun judge(const std::vector<std::string>& args, const std::string& output) {
    std::vector<std::string> command{JUDGE_BINARY};
    command.insert(command.end(), args.begin(), args.end());
    file("empty", "");
    const judge::RunResult run =
        judge::run_command(command, (dir_ / "empty").string(), output, (dir_ / "judge.err").string(),
                           judge::RunLimits{600, 600, 0, 1 << 30});
    EXPECT_TRUE(run.exited);
    return StreamsRun{run.exit_status, judge::read_file(dir_ / "judge.err")};
  }
};

TEST_F(JudgeStreams, OutputThatCannotBeWrittenIsOneLineAndExitStatus2) {
  const std::string full = "judge: cannot write the output: No space left on device\n";
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--list"}, std::vector<std::string>{"--help"}}) {
    const StreamsRun run = judge(args, "/dev/full");
    EXPECT_EQ(run.exit_status, 2) << args[0];
    EXPECT_EQ(run.errors, full) << args[0];
  }
  file("tests/sample-1.in", "1\n3\n3 1 2\n");
  file("tests/sample-1.ans", "1\n");
  const StreamsRun verdicts =
      judge({"booksort", "--tests", (dir_ / "tests").string(), "--", "cat", (dir_ / "tests" / "sample-1.ans").string()},
            "/dev/full");
  EXPECT_EQ(verdicts.exit_status, 2);
  EXPECT_EQ(verdicts.errors, full);
  // The same, written: all is well.
  EXPECT_EQ(judge({"--list"}, (dir_ / "list.out").string()).exit_status, 0);
}

TEST_F(JudgeStreams, AFileThatCannotBeReadIsAUsageError) {
  const StreamsRun directory = judge({"eight", "--validate", dir_.string()}, (dir_ / "out").string());
  EXPECT_EQ(directory.exit_status, 2);
  EXPECT_EQ(directory.errors, "judge: " + dir_.string() + " is a folder, not an input file\n");
  const StreamsRun missing = judge({"eight", "--validate", (dir_ / "missing.in").string()}, (dir_ / "out").string());
  EXPECT_EQ(missing.exit_status, 2);
  EXPECT_EQ(missing.errors, "judge: cannot read " + (dir_ / "missing.in").string() + ": No such file or directory\n");
}

}  // namespace
