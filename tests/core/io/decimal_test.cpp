// Tests of decimal.hpp: the text of every integer, extremes included, against std::to_string.
#include "puzzle/io/decimal.hpp"

#include <gtest/gtest.h>

#include <climits>
#include <random>
#include <string>

namespace {

TEST(Decimal, ExtremesAndZero) {
  EXPECT_EQ(puzzle::decimal(0), "0");
  EXPECT_EQ(puzzle::decimal(-1), "-1");
  EXPECT_EQ(puzzle::decimal(LLONG_MAX), "9223372036854775807");
  EXPECT_EQ(puzzle::decimal(LLONG_MIN), "-9223372036854775808");
  char digits[puzzle::max_decimal_digits];
  char* const end = digits + puzzle::max_decimal_digits;
  EXPECT_EQ(std::string(puzzle::write_decimal(end, ULLONG_MAX), end), "18446744073709551615");
  EXPECT_EQ(std::string(puzzle::write_decimal(end, 0ull), end), "0");
}

TEST(Decimal, AgreesWithToStringOnRandomValues) {
  std::mt19937_64 random(10181);
  for (int i = 0; i < 10000; ++i) {
    const long long value = static_cast<long long>(random()) >> (i % 64);
    ASSERT_EQ(puzzle::decimal(value), std::to_string(value));
  }
}

}  // namespace
