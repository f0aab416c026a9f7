// Tests of no_lessons.hpp, what a judge bundle has: --help and unknown options as command_line.hpp
// (so --show is unknown), no monitor, solve() calls the solver as it is, answered() writes nothing.
#include "puzzle/io/no_lessons.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

namespace {

struct Doubler {
  bool solve(int board, int& answer) const { return answer = 2 * board, true; }
  bool solve(int start, int goal, int& answer) const { return answer = goal - start, goal >= start; }
};

TEST(NoLessons, OnlyHelpIsKnown) {
  puzzle::NoLessons lessons("eight", stderr);
  char name[] = "eight", show[] = "--show";
  char* argv[] = {name, show, nullptr};
  int exit_code = -1;
  testing::internal::CaptureStderr();
  EXPECT_TRUE(lessons.handle_command_line(2, argv, "usage\n", stdout, exit_code));
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "eight: unknown argument '--show' (try --help)\n");
  EXPECT_EQ(exit_code, 2);
  EXPECT_FALSE(lessons.handle_command_line(1, argv, "usage\n", stdout, exit_code));
}

TEST(NoLessons, TheSolverAnswersAndNothingElseHappens) {
  const puzzle::NoLessons lessons("eight", stderr, true);
  EXPECT_EQ(lessons.monitor(), nullptr);
  Doubler solver;
  int answer = 0;
  EXPECT_TRUE(lessons.solve(solver, 21, answer));
  EXPECT_EQ(answer, 42);
  EXPECT_FALSE(lessons.solve(solver, 5, 3, answer));
  EXPECT_FALSE(lessons.stopped());
  std::FILE* file = std::tmpfile();
  {
    puzzle::OutputBuffer out(file);
    lessons.answered(out);
    lessons.answered(out, 1, 2);
    lessons.answered(out, 1, 2, std::string("three"));
  }
  EXPECT_EQ(std::ftell(file), 0L);
  std::fclose(file);
}

}  // namespace
