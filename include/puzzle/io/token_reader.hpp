// Whitespace-separated tokens from a C stream: any mix of spaces, tabs, CR and LF separates tokens, so
// judge files with CRLF, doubled or trailing blanks all read the same; and the value of a numeric token.
// Reads through the stream's own buffer a byte at a time (stream_bytes.hpp), so a token is available
// as soon as it arrives on a pipe.
// A token is read whole, however long, in O(its length); only its first max_token_bytes bytes are kept
// (with its true length), so memory stays bounded whatever the input. A format with longer tokens (a
// map's row of up to 500 cells) reads them with a wider bound of its own; a format whose lines hold
// blanks that count (a map's corridors drawn as spaces) reads them whole with next_line().
#ifndef PUZZLE_TOKEN_READER_HPP
#define PUZZLE_TOKEN_READER_HPP

#include <cassert>
#include <cerrno>
#include <cstdio>
#include <string>

#include "puzzle/io/stream_bytes.hpp"

namespace puzzle {

class TokenReader {
 public:
  explicit TokenReader(std::FILE* in)
      : in_(in), kept_(max_token_bytes), length_(0), read_error_(0), at_line_start_(true) {}

  // Longest token kept: every valid token of every judge format is far shorter (the longest is a
  // count of 10 digits), so a longer one is bad input wherever it stands (overlong()).
  static const std::size_t max_token_bytes = 64;

  // Reads the next token, its first `keep` bytes (max_token_bytes unless told) into `token`; false
  // (token empty) at the end of input or on a read error (read_error()).
  bool next(std::string& token, std::size_t keep = max_token_bytes) {
    token.clear();
    kept_ = keep;
    length_ = 0;
    int c = next_byte(in_);
    while (c != EOF && is_blank_byte(c)) c = next_byte(in_);
    for (; c != EOF && !is_blank_byte(c); c = next_byte(in_))
      if (++length_ <= static_cast<long long>(keep)) token.push_back(static_cast<char>(c));
    at_line_start_ = c == '\n';
    note_read_error(c);
    return length_ > 0;
  }

  // What is left of the line the last token was read from, its blanks dropped, into `rest` (empty
  // if that token ended its line, or if a line was the last thing read).
  void rest_of_line(std::string& rest) {
    rest.clear();
    if (at_line_start_) return;
    int c = next_byte(in_);
    for (; c != EOF && c != '\n'; c = next_byte(in_))
      if (!is_blank_byte(c) && rest.size() < max_token_bytes) rest.push_back(static_cast<char>(c));
    note_read_error(c);
    at_line_start_ = true;
  }
  // The next line whole, blanks included, without its '\n' and a '\r' before it; its first `keep`
  // bytes are kept (length() and overlong() as for a token). False at the end of input. Precondition:
  // the last read ended its line (rest_of_line() says what was left of it).
  bool next_line(std::string& line, std::size_t keep) {
    assert(at_line_start_ && "TokenReader::next_line: at the start of a line");
    line.clear();
    kept_ = keep;
    length_ = 0;
    int c = next_byte(in_);
    for (; c != EOF && c != '\n'; c = next_byte(in_))
      if (++length_ <= static_cast<long long>(keep) + 1) line.push_back(static_cast<char>(c));
    if (!line.empty() && line[line.size() - 1] == '\r' && length_ <= static_cast<long long>(keep) + 1)
      line.erase(line.size() - 1), --length_;
    if (line.size() > keep) line.erase(keep);
    note_read_error(c);
    return c != EOF || length_ > 0;
  }

  // The true length of the token last read, in bytes: token.size(), or more when it was cut.
  long long length() const { return length_; }
  // The most bytes kept of the token last read.
  std::size_t kept() const { return kept_; }
  // Whether the token last read is longer than its reader kept (only its start was kept).
  bool overlong() const { return length_ > static_cast<long long>(kept_); }
  // The errno of a failed read (the input a directory, a device error), or 0: end of input is not that.
  int read_error() const { return read_error_; }

 private:
  // Records a read error if `c`, the byte last read, is EOF because of one.
  void note_read_error(int c) {
    if (c == EOF && std::ferror(in_) && read_error_ == 0) read_error_ = errno != 0 ? errno : EIO;
  }

  std::FILE* in_;
  std::size_t kept_;  // the bound of the token last read
  long long length_;
  int read_error_;
  bool at_line_start_;  // the last read ended a line (or nothing was read yet)
};

// The largest case count a binary reads (a judge's own bound is far lower).
const long max_case_count = 1000000000L;

// The value of a number written as the judges write them: decimal digits, no sign, no leading zero
// ("0" itself, or a digit 1-9 first), if it is at most `max`; false for anything else ("007", "+1",
// letters, an empty token, a value above max). Never overflows, whatever the token's length (long may
// be 32 bits). Precondition: max >= 0.
inline bool parse_natural(const std::string& token, long max, long& value) {
  assert(max >= 0 && "parse_natural: max >= 0");
  if (token.empty() || (token[0] == '0' && token.size() > 1)) return false;
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
