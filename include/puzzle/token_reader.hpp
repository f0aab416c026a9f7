// Whitespace-separated tokens from a C stream, read in 64 KiB blocks: any mix of spaces, tabs, CR and
// LF separates tokens, so judge files with CRLF, doubled or trailing blanks all read the same; and the
// value of a numeric token.
#ifndef PUZZLE_TOKEN_READER_HPP
#define PUZZLE_TOKEN_READER_HPP

#include <cstdio>
#include <string>

namespace puzzle {

class TokenReader {
 public:
  explicit TokenReader(std::FILE* in) : in_(in), begin_(buffer_), end_(buffer_) {}

  // Reads the next token into `token`; false (token empty) at end of input.
  bool next(std::string& token) {
    token.clear();
    int c = get();
    while (c != EOF && is_blank(c)) c = get();
    while (c != EOF && !is_blank(c)) {
      token.push_back(static_cast<char>(c));
      c = get();
    }
    return !token.empty();
  }

 private:
  static bool is_blank(int c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\v' || c == '\f'; }

  int get() {
    if (begin_ == end_) {
      begin_ = buffer_;
      end_ = buffer_ + std::fread(buffer_, 1, sizeof buffer_, in_);
      if (begin_ == end_) return EOF;
    }
    return static_cast<unsigned char>(*begin_++);
  }

  std::FILE* in_;
  char buffer_[1 << 16];
  char* begin_;
  char* end_;
};

// The value of a token of decimal digits only (a case count, a number on a board), if it is at most
// `max`; false for anything else (signs, letters, an empty token, a value above max).
inline bool parse_natural(const std::string& token, long max, long& value) {
  if (token.empty() || token.size() > 18) return false;
  value = 0;
  for (std::size_t i = 0; i < token.size(); ++i) {
    if (token[i] < '0' || token[i] > '9') return false;
    value = value * 10 + (token[i] - '0');
  }
  return value <= max;
}

}  // namespace puzzle

#endif  // PUZZLE_TOKEN_READER_HPP
