// Validators: each rejects any input its judge would not give, strictly (token counts, ranges, case
// counts, each tile once, solvable pairs, the end marker and nothing after it), in the binaries' words:
// the first fault as `case N: expected ..., got 'TOKEN'` (puzzle/io/input_error.hpp's quoting), thrown
// as InputError. Tokens are whitespace-separated and read whole, as every binary reads them, a token
// over TokenReader::max_token_bytes a fault wherever it stands (docs/conventions.md).
//
// A fault is of the format (what the binary rejects too) or of the judge's limits, which the binaries
// do not hold an input to: an empty input, a case count outside the statement's range, a fifteen
// board beyond the 45 moves its statement promises. A validator reports a limit through
// CaseTokens::beyond_limits(), which with CaseTokens::format_only records it and reads on; so
// validating format_only accepts exactly the inputs the binary accepts (fuzz/differential_target.cpp).
// O(input) each, plus O(9^2) a board.
#ifndef JUDGE_VALIDATORS_HPP
#define JUDGE_VALIDATORS_HPP

#include <cstdio>
#include <string>
#include <vector>

#include "judge/sliding_board.hpp"
#include "puzzle/io/decimal.hpp"
#include "puzzle/io/input_error.hpp"
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
  std::string next(const std::string& what) {
    std::string token;
    token.swap(peeked_);
    if (token.empty() && !reader_.next(token)) fail("expected " + what + ", input ends");
    if (reader_.overlong()) fail(puzzle::overlong_token_error(token, reader_));
    return token;
  }
  // Whether the input has no token left (one read ahead is kept for next()).
  bool at_end() { return peeked_.empty() && !reader_.next(peeked_); }
  // A decimal number low..high, named `what` in the error.
  long number(const std::string& what, long low, long high) {
    const std::string token = next(what);
    long value = 0;
    if (!puzzle::parse_natural(token, high, value) || value < low) fail("expected " + what + ", got " + puzzle::quoted(token));
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
    if (!puzzle::parse_natural(token, puzzle::max_case_count, value)) fail("expected " + what + ", got " + puzzle::quoted(token));
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

namespace detail {

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
      if (token != any && earlier == static_cast<int>(tile)) tokens.fail("expected each " + noun + " once, got " + puzzle::quoted(token) + " twice");
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

// A board of 9 characters 1-8 and X (eight2), as tiles 0 (X) and 1-8.
inline Tiles packed_board(CaseTokens& tokens, const std::string& what) {
  const std::string token = tokens.next(what);
  Tiles board;
  unsigned seen = 0;
  for (char c : token) {
    const int tile = c == 'X' ? 0 : c >= '1' && c <= '8' ? c - '0' : -1;
    if (tile < 0 || (seen >> tile & 1u)) break;
    seen |= 1u << tile;
    board.push_back(tile);
  }
  if (token.size() != 9 || board.size() != 9) tokens.fail("expected " + what + ", got " + puzzle::quoted(token));
  return board;
}

}  // namespace detail

// eight (POJ 1077, HDU 1043): boards of 9 tokens 1-8 and x until end of input, at least one.
inline void validate_eight(CaseTokens& tokens) {
  const std::vector<std::string> names = detail::numbered(9, 0, "x");
  if (tokens.at_end()) tokens.beyond_limits("expected a board of 9 tiles 1-8 and x, input is empty");
  for (; !tokens.at_end(); tokens.next_case()) detail::tiles_once(tokens, names, 9, "a tile 1-8 or x");
}

// eight2 (HDU 3567): T (1-200), then T pairs of boards, each 9 characters 1-8 and X; the goal must be
// reachable from the start.
inline void validate_eight2(CaseTokens& tokens) {
  const long count = tokens.count("the number of cases T, 1-200", 1, 200);
  for (long i = 0; i < count; ++i, tokens.next_case()) {
    const Tiles start = detail::packed_board(tokens, "a start board of 9 characters 1-8 and X, each once");
    const Tiles goal = detail::packed_board(tokens, "a goal board of 9 characters 1-8 and X, each once");
    if (move_invariant(start) != move_invariant(goal))
      tokens.fail("expected a goal reachable from the start (the same inversion parity), got an unreachable one");
  }
  tokens.expect_end("the " + puzzle::decimal(count) + " cases announced");
}

// The most moves a fifteen board of the judge's data needs (UVa 10181's statement).
const int fifteen_judge_moves = 45;

// fifteen (UVa 10181): N, then N boards of 16 numbers 0-15, each once. A solvable board must be solvable
// in the 45 moves the statement promises; checked here by its Manhattan distance, a lower bound (the
// generator checks the exact length, from the answers).
inline void validate_fifteen(CaseTokens& tokens) {
  const long count = tokens.count("the number of boards N, 1-1000000", 1, 1000000);
  const std::vector<std::string> names = detail::numbered(16, 0, "");
  for (long i = 0; i < count; ++i, tokens.next_case()) {
    const Tiles board = detail::tiles_once(tokens, names, 16, "a tile 0-15");
    if (is_solvable(board) && manhattan_distance(board) > fifteen_judge_moves)
      tokens.beyond_limits("expected a board solvable in " + puzzle::decimal(fifteen_judge_moves) +
                           " moves, got one whose Manhattan distance is " + puzzle::decimal(manhattan_distance(board)));
  }
  tokens.expect_end("the " + puzzle::decimal(count) + " boards announced");
}

// cubic (UVa 1604): fewer than 16 datasets, each x y (1-3) and 9 colours W, R, B, E with exactly one
// E, then "0 0" and nothing after it.
inline void validate_cubic(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected datasets and the closing 0 0, input is empty");
  for (;; tokens.next_case()) {
    const std::string column = tokens.next("a column 1-3 or the closing 0 0");
    if (column == "0") {
      const std::string row = tokens.next("0 after 0 (the end marker)");
      if (row != "0") tokens.fail("expected 0 after 0 (the end marker), got " + puzzle::quoted(row));
      break;
    }
    if (tokens.case_number() > 15) tokens.beyond_limits("expected the closing 0 0 after 15 datasets, got " + puzzle::quoted(column));
    if (column != "1" && column != "2" && column != "3") tokens.fail("expected a column 1-3, got " + puzzle::quoted(column));
    tokens.number("a row 1-3", 1, 3);
    int empty = 0;
    for (int cell = 0; cell < 9; ++cell) {
      const std::string colour = tokens.next("a colour W, R, B or E");
      if (colour != "W" && colour != "R" && colour != "B" && colour != "E")
        tokens.fail("expected a colour W, R, B or E, got " + puzzle::quoted(colour));
      empty += colour == "E";
    }
    if (empty != 1) tokens.fail("expected exactly one E, got " + puzzle::decimal(empty));
  }
  tokens.expect_end("the closing 0 0");
}

// rotation (UESTC 485): T (1-1000), then T cases: a start board, the tiles 1-9 once each, and a target
// of 1-9 or *, its digits distinct.
inline void validate_rotation(CaseTokens& tokens) {
  const long count = tokens.count("the number of cases T, 1-1000", 1, 1000);
  const std::vector<std::string> names = detail::numbered(9, 1, "");
  for (long i = 0; i < count; ++i, tokens.next_case()) {
    detail::tiles_once(tokens, names, 9, "a tile 1-9 in the start board");
    detail::tiles_once(tokens, names, 9, "a tile 1-9 or * in the target", "tile", "*");
  }
  tokens.expect_end("the " + puzzle::decimal(count) + " cases announced");
}

// rotation_game (POJ 2286): at most 30 boards of 24 symbols 1-3, eight of each, then a lone 0 and
// nothing after it.
inline void validate_rotation_game(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected boards and the closing 0, input is empty");
  for (;; tokens.next_case()) {
    const std::string first = tokens.next("24 symbols or the closing 0");
    if (first == "0") break;
    if (tokens.case_number() > 30) tokens.beyond_limits("expected the closing 0 after 30 boards, got " + puzzle::quoted(first));
    int count[4] = {0, 0, 0, 0};
    for (int cell = 0; cell < 24; ++cell) {
      const std::string token = cell == 0 ? first : tokens.next("24 symbols");
      if (token != "1" && token != "2" && token != "3") tokens.fail("expected a symbol 1, 2 or 3, got " + puzzle::quoted(token));
      if (++count[token[0] - '0'] > 8) tokens.fail("expected 8 cells of each symbol, got a ninth " + puzzle::quoted(token));
    }
  }
  tokens.expect_end("the closing 0");
}

// booksort (POJ 3460): T (at least 1), then T cases of n (1-15) and a permutation of 1..n.
inline void validate_booksort(CaseTokens& tokens) {
  const long count = tokens.count("the number of cases T, 1-1000000", 1, 1000000);
  for (long i = 0; i < count; ++i, tokens.next_case()) {
    const long n = tokens.number("the number of books, 1-15", 1, 15);
    detail::tiles_once(tokens, detail::numbered(static_cast<int>(n), 1, ""), static_cast<std::size_t>(n),
                       "a book 1-" + puzzle::decimal(n), "book");
  }
  tokens.expect_end("the " + puzzle::decimal(count) + " cases announced");
}

}  // namespace judge

#endif  // JUDGE_VALIDATORS_HPP
