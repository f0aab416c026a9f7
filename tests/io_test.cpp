// Tests of token_reader.hpp, output_buffer.hpp and command_line.hpp: tokens across any whitespace and
// across block boundaries, buffered output reaching the stream, and option handling.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "puzzle/command_line.hpp"
#include "puzzle/output_buffer.hpp"
#include "puzzle/token_reader.hpp"

namespace {

std::FILE* stream_with(const std::string& text) {
  std::FILE* file = std::tmpfile();
  std::fwrite(text.data(), 1, text.size(), file);
  std::rewind(file);
  return file;
}

TEST(TokenReader, SplitsOnAnyWhitespace) {
  std::FILE* file = stream_with("  2\t3 \r\n4\n\n x  ");
  puzzle::TokenReader reader(file);
  std::string token;
  std::string joined;
  while (reader.next(token)) joined += "[" + token + "]";
  EXPECT_EQ(joined, "[2][3][4][x]");
  EXPECT_FALSE(reader.next(token));
  EXPECT_TRUE(token.empty());
  std::fclose(file);
}

TEST(TokenReader, TokensSpanningBlockBoundaries) {
  std::string text;
  for (int i = 0; i < 30000; ++i) text += std::to_string(i) + (i % 7 ? " " : "\r\n");
  std::FILE* file = stream_with(text);
  puzzle::TokenReader reader(file);
  std::string token;
  for (int i = 0; i < 30000; ++i) {
    ASSERT_TRUE(reader.next(token));
    ASSERT_EQ(token, std::to_string(i));
  }
  EXPECT_FALSE(reader.next(token));
  std::fclose(file);
}

TEST(TokenReader, EmptyInput) {
  std::FILE* file = stream_with("");
  puzzle::TokenReader reader(file);
  std::string token;
  EXPECT_FALSE(reader.next(token));
  std::fclose(file);
}

TEST(OutputBuffer, WritesEverythingInOrder) {
  std::FILE* file = std::tmpfile();
  {
    puzzle::OutputBuffer out(file);
    for (int i = 0; i < 20000; ++i) out << "Case #" << i << ": " << std::string("ab") << '\n';
    out << -7L << '\n';
  }
  std::rewind(file);
  std::string expected;
  for (int i = 0; i < 20000; ++i) expected += "Case #" + std::to_string(i) + ": ab\n";
  expected += "-7\n";
  std::string actual(expected.size() + 10, '\0');
  actual.resize(std::fread(&actual[0], 1, actual.size(), file));
  EXPECT_EQ(actual, expected);
  std::fclose(file);
}

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

TEST(TokenReader, ParseNaturalTakesDigitsUpToTheLimit) {
  long value = -1;
  EXPECT_TRUE(puzzle::parse_natural("0", 10, value));
  EXPECT_EQ(value, 0);
  EXPECT_TRUE(puzzle::parse_natural("007", 10, value));
  EXPECT_EQ(value, 7);
  EXPECT_TRUE(puzzle::parse_natural("200", 200, value));
  EXPECT_FALSE(puzzle::parse_natural("201", 200, value));
  EXPECT_FALSE(puzzle::parse_natural("-1", 200, value));
  EXPECT_FALSE(puzzle::parse_natural("+1", 200, value));
  EXPECT_FALSE(puzzle::parse_natural("1x", 200, value));
  EXPECT_FALSE(puzzle::parse_natural("", 200, value));
  EXPECT_FALSE(puzzle::parse_natural("99999999999999999999", 200, value));
}

}  // namespace
