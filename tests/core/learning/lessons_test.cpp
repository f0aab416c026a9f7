// Tests of lessons.hpp: it meets the learning contract; no options, no monitor and nothing written;
// --stats gives the solver a monitor, writes out the answers before each case's summary and the
// totals when the Lessons end; --show calls the family's drawing after the answer; --method gives the
// solver a monitor that keeps the figures silently, for the message of a stopped method.
#include "puzzle/learning/lessons.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "stream_text.hpp"

namespace {

using stream_test::read_all;

// A family's lesson for a toy puzzle whose case and answer are numbers of moves.
struct MovesLesson {
  typedef int Case;
  typedef int Answer;
  std::string summary(const Case&, const Answer& answer) const { return puzzle::count_text(answer, "move"); }
  void show(puzzle::OutputBuffer& out, const Case& a_case, const Answer&) const { out << "drawn " << a_case << '\n'; }
};
typedef puzzle::Lessons<MovesLesson> TestLessons;

static_assert(sizeof(puzzle::LearningContract<TestLessons, int, int>) > 0, "Lessons meets the learning contract");

bool handle(TestLessons& lessons, std::vector<std::string> arguments) {
  arguments.insert(arguments.begin(), "test");
  std::vector<char*> argv;
  for (std::string& argument : arguments) argv.push_back(&argument[0]);
  static const char* const method_names[] = {"default", "bfs", nullptr};
  int exit_code = -1;
  return lessons.read_options(static_cast<int>(arguments.size()), argv.data(), "usage\n", method_names, stdout,
                              exit_code);
}

TEST(Lessons, WithoutOptionsNothingIsReported) {
  std::FILE* errors = std::tmpfile();
  std::FILE* answers = std::tmpfile();
  {
    TestLessons lessons("test", errors);
    EXPECT_FALSE(handle(lessons, {}));
    EXPECT_EQ(lessons.settings().monitor, nullptr);
    EXPECT_EQ(lessons.settings().method, "default");
    puzzle::OutputBuffer out(answers);
    out << "answer\n";
    lessons.answered(out, 7, 1);
  }
  EXPECT_EQ(read_all(errors), "");
  EXPECT_EQ(read_all(answers), "answer\n");
  std::fclose(errors);
  std::fclose(answers);
}

TEST(Lessons, StatsWriteTheAnswerFirstThenTheSummaryAndTheTotalsAtTheEnd) {
  std::FILE* errors = std::tmpfile();
  std::FILE* answers = std::tmpfile();
  {
    TestLessons lessons("test", errors);
    EXPECT_FALSE(handle(lessons, {"--stats"}));
    ASSERT_NE(lessons.settings().monitor, nullptr);
    puzzle::OutputBuffer out(answers);
    lessons.settings().monitor->method("guessing");
    out << "answer\n";
    lessons.answered(out, 7, 1);
    EXPECT_EQ(read_all(answers), "answer\n");  // written out before the summary
  }
  const std::string text = read_all(errors);
  EXPECT_EQ(text.find("case 1: guessing\ncase 1: answer 1 move; 0 nodes expanded; "), 0u) << text;
  EXPECT_NE(text.find("\ntotal: 1 case; 0 nodes expanded; 0 builds; "), std::string::npos) << text;
  std::fclose(errors);
  std::fclose(answers);
}

TEST(Lessons, ShowDrawsAfterTheAnswer) {
  std::FILE* errors = std::tmpfile();
  std::FILE* answers = std::tmpfile();
  {
    TestLessons lessons("test", errors);
    EXPECT_FALSE(handle(lessons, {"--show"}));
    EXPECT_EQ(lessons.settings().monitor, nullptr);
    puzzle::OutputBuffer out(answers);
    out << "answer\n";
    lessons.answered(out, 7, 1);
  }
  EXPECT_EQ(read_all(answers), "answer\ndrawn 7\n");
  EXPECT_EQ(read_all(errors), "");
  std::fclose(errors);
  std::fclose(answers);
}

TEST(Lessons, AMethodKeepsFiguresSilentlyAndAStopSaysSo) {
  std::FILE* errors = std::tmpfile();
  std::FILE* answers = std::tmpfile();
  {
    TestLessons lessons("test", errors);
    EXPECT_FALSE(handle(lessons, {"--method", "bfs", "--max-nodes", "1000"}));
    EXPECT_EQ(lessons.settings().method, "bfs");
    EXPECT_EQ(lessons.settings().max_kept_nodes, 1000u);
    ASSERT_NE(lessons.settings().monitor, nullptr);
    lessons.settings().monitor->searched(5, 1000, 90000, false, true);
    puzzle::OutputBuffer out(answers);
    out << "answer\n";
    EXPECT_EQ(lessons.stopped(out, 2), 3);
    EXPECT_EQ(read_all(answers), "answer\n");
  }
  EXPECT_EQ(read_all(errors),
            "test: case 2: bfs stopped at 1,000 nodes kept (about 90 KB); try --method idastar or the default\n");
  std::fclose(errors);
  std::fclose(answers);
}

}  // namespace
