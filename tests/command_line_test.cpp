// Tests of command_line.hpp: no options runs the solver, --help prints usage, anything else is an
// error, and input errors name the program and the case.
#include "puzzle/command_line.hpp"

#include <gtest/gtest.h>

namespace {

TEST(CommandLine, NoArgumentsRunsTheSolver) {
  char name[] = "eight";
  char* argv[] = {name, nullptr};
  int exit_code = -1;
  EXPECT_FALSE(puzzle::handle_command_line("eight", 1, argv, "usage\n", exit_code));
}

TEST(CommandLine, HelpStopsWithZeroAndUnknownWithTwo) {
  char name[] = "eight", help[] = "--help", bogus[] = "--fast";
  char* with_help[] = {name, help, nullptr};
  char* with_bogus[] = {name, bogus, nullptr};
  int exit_code = -1;
  testing::internal::CaptureStdout();
  EXPECT_TRUE(puzzle::handle_command_line("eight", 2, with_help, "usage: eight\n", exit_code));
  EXPECT_EQ(testing::internal::GetCapturedStdout(), "usage: eight\n");
  EXPECT_EQ(exit_code, 0);
  testing::internal::CaptureStderr();
  EXPECT_TRUE(puzzle::handle_command_line("eight", 2, with_bogus, "usage\n", exit_code));
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "eight: unknown argument '--fast' (try --help)\n");
  EXPECT_EQ(exit_code, 2);
}

TEST(CommandLine, InputErrorNamesProgramAndCase) {
  testing::internal::CaptureStderr();
  EXPECT_EQ(puzzle::input_error("eight", 3, "expected a tile 1-8 or x, got '9'"), 1);
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "eight: case 3: expected a tile 1-8 or x, got '9'\n");
}

}  // namespace
