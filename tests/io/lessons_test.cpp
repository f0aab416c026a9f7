// Tests of lessons.hpp: no options, no monitor and nothing written; --stats gives the solvers a
// monitor, writes out the answers before each case's summary and the totals when the Lessons end;
// show_path replays the moves on the model and labels each picture with its move, made from the
// position the move starts from.
#include "puzzle/io/lessons.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

namespace {

std::string read_all(std::FILE* file) {
  std::fflush(file);
  std::rewind(file);
  std::string text;
  for (int c; (c = std::fgetc(file)) != EOF;) text += static_cast<char>(c);
  return text;
}

bool handle(puzzle::Lessons& lessons, std::vector<std::string> arguments) {
  arguments.insert(arguments.begin(), "test");
  std::vector<char*> argv;
  for (std::string& argument : arguments) argv.push_back(&argument[0]);
  int exit_code = -1;
  return lessons.handle_command_line(static_cast<int>(arguments.size()), argv.data(), "usage\n", stdout, exit_code);
}

// A counter that moves up or down by one: enough of a model to replay.
struct Counter {
  typedef int State;
  typedef int Move;  // +1 or -1
  void apply(State& state, Move move) const { state += move; }
};
struct DrawCounter {
  std::vector<std::string> operator()(int state) const { return std::vector<std::string>(1, std::string(state, '#')); }
};
struct LabelStep {
  std::string operator()(int from, int move) const { return (move > 0 ? "up" : "down") + std::string(from, '.'); }
};

TEST(Lessons, WithoutOptionsNothingIsReported) {
  std::FILE* errors = std::tmpfile();
  std::FILE* answers = std::tmpfile();
  {
    puzzle::Lessons lessons("test", errors);
    EXPECT_FALSE(handle(lessons, {}));
    EXPECT_EQ(lessons.monitor(), nullptr);
    puzzle::OutputBuffer out(answers);
    out << "answer\n";
    lessons.case_solved();
    lessons.case_answered(out, "1 move");
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
    puzzle::Lessons lessons("test", errors);
    EXPECT_FALSE(handle(lessons, {"--stats"}));
    ASSERT_NE(lessons.monitor(), nullptr);
    puzzle::OutputBuffer out(answers);
    lessons.monitor()->method("guessing");
    out << "answer\n";
    lessons.case_solved();
    lessons.case_answered(out, "1 move");
    EXPECT_EQ(read_all(answers), "answer\n");  // written out before the summary
  }
  const std::string text = read_all(errors);
  EXPECT_EQ(text.find("case 1: guessing\ncase 1: answer 1 move; 0 nodes expanded; "), 0u) << text;
  EXPECT_NE(text.find("\ntotal: 1 case; 0 nodes expanded; 0 builds; "), std::string::npos) << text;
  std::fclose(errors);
  std::fclose(answers);
}

TEST(Lessons, ShowPathDrawsEachPositionWithItsMove) {
  std::FILE* answers = std::tmpfile();
  {
    puzzle::OutputBuffer out(answers);
    puzzle::Lessons::show_path(out, Counter(), 2, std::vector<int>{1, 1, -1}, DrawCounter(), LabelStep());
  }
  // Each label sees the position its move starts from (a dot a step).
  EXPECT_EQ(read_all(answers), "start        1 up..       2 up...      3 down....\n##           ###          ####         ###\n\n");
  std::fclose(answers);
}

}  // namespace
