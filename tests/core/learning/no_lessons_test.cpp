// Tests of no_lessons.hpp, what a judge bundle has: it meets the learning contract as Lessons does;
// --help prints the usage and anything else is unknown (so --show is), no monitor, the default
// method, and answered() writes nothing.
#include "puzzle/learning/no_lessons.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "puzzle/learning/learning_contract.hpp"

namespace {

static_assert(sizeof(puzzle::LearningContract<puzzle::NoLessons, int, std::string>) > 0,
              "NoLessons meets the learning contract");

TEST(NoLessons, OnlyHelpIsKnown) {
  puzzle::NoLessons lessons("eight", stderr);
  char name[] = "eight", show[] = "--show", help[] = "--help";
  char* with_show[] = {name, show, nullptr};
  char* with_help[] = {name, help, nullptr};
  int exit_code = -1;
  testing::internal::CaptureStderr();
  EXPECT_TRUE(lessons.read_options(2, with_show, "usage\n", nullptr, stdout, exit_code));
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "eight: unknown argument '--show' (try --help)\n");
  EXPECT_EQ(exit_code, 2);
  testing::internal::CaptureStdout();
  EXPECT_TRUE(lessons.read_options(2, with_help, "usage\n", nullptr, stdout, exit_code));
  EXPECT_EQ(testing::internal::GetCapturedStdout(), "usage\n");
  EXPECT_EQ(exit_code, 0);
  EXPECT_FALSE(lessons.read_options(1, with_show, "usage\n", nullptr, stdout, exit_code));
}

TEST(NoLessons, TheDefaultMethodNoMonitorAndNothingWritten) {
  puzzle::NoLessons lessons("eight", stderr);
  EXPECT_EQ(lessons.settings().monitor, nullptr);
  EXPECT_EQ(lessons.settings().method, "default");
  std::FILE* file = std::tmpfile();
  {
    puzzle::OutputBuffer out(file);
    lessons.answered(out, 1, std::string("two"));
  }
  EXPECT_EQ(std::ftell(file), 0L);
  std::fclose(file);
}

}  // namespace
