// Whitespace-separated tokens from a C stream: any mix of spaces, tabs, CR and LF separates tokens, so
// judge files with CRLF, doubled or trailing blanks all read the same; and the value of a numeric token.
// Reads through the stream's own buffer, so a token is available as soon as it arrives on a pipe.
#ifndef PUZZLE_TOKEN_READER_HPP
#define PUZZLE_TOKEN_READER_HPP

#include <cassert>
#include <cstdio>
#include <string>

namespace puzzle {

class TokenReader {
 public:
  explicit TokenReader(std::FILE* in) : in_(in) {}

  // Longest token kept: every valid token of every judge format is far shorter, so a longer one is
  // kept only in part (it is reported as bad all the same) and memory stays bounded.
  static const std::size_t max_token_bytes = 64;

  // Reads the next token into `token`; false (token empty) at end of input.
  bool next(std::string& token) {
    token.clear();
    int c = std::getc(in_);
    while (c != EOF && is_blank(c)) c = std::getc(in_);
    while (c != EOF && !is_blank(c)) {
      if (token.size() < max_token_bytes) token.push_back(static_cast<char>(c));
      c = std::getc(in_);
    }
    return !token.empty();
  }

 private:
  static bool is_blank(int c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f'; }

  std::FILE* in_;
};

// The value of a token of decimal digits only (a case count, a number on a board), if it is at most
// `max`; false for anything else (signs, letters, an empty token, a value above max). Never overflows,
// whatever the token's length (long may be 32 bits). Precondition: max >= 0.
inline bool parse_natural(const std::string& token, long max, long& value) {
  assert(max >= 0 && "parse_natural: max >= 0");
  if (token.empty()) return false;
  value = 0;
  for (std::size_t i = 0; i < token.size(); ++i) {
    if (token[i] < '0' || token[i] > '9') return false;
    const long digit = token[i] - '0';
    if (digit > max || value > (max - digit) / 10) return false;  // value * 10 + digit would pass max
    value = value * 10 + digit;
  }
  return true;
}

}  // namespace puzzle

#endif  // PUZZLE_TOKEN_READER_HPP
