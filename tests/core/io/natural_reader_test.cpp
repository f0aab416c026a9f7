// Tests of natural_reader.hpp: numbers as judges write them separated by any blanks, the end of input,
// every token that is not one (leading zeros, signs, letters, a value above the bound, overlong
// digits) reported with its text, and turns taken with a TokenReader on the same stream.
#include "puzzle/io/natural_reader.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>

#include "puzzle/io/token_reader.hpp"
#include "stream_text.hpp"

namespace {

using stream_test::stream_with;

// The tokens of `text` as the reader sees them: "=N" for a number, "?TOKEN" for any other, to the end.
std::string readings(const std::string& text, std::uint32_t max) {
  std::FILE* file = stream_with(text);
  puzzle::NaturalReader numbers(file);
  std::string seen;
  for (int i = 0; i < 100; ++i) {
    std::uint32_t value = 7;
    if (numbers.next(max, value)) {
      seen += "=" + std::to_string(value) + " ";
    } else if (numbers.token().empty()) {
      break;
    } else {
      seen += "?" + numbers.token() + " ";
    }
  }
  std::fclose(file);
  return seen;
}

TEST(NaturalReader, NumbersSeparatedByAnyBlanks) {
  EXPECT_EQ(readings(" 0\t12 \r\n345\v\f6\n\n 998000 ", 998000), "=0 =12 =345 =6 =998000 ");
  EXPECT_EQ(readings("", 9), "");
  EXPECT_EQ(readings(" \n\r\t ", 9), "");
  EXPECT_EQ(readings("4294967295", 4294967295u), "=4294967295 ");
}

TEST(NaturalReader, ReportsEveryOtherTokenWithItsText) {
  EXPECT_EQ(readings("07 00 0 +1 -2 3a a3 x 10 9", 9), "?07 ?00 =0 ?+1 ?-2 ?3a ?a3 ?x ?10 =9 ");
  EXPECT_EQ(readings("0012 1.5 4294967296 99999999999999", 4294967295u), "?0012 ?1.5 ?4294967296 ?99999999999999 ");
  EXPECT_EQ(readings("00000000000000000000001", 9), "?00000000000000000000001 ");
}

TEST(NaturalReader, KeepsTheFirstBytesOfALongToken) {
  const std::string long_token(100, '5');
  EXPECT_EQ(readings(long_token + " 1", 9),
            "?" + long_token.substr(0, puzzle::NaturalReader::max_token_bytes) + " =1 ");
  EXPECT_EQ(readings("1" + std::string(100, 'x'), 9), "?1" + std::string(63, 'x') + " ");
}

TEST(NaturalReader, TakesTurnsWithATokenReaderOnTheSameStream) {
  std::FILE* file = stream_with("3 3\n1 2 3\nfour 5\n6");
  puzzle::TokenReader tokens(file);
  puzzle::NaturalReader numbers(file);
  std::string token;
  std::uint32_t value = 0;
  ASSERT_TRUE(tokens.next(token));
  EXPECT_EQ(token, "3");
  for (std::uint32_t expected : {3u, 1u, 2u, 3u}) {
    ASSERT_TRUE(numbers.next(9, value));
    EXPECT_EQ(value, expected);
  }
  ASSERT_TRUE(tokens.next(token));
  EXPECT_EQ(token, "four");
  ASSERT_TRUE(numbers.next(9, value));
  EXPECT_EQ(value, 5u);
  ASSERT_TRUE(tokens.next(token));
  EXPECT_EQ(token, "6");
  EXPECT_FALSE(numbers.next(9, value));
  EXPECT_EQ(numbers.token(), "");
  std::fclose(file);
}

TEST(NaturalReader, NumbersAcrossBufferBoundaries) {
  std::string text;
  for (std::uint32_t i = 0; i < 100000; ++i) text += std::to_string(i) + (i % 7 ? " " : "\r\n");
  std::FILE* file = stream_with(text);
  puzzle::NaturalReader numbers(file);
  std::uint32_t value = 0;
  for (std::uint32_t i = 0; i < 100000; ++i) {
    ASSERT_TRUE(numbers.next(99999, value));
    ASSERT_EQ(value, i);
  }
  EXPECT_FALSE(numbers.next(99999, value));
  std::fclose(file);
}

}  // namespace
