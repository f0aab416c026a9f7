// Tests of command_line.hpp: no options runs the solver, --help prints usage, anything else is an
// error; input errors write out the answers first and name the program and the case; tokens quoted;
// the leading case count and the end of input after the announced cases.
#include "puzzle/io/command_line.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

namespace {

TEST(CommandLine, NoArgumentsRunsTheSolver) {
  char name[] = "eight";
  char* argv[] = {name, nullptr};
  int exit_code = -1;
  EXPECT_FALSE(puzzle::handle_command_line("eight", 1, argv, "usage\n", stdout, stderr, exit_code));
}

TEST(CommandLine, HelpStopsWithZeroAndUnknownWithTwo) {
  char name[] = "eight", help[] = "--help", bogus[] = "--fast";
  char* with_help[] = {name, help, nullptr};
  char* with_bogus[] = {name, bogus, nullptr};
  int exit_code = -1;
  testing::internal::CaptureStdout();
  EXPECT_TRUE(puzzle::handle_command_line("eight", 2, with_help, "usage: eight\n", stdout, stderr, exit_code));
  EXPECT_EQ(testing::internal::GetCapturedStdout(), "usage: eight\n");
  EXPECT_EQ(exit_code, 0);
  testing::internal::CaptureStderr();
  EXPECT_TRUE(puzzle::handle_command_line("eight", 2, with_bogus, "usage\n", stdout, stderr, exit_code));
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "eight: unknown argument '--fast' (try --help)\n");
  EXPECT_EQ(exit_code, 2);
}

TEST(CommandLine, InputErrorWritesTheAnswersFirstThenNamesProgramAndCase) {
  std::FILE* answers_file = std::tmpfile();
  puzzle::OutputBuffer answers(answers_file);
  answers << "first answer\n";
  testing::internal::CaptureStderr();
  EXPECT_EQ(puzzle::input_error(answers, stderr, "eight", 3, "expected a tile 1-8 or x, got '9'"), 1);
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "eight: case 3: expected a tile 1-8 or x, got '9'\n");
  std::rewind(answers_file);
  char written[32] = {0};
  EXPECT_EQ(std::fread(written, 1, sizeof written - 1, answers_file), 13u);
  EXPECT_STREQ(written, "first answer\n");
  std::fclose(answers_file);
}

TEST(CommandLine, QuotedShowsPrintableBytesAndEscapesTheRest) {
  EXPECT_EQ(puzzle::quoted("9"), "'9'");
  EXPECT_EQ(puzzle::quoted(std::string("3\0x", 3)), "'3\\x00x'");
  EXPECT_EQ(puzzle::quoted("\xef\xbb\xbf" "1"), "'\\xef\\xbb\\xbf1'");
  EXPECT_EQ(puzzle::quoted("a\tb"), "'a\\x09b'");
}

TEST(CommandLine, QuotedCutsLongTokens) {
  const std::string long_token(100, '7');
  EXPECT_EQ(puzzle::quoted(long_token), "'" + std::string(32, '7') + "'...");
  EXPECT_EQ(puzzle::quoted(std::string(32, '7')), "'" + std::string(32, '7') + "'");
}

std::FILE* stream_with(const std::string& text) {
  std::FILE* file = std::tmpfile();
  std::fwrite(text.data(), 1, text.size(), file);
  std::rewind(file);
  return file;
}

TEST(CommandLine, ReadCaseCountTakesACountAndStopsOnEmptyOrBadInput) {
  std::FILE* answers_file = std::tmpfile();
  puzzle::OutputBuffer answers(answers_file);
  long count = -1;
  int exit_code = -1;

  std::FILE* counted = stream_with(" 3\r\n");
  puzzle::TokenReader counted_reader(counted);
  EXPECT_TRUE(puzzle::read_case_count(counted_reader, answers, stderr, "rotation", "cases", count, exit_code));
  EXPECT_EQ(count, 3);

  std::FILE* empty = stream_with(" \n");
  puzzle::TokenReader empty_reader(empty);
  EXPECT_FALSE(puzzle::read_case_count(empty_reader, answers, stderr, "rotation", "cases", count, exit_code));
  EXPECT_EQ(exit_code, 0);

  std::FILE* bad = stream_with("-2");
  puzzle::TokenReader bad_reader(bad);
  testing::internal::CaptureStderr();
  EXPECT_FALSE(puzzle::read_case_count(bad_reader, answers, stderr, "fifteen", "boards", count, exit_code));
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "fifteen: case 1: expected the number of boards, got '-2'\n");
  EXPECT_EQ(exit_code, 1);
  for (std::FILE* file : {counted, empty, bad, answers_file}) std::fclose(file);
}

TEST(CommandLine, ExpectEndOfInputRefusesTokensAfterTheAnnouncedCases) {
  std::FILE* answers_file = std::tmpfile();
  puzzle::OutputBuffer answers(answers_file);
  std::FILE* done = stream_with("\n\n");
  puzzle::TokenReader done_reader(done);
  EXPECT_EQ(puzzle::expect_end_of_input(done_reader, answers, stderr, "eight2", "cases", 2), 0);
  std::FILE* more = stream_with("\n12X453786\n");
  puzzle::TokenReader more_reader(more);
  testing::internal::CaptureStderr();
  EXPECT_EQ(puzzle::expect_end_of_input(more_reader, answers, stderr, "eight2", "cases", 2), 1);
  EXPECT_EQ(testing::internal::GetCapturedStderr(),
            "eight2: case 3: expected end of input (cases announced: 2), got '12X453786'\n");
  for (std::FILE* file : {done, more, answers_file}) std::fclose(file);
}

TEST(CommandLine, InputErrorShowsCaseNumbersBeyond32Bits) {
  std::FILE* answers_file = std::tmpfile();
  puzzle::OutputBuffer answers(answers_file);
  testing::internal::CaptureStderr();
  puzzle::input_error(answers, stderr, "eight", 5000000000LL, "expected a tile 1-8 or x, got '9'");
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "eight: case 5000000000: expected a tile 1-8 or x, got '9'\n");
  std::fclose(answers_file);
}

}  // namespace
