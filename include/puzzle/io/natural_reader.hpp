// Numbers as judges write them (decimal digits, no sign, no leading zero) read from a C stream as fast
// as its buffer is read: for boards of up to a million numbers (POJ 2893's 999 x 999, about 7 MB of
// text a board), where the generic TokenReader (token_reader.hpp) would copy each token into a
// std::string first. Reads through the stream's own buffer, a byte at a time (stream_bytes.hpp), so
// it takes turns with a TokenReader on the same stream: each stops right after the blank that ends its
// token.
// A token over max_token_bytes bytes is bad input wherever it stands, as with TokenReader (overlong()).
// O(1) a byte; a bad token is kept only for its first max_token_bytes bytes (the error message).
#ifndef PUZZLE_NATURAL_READER_HPP
#define PUZZLE_NATURAL_READER_HPP

#include <cstdio>
#include <stdint.h>
#include <string>

#include "puzzle/io/decimal.hpp"
#include "puzzle/io/stream_bytes.hpp"

namespace puzzle {

class NaturalReader {
 public:
  explicit NaturalReader(std::FILE* in) : in_(in), length_(0) {}

  // The most bytes of a bad token kept for its error message.
  static const std::size_t max_token_bytes = 64;

  // Reads the next token. True when it is a number of at most `max`, its value in `value`: "0", or a
  // digit 1-9 and more digits. False at the end of input (token() empty) or for any other token
  // ("007", "+1", "12a", a value above max), whose first bytes token() then holds.
  bool next(uint32_t max, uint32_t& value) {
    token_.clear();
    length_ = 0;
    int c = next_byte(in_);
    while (is_blank_byte(c)) c = next_byte(in_);
    if (c == EOF) return false;
    const bool leading_zero = c == '0';
    uint64_t number = 0;
    int digits = 0;
    // At most 10 digits are taken (no overflow in 64 bits); a longer number is above any max.
    for (; c >= '0' && c <= '9' && digits < 10; c = next_byte(in_), ++digits) number = number * 10 + (c - '0');
    length_ = digits;
    if ((c == EOF || is_blank_byte(c)) && number <= max && !(leading_zero && digits > 1)) {
      value = static_cast<uint32_t>(number);
      return true;
    }
    if (digits > 0) {  // the digits read, their leading zeros included
      token_ = decimal(static_cast<long long>(number));
      token_.insert(0, static_cast<std::size_t>(digits) - token_.size(), '0');
    }
    for (; c != EOF && !is_blank_byte(c); c = next_byte(in_), ++length_)
      if (token_.size() < max_token_bytes) token_.push_back(static_cast<char>(c));
    return false;
  }

  // The last token's length in bytes (token() holds only its first max_token_bytes).
  long long length() const { return length_; }
  // Whether the last token was longer than any valid one: bad input, as TokenReader::overlong().
  bool overlong() const { return length_ > static_cast<long long>(max_token_bytes); }

  // The token last read when it was not a number within bounds (its first bytes), or "" at the end.
  const std::string& token() const { return token_; }

 private:
  std::FILE* in_;
  std::string token_;
  long long length_;
};

}  // namespace puzzle

#endif  // PUZZLE_NATURAL_READER_HPP
