// Tests of token_reader.hpp: tokens separated by any whitespace, tokens across 64 KiB block
// boundaries, the end of input, over-long tokens read whole, read errors, and parse_natural.
#include "puzzle/io/token_reader.hpp"

#include <gtest/gtest.h>

#include <cerrno>
#include <cstdio>
#include <string>

#include "stream_text.hpp"

namespace {

using stream_test::stream_with;

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

TEST(TokenReader, KeepsOnlyTheStartOfAnOverlongTokenAndCountsItWhole) {
  std::FILE* file = stream_with(std::string(100000, '7') + " 8 " + std::string(64, '9') + " " + std::string(65, '6'));
  puzzle::TokenReader reader(file);
  std::string token;
  ASSERT_TRUE(reader.next(token));
  EXPECT_EQ(token, std::string(puzzle::TokenReader::max_token_bytes, '7'));
  EXPECT_EQ(reader.length(), 100000);
  EXPECT_TRUE(reader.overlong());
  ASSERT_TRUE(reader.next(token));
  EXPECT_EQ(token, "8");
  EXPECT_EQ(reader.length(), 1);
  EXPECT_FALSE(reader.overlong());
  ASSERT_TRUE(reader.next(token));
  EXPECT_EQ(reader.length(), 64);  // the longest token kept whole
  EXPECT_FALSE(reader.overlong());
  ASSERT_TRUE(reader.next(token));
  EXPECT_EQ(token, std::string(64, '6'));
  EXPECT_EQ(reader.length(), 65);
  EXPECT_TRUE(reader.overlong());
  EXPECT_FALSE(reader.next(token));
  EXPECT_EQ(reader.length(), 0);
  EXPECT_EQ(reader.read_error(), 0);  // the end of input is no error
  std::fclose(file);
}

TEST(TokenReader, AWiderBoundKeepsLongerTokensForThatReadOnly) {
  std::FILE* file = stream_with(std::string(500, '#') + " " + std::string(501, '.') + " " + std::string(65, '6'));
  puzzle::TokenReader reader(file);
  std::string token;
  ASSERT_TRUE(reader.next(token, 500));  // a map's row of 500 cells
  EXPECT_EQ(token, std::string(500, '#'));
  EXPECT_FALSE(reader.overlong());
  EXPECT_EQ(reader.kept(), 500u);
  ASSERT_TRUE(reader.next(token, 500));
  EXPECT_EQ(token, std::string(500, '.'));
  EXPECT_EQ(reader.length(), 501);
  EXPECT_TRUE(reader.overlong());
  ASSERT_TRUE(reader.next(token));  // back to the usual bound
  EXPECT_EQ(reader.kept(), 64u);
  EXPECT_TRUE(reader.overlong());
  std::fclose(file);
}

TEST(TokenReader, AReadErrorIsNotTheEndOfInput) {
  std::FILE* directory = std::fopen(".", "r");  // opens; every read fails with EISDIR
  ASSERT_NE(directory, nullptr);
  puzzle::TokenReader reader(directory);
  std::string token;
  EXPECT_FALSE(reader.next(token));
  EXPECT_EQ(reader.read_error(), EISDIR);
  std::fclose(directory);
}

TEST(TokenReader, ReadsNoFurtherThanTheTokensClosingBlank) {
  // So on a pipe a token is returned as soon as it has arrived, not when a block of input has.
  std::FILE* file = stream_with("1 2\n");
  puzzle::TokenReader reader(file);
  std::string token;
  ASSERT_TRUE(reader.next(token));
  EXPECT_EQ(token, "1");
  EXPECT_EQ(std::ftell(file), 2);  // consumed "1 " only
  std::fclose(file);
}

TEST(TokenReader, ParseNaturalTakesDigitsUpToTheLimit) {
  long value = -1;
  EXPECT_TRUE(puzzle::parse_natural("0", 10, value));
  EXPECT_EQ(value, 0);
  EXPECT_FALSE(puzzle::parse_natural("007", 10, value));  // no judge writes leading zeros
  EXPECT_FALSE(puzzle::parse_natural("00", 10, value));
  EXPECT_TRUE(puzzle::parse_natural("200", 200, value));
  EXPECT_FALSE(puzzle::parse_natural("201", 200, value));
  EXPECT_FALSE(puzzle::parse_natural("-1", 200, value));
  EXPECT_FALSE(puzzle::parse_natural("+1", 200, value));
  EXPECT_FALSE(puzzle::parse_natural("1x", 200, value));
  EXPECT_FALSE(puzzle::parse_natural("", 200, value));
  EXPECT_FALSE(puzzle::parse_natural("99999999999999999999", 200, value));
  // A one-digit value above a one-digit max (max - digit < 0 must not round up to 0).
  EXPECT_TRUE(puzzle::parse_natural("5", 5, value));
  EXPECT_FALSE(puzzle::parse_natural("6", 5, value));
  EXPECT_FALSE(puzzle::parse_natural("9", 0, value));
  EXPECT_FALSE(puzzle::parse_natural("16", 15, value));
}

}  // namespace

namespace {

TEST(TokenReaderDeathTest, ParseNaturalRefusesANegativeMaximum) {
  long value = 0;
  EXPECT_DEATH(puzzle::parse_natural("1", -1, value), "max >= 0");
}

TEST(TokenReader, ParseNaturalNeverOverflowsOnLongTokens) {
  long value = 0;
  EXPECT_FALSE(puzzle::parse_natural("99999999999999999999999999999999", 1000000000L, value));
  EXPECT_FALSE(puzzle::parse_natural("1000000001", 1000000000L, value));
  EXPECT_FALSE(puzzle::parse_natural("0001000000000", 1000000000L, value));
  EXPECT_TRUE(puzzle::parse_natural("1000000000", puzzle::max_case_count, value));
  EXPECT_EQ(value, 1000000000L);
  EXPECT_TRUE(puzzle::parse_natural("2147483647", 2147483647L, value));
  EXPECT_EQ(value, 2147483647L);
}
}  // namespace

namespace {

// Whole lines (next_line) after tokens: blanks kept, CRLF ends taken as LF, what is left on a
// token's line handed back by rest_of_line, an over-long line cut to its bound and measured whole.
TEST(TokenReaderLines, LinesKeepTheirBlanksAfterTheTokensOfALine) {
  std::FILE* file = stream_with("3 4  \r\n# .#\r\n  x \nlast");
  puzzle::TokenReader reader(file);
  std::string text;
  ASSERT_TRUE(reader.next(text));
  ASSERT_TRUE(reader.next(text));
  EXPECT_EQ(text, "4");
  reader.rest_of_line(text);
  EXPECT_EQ(text, "");  // only blanks were left on the line of "4"
  ASSERT_TRUE(reader.next_line(text, 8));
  EXPECT_EQ(text, "# .#");  // the '\r' before '\n' dropped
  EXPECT_FALSE(reader.overlong());
  ASSERT_TRUE(reader.next_line(text, 8));
  EXPECT_EQ(text, "  x ");
  ASSERT_TRUE(reader.next_line(text, 8));
  EXPECT_EQ(text, "last");  // the last line, without its '\n'
  EXPECT_FALSE(reader.next_line(text, 8));
  std::fclose(file);
}

TEST(TokenReaderLines, RestOfLineReturnsWhatFollowsTheLastToken) {
  std::FILE* file = stream_with("2 2 extra  tokens\nnext\n");
  puzzle::TokenReader reader(file);
  std::string text;
  ASSERT_TRUE(reader.next(text));
  ASSERT_TRUE(reader.next(text));
  reader.rest_of_line(text);
  EXPECT_EQ(text, "extratokens");  // blanks dropped: enough to name it in an error
  ASSERT_TRUE(reader.next_line(text, 8));
  EXPECT_EQ(text, "next");
  std::fclose(file);
}

TEST(TokenReaderLines, AnOverlongLineIsCutAndMeasuredWhole) {
  std::FILE* file = stream_with("0123456789\r\nok\n");
  puzzle::TokenReader reader(file);
  std::string text;
  ASSERT_TRUE(reader.next_line(text, 4));
  EXPECT_EQ(text, "0123");
  EXPECT_TRUE(reader.overlong());
  EXPECT_EQ(reader.length(), 11);  // ten bytes and the '\r' a longer line keeps
  ASSERT_TRUE(reader.next_line(text, 4));
  EXPECT_EQ(text, "ok");
  EXPECT_FALSE(reader.overlong());
  std::fclose(file);
}

TEST(TokenReaderLines, AnEmptyLineIsALine) {
  std::FILE* file = stream_with("\n\n");
  puzzle::TokenReader reader(file);
  std::string text = "x";
  ASSERT_TRUE(reader.next_line(text, 4));
  EXPECT_EQ(text, "");
  ASSERT_TRUE(reader.next_line(text, 4));
  EXPECT_FALSE(reader.next_line(text, 4));
  std::fclose(file);
}

}  // namespace
