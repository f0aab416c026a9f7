// poj2965: POJ 2965, AcWing 116 "The Pilots Brothers' refrigerator" (docs/binaries/poj2965.md). A 4 x 4
// board of handles + (closed) or - (open); per board the fewest switchings that open every handle (a
// switching turns its handle's row and column), then the switchings. The set is unique; POJ is a
// special judge, any order of it ("If there are several solutions, you may give any one of them"):
// its checker replays the switchings; AcWing fixes the order (top to bottom, then left to right, its
// statement), checked line by line. Its tests: the sample, every handle closed (16 switchings), one
// handle closed, boards one switching from open, 60 random boards and 5 that need 15 switchings:
// about 75 runs a judge. Costs: linear in the output.
// Its judges, one board an input, the same tests: POJ 2965 (poj2965, the suite's own problem too: the
// ID is the binary's name), AcWing 116 (acwing116).
#ifndef JUDGE_PROBLEMS_POJ2965_HPP
#define JUDGE_PROBLEMS_POJ2965_HPP

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

// Bit r * 4 + c set: a closed handle. A switching on `cell` turns these.
inline int refrigerator_switching(int cell) {
  int mask = 0;
  for (int i = 0; i < 4; ++i) mask |= 1 << (cell / 4 * 4 + i) | 1 << (i * 4 + cell % 4);
  return mask;
}

inline std::string refrigerator_board(int board) {
  std::string text;
  for (int cell = 0; cell < 16; ++cell)
    text += std::string(board >> cell & 1 ? "+" : "-") + (cell % 4 == 3 ? "\n" : "");
  return text;
}

// The board of an input (one board: 16 characters + or -, whitespace between ignored).
inline int refrigerator_input_board(const std::string& input) {
  int board = 0, cell = 0;
  for (char c : input)
    if (c == '+' || c == '-') board |= (c == '+') << cell++;
  return board;
}

// POJ's special judge: the count as our answer's (the fewest), then that many switchings "row column"
// (1-4, any blanks between) that open every handle, and nothing after.
inline CheckResult check_refrigerator(const std::string& input, const std::string& output, const std::string& answer) {
  std::istringstream ours(answer), theirs(output);
  std::string expected, count;
  ours >> expected;
  if (!(theirs >> count)) return rejected("case 1: expected the number of switchings " + expected + ", got nothing");
  if (count != expected)
    return rejected("case 1: expected " + expected + " switchings (the fewest), got " + quoted_line(count));
  int board = refrigerator_input_board(input);
  for (long i = 0; i < std::stol(expected); ++i) {
    std::string row, col;
    if (!(theirs >> row >> col)) return rejected("case 1: switching " + std::to_string(i + 1) + ": output ends");
    const auto in_range = [](const std::string& n) { return n.size() == 1 && n[0] >= '1' && n[0] <= '4'; };
    if (!in_range(row) || !in_range(col))
      return rejected("case 1: switching " + std::to_string(i + 1) + ": expected a row and a column 1-4, got " +
                      quoted_line(row + " " + col));
    board ^= refrigerator_switching((row[0] - '1') * 4 + col[0] - '1');
  }
  std::string more;
  if (theirs >> more) return rejected("case 1: expected end of output, got " + quoted_line(more));
  if (board != 0)
    return rejected("case 1: the switchings leave handles closed: " + quoted_line(refrigerator_board(board)));
  return accepted();
}

// The boards beyond the sample, by group.
inline std::vector<std::pair<std::string, std::vector<int>>> poj2965_groups() {
  Random random(2965);
  std::vector<int> one_closed, one_switching, random_boards, fifteen;
  for (int cell : {0, 6, 9, 15}) one_closed.push_back(1 << cell), one_switching.push_back(refrigerator_switching(cell));
  while (random_boards.size() < 60) random_boards.push_back(1 + static_cast<int>(random.below(0xFFFF)));
  for (int cell : {0, 5, 10, 15, 3}) {  // every switching but one: 15
    int board = 0;
    for (int other = 0; other < 16; ++other)
      if (other != cell) board ^= refrigerator_switching(other);
    fifteen.push_back(board);
  }
  return {{"edge-every-handle-closed", {0xFFFF}},
          {"edge-one-closed", one_closed},
          {"edge-one-switching", one_switching},
          {"random", random_boards},
          {"hard-15-switchings", fifteen}};
}

inline TestSet generate_poj2965(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "poj2965");
  for (const auto& [name, boards] : poj2965_groups())
    for (std::size_t i = 0; i < boards.size(); ++i)
      tests.push_back({name + "-" + std::to_string(i + 1), refrigerator_board(boards[i])});
  return tests;
}

// One board: 16 handles + or -, a token holding handles of one row; at least one closed (the
// statement's promise: beyond its limits otherwise).
inline void poj2965_board(CaseTokens& tokens) {
  bool closed = false;
  for (int cell = 0; cell < 16;) {
    const std::string token = tokens.next("a row of 4 cells - or +");
    if (token.size() > static_cast<std::size_t>(4 - cell % 4) || token.find_first_not_of("-+") != std::string::npos)
      tokens.fail("expected a row of 4 cells - or +, got " + puzzle::quoted(token));
    closed = closed || token.find('+') != std::string::npos;
    cell += static_cast<int>(token.size());
  }
  if (!closed) tokens.beyond_limits("expected at least one closed handle (+), got none");
}

// Exactly one board; boards after it are beyond the judges' limits (the binary answers each).
inline void validate_poj2965(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected a board of 16 handles, input is empty");
  poj2965_board(tokens);
  tokens.next_case();
  if (!tokens.at_end()) {
    tokens.beyond_limits("expected end of input after the one board, got more");
    for (; !tokens.at_end(); tokens.next_case()) poj2965_board(tokens);
  }
}

inline std::vector<Problem> poj2965_problems() {
  const std::string layout = "one board: 4 lines of 4 characters + or -";
  const int answer_lines = 17;  // the most an answer has (16 switchings): every line is case 1
  Checker any_order{own_checker,
                    "POJ's special judge: the fewest count, then that many switchings in any order that open "
                    "every handle",
                    answer_lines, MoveRules()};
  any_order.own = check_refrigerator;
  return with_suite_problem(
      "poj2965", layout, generate_poj2965, validate_poj2965,
      {Problem{"poj2965",
               "poj2965",
               "POJ 2965 \"The Pilots Brothers' refrigerator\"",
               "http://poj.org/problem?id=2965",
               {1.0, 65536,
                "a copy of its page (code.bitjoy.net): 1000MS, 65536K, Special Judge; an older report says 10000K "
                "(not confirmed)"},
               layout,
               0,
               any_order,
               generate_poj2965,
               validate_poj2965,
               nullptr},
       Problem{"acwing116",
               "poj2965",
               "AcWing 116 \"飞行员兄弟\" (the Pilots Brothers' refrigerator)",
               "https://www.acwing.com/problem/content/118/",
               {1.0, 65536, "its page: 1s / 64MB"},
               layout,
               0,
               line_checker(answer_lines),
               generate_poj2965,
               validate_poj2965,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_POJ2965_HPP
