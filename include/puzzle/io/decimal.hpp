// Decimal text of any integer, without printf: MinGW GCC 4.4's runtime (POJ's G++) prints %lld
// wrongly, and `long` is 32 bits on Windows, so 64-bit values cannot go through "%ld" either.
// O(digits); no allocation but the returned string's.
#ifndef PUZZLE_DECIMAL_HPP
#define PUZZLE_DECIMAL_HPP

#include <string>

namespace puzzle {

// Enough for any 64-bit value with its sign.
const int max_decimal_digits = 21;

// Writes the digits of `value` to the characters just before `end`; returns where they start.
// Precondition: at least max_decimal_digits characters lie before `end`.
inline char* write_decimal(char* end, unsigned long long value) {
  do {
    *--end = static_cast<char>('0' + value % 10);
    value /= 10;
  } while (value != 0);
  return end;
}

// The same, with '-' before the digits of a negative value.
inline char* write_decimal(char* end, long long value) {
  // Negate as unsigned: -LLONG_MIN does not fit in long long, its unsigned value does.
  const unsigned long long magnitude =
      value < 0 ? 0ull - static_cast<unsigned long long>(value) : static_cast<unsigned long long>(value);
  char* begin = write_decimal(end, magnitude);
  if (value < 0) *--begin = '-';
  return begin;
}

// The decimal text of `value`, for messages.
inline std::string decimal(long long value) {
  char digits[max_decimal_digits];
  char* const end = digits + max_decimal_digits;
  return std::string(write_decimal(end, value), end);
}

}  // namespace puzzle

#endif  // PUZZLE_DECIMAL_HPP
