// Checkers: whether an output is accepted, given the input and our answer, as a judge decides, and if
// not, the first fault in words. Two kinds; each problem's file (problems/<binary>.hpp) says which:
//   by line       every line equal to the answer's, except for blanks (spaces, tabs, CR) at the end of
//                 a line and empty lines at the end of the output (docs/judge.md gives the judges' rule)
//   move strings  a sliding puzzle's special judge: per board, any move string that solves it (within
//                 the judge's longest), or the judge's line for an unsolvable board exactly when it is
//                 unsolvable; the problem says how its input lists the boards
// and, with --strict, byte for byte against our answer: the shortest, canonical, exact output the
// suite guarantees. O(output + answer + input).
#ifndef JUDGE_CHECKERS_HPP
#define JUDGE_CHECKERS_HPP

#include <sstream>
#include <string>
#include <vector>

#include "judge/sliding_board.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/io/decimal.hpp"

namespace judge {

enum CheckerKind { by_line, move_strings };

// What a move-string judge needs of its problem.
struct MoveRules {
  int width;
  MoveLetters letters;
  std::string unsolvable;  // the line for an unsolvable board
  long max_moves;          // the longest move string accepted
  std::vector<Tiles> (*boards)(const std::string& input);  // the boards of an input, in order
};

struct Checker {
  CheckerKind kind;
  std::string rule;    // in words, for --list
  int lines_per_case;  // output lines per case, to name the case of a difference
  MoveRules moves;     // move_strings only
};

// The checker of a problem whose answers are unique.
inline Checker line_checker(int lines_per_case) {
  return Checker{by_line, "line by line; blanks at line ends and empty lines at the end ignored", lines_per_case, MoveRules()};
}

struct CheckResult {
  bool accepted;
  std::string why;  // the first fault, when not accepted
};

inline CheckResult accepted() { return CheckResult{true, ""}; }
inline CheckResult rejected(const std::string& why) { return CheckResult{false, why}; }

// The lines of a text as the judges compare them: blanks at the end of each line and empty lines at
// the end of the text removed.
inline std::vector<std::string> judged_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.pop_back();
    lines.push_back(line);
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

// A line of output as a message shows it: in single quotes, spaces as they are, other bytes outside
// printable ASCII as \xNN, cut to its first 64 bytes with "..." after.
inline std::string quoted_line(const std::string& line) {
  const std::size_t shown_bytes = 64;
  std::string text = "'";
  for (std::size_t i = 0; i < line.size() && i < shown_bytes; ++i) {
    const unsigned char byte = static_cast<unsigned char>(line[i]);
    if (byte >= 0x20 && byte < 0x7F) {
      text += static_cast<char>(byte);
    } else {
      const char* digits = "0123456789abcdef";
      text += "\\x";
      text += digits[byte >> 4];
      text += digits[byte & 15];
    }
  }
  return text + (line.size() > shown_bytes ? "'..." : "'");
}

// A line as a WA message names it: quoted, or "an empty line".
inline std::string shown(const std::string& line) { return line.empty() ? "an empty line" : quoted_line(line); }

inline std::string case_of_line(std::size_t line, int lines_per_case) {
  return "case " + puzzle::decimal(static_cast<long>(line) / lines_per_case + 1);
}

// Line by line against the answer; `lines_per_case` names the case of a line in the message.
inline CheckResult check_lines(const std::string& output, const std::string& answer, int lines_per_case) {
  const std::vector<std::string> got = judged_lines(output), expected = judged_lines(answer);
  for (std::size_t line = 0; line < expected.size(); ++line) {
    if (line >= got.size())
      return rejected(case_of_line(line, lines_per_case) + ": expected " + shown(expected[line]) + ", got end of output");
    if (got[line] != expected[line])
      return rejected(case_of_line(line, lines_per_case) + ": expected " + shown(expected[line]) + ", got " + shown(got[line]));
  }
  if (got.size() > expected.size())
    return rejected("expected end of output after " + puzzle::decimal(static_cast<long>(expected.size())) +
                    " lines, got " + shown(got[expected.size()]));
  return accepted();
}

// One board's line under a move-string judge.
inline CheckResult check_move_line(const Tiles& start, const std::string& line, const MoveRules& rules) {
  const bool solvable = is_solvable(start);
  if (line == rules.unsolvable)
    return solvable ? rejected("the board is solvable, got " + shown(line)) : accepted();
  if (!solvable) return rejected("expected '" + rules.unsolvable + "' (the board is unsolvable), got " + shown(line));
  if (static_cast<long>(line.size()) > rules.max_moves)
    return rejected(puzzle::decimal(static_cast<long>(line.size())) + " moves, the judge accepts at most " +
                    puzzle::decimal(rules.max_moves));
  Tiles board = start;
  const int wrong = play_moves(board, line, rules.letters);
  if (wrong >= 0) {
    const char move = line[static_cast<std::size_t>(wrong)];
    return rejected("move " + puzzle::decimal(wrong + 1) + " of " + shown(line) + " ('" + std::string(1, move) + "') " +
                    (is_move_letter(move, rules.letters) ? "takes the blank off the board" : "is not a move letter"));
  }
  if (board != goal_board(rules.width)) return rejected(shown(line) + " does not reach the goal");
  return accepted();
}

// Per board, under a move-string judge: the lines beyond the output's end count as empty (a solved
// board's answer is an empty line).
inline CheckResult check_moves(const std::string& input, const std::string& output, const MoveRules& rules) {
  const std::vector<Tiles> boards = rules.boards(input);
  const std::vector<std::string> got = judged_lines(output);
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const CheckResult result = check_move_line(boards[i], i < got.size() ? got[i] : "", rules);
    if (!result.accepted) return rejected(case_of_line(i, 1) + ": " + result.why);
  }
  if (got.size() > boards.size())
    return rejected("expected end of output after " + puzzle::decimal(static_cast<long>(boards.size())) +
                    " lines, got " + shown(got[boards.size()]));
  return accepted();
}

// Byte for byte (--strict): the first differing line, or the missing or extra final newline.
inline CheckResult check_exact(const std::string& output, const std::string& answer, int lines_per_case) {
  if (output == answer) return accepted();
  const auto split = [](const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
  };
  const std::vector<std::string> got = split(output), expected = split(answer);
  for (std::size_t line = 0; line < expected.size(); ++line)
    if (line >= got.size() || got[line] != expected[line])
      return rejected(case_of_line(line, lines_per_case) + ": expected exactly " + quoted_line(expected[line]) +
                      " (--strict: shortest, smallest, byte for byte), got " +
                      (line < got.size() ? quoted_line(got[line]) : std::string("end of output")));
  if (got.size() > expected.size()) return rejected("--strict: expected end of output, got " + quoted_line(got[expected.size()]));
  return rejected("--strict: expected the output to end with one newline, as the answer does");
}

inline CheckResult check_output(const Checker& checker, bool strict, const std::string& input, const std::string& output,
                                const std::string& answer) {
  const CheckResult judged = checker.kind == by_line ? check_lines(output, answer, checker.lines_per_case)
                                                     : check_moves(input, output, checker.moves);
  if (!judged.accepted || !strict) return judged;
  return check_exact(output, answer, checker.lines_per_case);
}

}  // namespace judge

#endif  // JUDGE_CHECKERS_HPP
