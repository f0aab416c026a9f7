// What every validator shares: the tokens of an input with the number of the case being read, and
// the first fault thrown as InputError, `case N: expected ..., got 'TOKEN'` in the binaries' words
// (puzzle/driver/input_error.hpp's quoting). Each problem's validator, in its file (problems/<binary>.hpp),
// rejects any input its judge would not give, strictly: token counts, ranges, case counts, each tile
// once, the end marker and nothing after it. Tokens are whitespace-separated and read whole, as every
// binary reads them, a token over TokenReader::max_token_bytes a fault wherever it stands
// (docs/conventions.md).
//
// A fault is of the format (what the binary rejects too) or of the judge's limits, which the binaries
// do not hold an input to: an empty input, a case count outside the statement's range, a fifteen
// board beyond the 45 moves its statement promises. A validator reports a limit through
// CaseTokens::beyond_limits(), which with CaseTokens::format_only records it and reads on; so the
// suite problem's validator (`judge <binary>`) validating format_only accepts exactly the inputs the
// binary accepts (fuzz/differential_target.cpp). O(input), plus O(cells^2) a board for tiles_once.
#ifndef JUDGE_VALIDATORS_HPP
#define JUDGE_VALIDATORS_HPP

#include <cstdio>
#include <string>
#include <vector>

#include "judge/sliding_board.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/io/decimal.hpp"
#include "puzzle/io/token_reader.hpp"

namespace judge {

struct InputError {
  long case_number;
  std::string message;
};

// The tokens of an input file, with the number of the case being read, for the errors.
class CaseTokens {
 public:
  // What a validator holds an input to: everything its judge promises, or only the format.
  enum Rules { format_and_limits, format_only };

  explicit CaseTokens(std::FILE* in, Rules rules = format_and_limits) : reader_(in), rules_(rules), case_number_(1) {}

  [[noreturn]] void fail(const std::string& message) const { throw InputError{case_number_, message}; }
  // A fault of the judge's limits, not of the format: fails, or with format_only is recorded (the
  // first only) and the validator reads on.
  void beyond_limits(const std::string& message) {
    if (rules_ == format_and_limits) fail(message);
    if (limit_broken_.empty()) limit_broken_ = "case " + std::to_string(case_number_) + ": " + message;
  }
  // The first limit broken under format_only, as `case N: message`; empty if none.
  const std::string& limit_broken() const { return limit_broken_; }
  void next_case() { ++case_number_; }
  long case_number() const { return case_number_; }
  // The errno of a failed read (a directory), or 0: the input was read to its end.
  int read_error() const { return reader_.read_error(); }

  // The next token, or the error "expected <what>, input ends"; a token longer than any valid one is
  // an error of its own.
  std::string next(const std::string& what) { return next(what, puzzle::TokenReader::max_token_bytes); }
  // The same for a token that may be up to `max_bytes` long (a map's row), as the binary reading it.
  std::string next(const std::string& what, std::size_t max_bytes) {
    std::string token;
    token.swap(peeked_);
    if (token.empty() && !reader_.next(token, max_bytes)) fail("expected " + what + ", input ends");
    if (reader_.overlong()) fail(puzzle::overlong_token_error(token, reader_));
    return token;
  }
  // The next line whole, blanks included (a map drawn with spaces), up to `max_bytes` long; anything
  // but blanks left on the line of the last token, a longer line and the end of input are errors.
  std::string next_line(std::size_t max_bytes) {
    std::string line;
    if (!peeked_.empty()) fail("expected the end of the line, got " + puzzle::quoted(peeked_));
    reader_.rest_of_line(line);
    if (!line.empty()) fail("expected the end of the line, got " + puzzle::quoted(line));
    if (!reader_.next_line(line, max_bytes)) fail("expected a line of the map, input ends");
    if (reader_.overlong()) fail(puzzle::overlong_token_error(line, reader_));
    return line;
  }
  // Whether the input has no token left (one read ahead is kept for next()).
  bool at_end() { return peeked_.empty() && !reader_.next(peeked_); }
  // A decimal number low..high, named `what` in the error.
  long number(const std::string& what, long low, long high) {
    const std::string token = next(what);
    long value = 0;
    if (!puzzle::parse_natural(token, high, value) || value < low)
      fail("expected " + what + ", got " + puzzle::quoted(token));
    return value;
  }
  // The count of cases that opens the input, named `what`: a number as the binaries read one (up to
  // puzzle::max_case_count), within the judge's low..high. An empty input (no case) and a count
  // outside low..high are beyond the judge's limits.
  long count(const std::string& what, long low, long high) {
    if (at_end()) {
      beyond_limits("expected " + what + ", input is empty");
      return 0;
    }
    const std::string token = next(what);
    long value = 0;
    if (!puzzle::parse_natural(token, puzzle::max_case_count, value))
      fail("expected " + what + ", got " + puzzle::quoted(token));
    if (value < low || value > high) beyond_limits("expected " + what + ", got " + puzzle::quoted(token));
    return value;
  }
  void expect_end(const std::string& after) {
    if (!at_end()) fail("expected end of input after " + after + ", got " + puzzle::quoted(next("")));
  }

 private:
  puzzle::TokenReader reader_;
  Rules rules_;
  std::string peeked_;
  long case_number_;
  std::string limit_broken_;
};

// `cells` tokens, each one of `names` (the token for tile i is names[i]), each once unless it is `any`;
// `noun` names a tile in the error about a repeated one.
inline Tiles tiles_once(CaseTokens& tokens, const std::vector<std::string>& names, std::size_t cells,
                        const std::string& what, const std::string& noun = "tile", const std::string& any = "") {
  Tiles tiles;
  for (std::size_t cell = 0; cell < cells; ++cell) {
    const std::string token = tokens.next(what);
    std::size_t tile = 0;
    while (tile < names.size() && names[tile] != token) ++tile;
    if (tile == names.size() && token != any) tokens.fail("expected " + what + ", got " + puzzle::quoted(token));
    for (int earlier : tiles)
      if (token != any && earlier == static_cast<int>(tile))
        tokens.fail("expected each " + noun + " once, got " + puzzle::quoted(token) + " twice");
    tiles.push_back(token == any ? -1 : static_cast<int>(tile));
  }
  return tiles;
}

// Tile names 0..n-1 as decimal numbers from `first`, with name 0 replaced by `blank` when given.
inline std::vector<std::string> numbered(int n, int first, const std::string& blank) {
  std::vector<std::string> names;
  for (int tile = 0; tile < n; ++tile) names.push_back(puzzle::decimal(first + tile));
  if (!blank.empty()) names[0] = blank;
  return names;
}

}  // namespace judge

#endif  // JUDGE_VALIDATORS_HPP
