// acwing845: AcWing 845 "八数码" (docs/binaries/acwing845.md). Per board the fewest moves to
// 1 2 3 4 5 6 7 8 x, or -1, checked line by line. AcWing gives one board on one line (9 tokens 1-8
// and x); the binary reads boards until end of input. Its judge ID is the binary's name, so the
// judge's problem is the suite's (problem.hpp).
// Tests, one board a file: the sample and about 70 single boards (eight.hpp's
// add_single_eight_boards): the goal, boards one move away, random boards, the two 31-move boards and
// 30-move ones, boards of the other parity (-1, which a search without a parity check finds only after
// all 9!/2 boards).
// Costs: one breadth-first search over the 9!/2 boards.
#ifndef JUDGE_PROBLEMS_ACWING845_HPP
#define JUDGE_PROBLEMS_ACWING845_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"
#include "judge/problems/eight.hpp"

namespace judge {

inline TestSet generate_acwing845(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "acwing845");
  Random random(845);
  add_single_eight_boards(tests, random, goal_board(3), true, eight_boards);
  return tests;
}

// One board of 9 tokens 1-8 and x, as AcWing gives it; more boards (the binary reads until end of
// input) are beyond the judge's limits, not a fault of the format.
inline void validate_acwing845(CaseTokens& tokens) {
  const std::vector<std::string> names = numbered(9, 0, "x");
  if (tokens.at_end()) tokens.beyond_limits("expected a board of 9 tiles 1-8 and x, input is empty");
  for (; !tokens.at_end(); tokens.next_case()) {
    if (tokens.case_number() == 2) tokens.beyond_limits("expected end of input after the one board");
    tiles_once(tokens, names, 9, "a tile 1-8 or x");
  }
}

inline std::vector<Problem> acwing845_problems() {
  return with_suite_problem(
      "acwing845", "one board: 9 tokens 1-8 and x", generate_acwing845, validate_acwing845,
      {Problem{"acwing845",
               "acwing845",
               "AcWing 845 \"八数码\"",
               "https://www.acwing.com/problem/content/847/",
               {1.0, 65536,
                "not known: no copy of its page's limits was found; AcWing's usual, as its problems of the "
                "same course show (AcWing 179: 1s / 64MB)"},
               "one board: 9 tokens 1-8 and x on one line",
               9,
               line_checker(1),
               generate_acwing845,
               validate_acwing845,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_ACWING845_HPP
