// Tests of learning_options.hpp: each option read; --help lists the learning options (and the
// methods where there are several); a bad method, a missing name or number, and anything else stop
// with exit status 2 and one line; --method and --max-nodes are unknown to a binary of one method.
#include "puzzle/learning/learning_options.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

namespace {

const char* const methods[] = {"default", "bfs", "astar", 0};

struct Parsed {
  bool stop;
  int exit_code;
  puzzle::LearningOptions options;
  std::string out, err;
};

Parsed parse(std::vector<std::string> arguments, const char* const* names = methods) {
  arguments.insert(arguments.begin(), "eight");
  std::vector<char*> argv;
  for (std::string& argument : arguments) argv.push_back(&argument[0]);
  argv.push_back(nullptr);
  Parsed parsed;
  parsed.exit_code = -1;
  testing::internal::CaptureStdout();
  testing::internal::CaptureStderr();
  parsed.stop = puzzle::parse_learning_options("eight", static_cast<int>(arguments.size()), argv.data(), "usage\n",
                                               names, stdout, stderr, parsed.options, parsed.exit_code);
  parsed.out = testing::internal::GetCapturedStdout();
  parsed.err = testing::internal::GetCapturedStderr();
  return parsed;
}

TEST(LearningOptions, NoneMeansTheJudgeBehaviour) {
  const Parsed parsed = parse({});
  EXPECT_FALSE(parsed.stop);
  EXPECT_FALSE(parsed.options.show);
  EXPECT_FALSE(parsed.options.stats);
  EXPECT_EQ(parsed.options.method, "default");
  EXPECT_EQ(parsed.options.max_kept_nodes, static_cast<std::uint64_t>(puzzle::default_max_kept_nodes));
}

TEST(LearningOptions, EachOptionIsRead) {
  const Parsed parsed = parse({"--stats", "--method", "astar", "--show", "--max-nodes", "1000"});
  EXPECT_FALSE(parsed.stop);
  EXPECT_TRUE(parsed.options.show);
  EXPECT_TRUE(parsed.options.stats);
  EXPECT_EQ(parsed.options.method, "astar");
  EXPECT_EQ(parsed.options.max_kept_nodes, 1000u);
  EXPECT_EQ(parsed.out + parsed.err, "");
}

TEST(LearningOptions, HelpListsTheLearningOptions) {
  const Parsed parsed = parse({"--show", "--help"});
  EXPECT_TRUE(parsed.stop);
  EXPECT_EQ(parsed.exit_code, 0);
  EXPECT_EQ(parsed.out.find("usage\nLearning options"), 0u) << parsed.out;
  EXPECT_NE(parsed.out.find("--method NAME  the algorithm that answers: default, bfs, astar\n"), std::string::npos);
  const Parsed single = parse({"-h"}, nullptr);
  EXPECT_EQ(single.out.find("--method"), std::string::npos);
  EXPECT_NE(single.out.find("--stats"), std::string::npos);
}

TEST(LearningOptions, BadArgumentsStopWithTwoAndOneLine) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"--fast"}, "eight: unknown argument '--fast' (try --help)\n"},
      {{"--method", "dfs"}, "eight: unknown method 'dfs' (methods: default, bfs, astar) (try --help)\n"},
      {{"--method"}, "eight: --method needs a name: default, bfs, astar (try --help)\n"},
      {{"--max-nodes", "0"}, "eight: --max-nodes needs a number 1-2000000000 (try --help)\n"},
      {{"--max-nodes", "2000000001"}, "eight: --max-nodes needs a number 1-2000000000 (try --help)\n"},
      {{"--max-nodes"}, "eight: --max-nodes needs a number 1-2000000000 (try --help)\n"}};
  for (const auto& [arguments, message] : cases) {
    const Parsed parsed = parse(arguments);
    EXPECT_TRUE(parsed.stop);
    EXPECT_EQ(parsed.exit_code, 2);
    EXPECT_EQ(parsed.err, message);
    EXPECT_EQ(parsed.out, "");
  }
}

TEST(LearningOptions, OneMethodBinariesKnowNoMethodOptions) {
  for (const char* option : {"--method", "--max-nodes"}) {
    const Parsed parsed = parse({option, "1"}, nullptr);
    EXPECT_EQ(parsed.exit_code, 2);
    EXPECT_EQ(parsed.err, std::string("eight: unknown argument '") + option + "' (try --help)\n");
  }
}

}  // namespace
