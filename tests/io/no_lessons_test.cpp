// Tests of no_lessons.hpp, what a judge bundle has: --help and unknown options as command_line.hpp
// (so --show is unknown), no monitor, prepare() leaves the solver as tuned, stop() and answered() write
// nothing.
#include "puzzle/io/no_lessons.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

namespace {

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

TEST(NoLessons, TheSolverIsLeftAsTunedAndNothingElseHappens) {
  const puzzle::NoLessons lessons("eight", stderr, true);
  EXPECT_EQ(lessons.monitor(), nullptr);
  int solver = 21;
  lessons.prepare(solver);
  EXPECT_EQ(solver, 21);
  std::FILE* file = std::tmpfile();
  {
    puzzle::OutputBuffer out(file);
    EXPECT_EQ(lessons.stop(out), 0);
    lessons.answered(out, 1, 2);
    lessons.answered(out, 1, 2, std::string("three"));
    lessons.answered(out, 1, 2, 3, std::string("four"));
  }
  EXPECT_EQ(std::ftell(file), 0L);
  std::fclose(file);
}

}  // namespace
