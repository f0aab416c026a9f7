// uva10085: UVa 10085 "The most distant state" (docs/binaries/uva10085.md). N, then N 3x3 boards of
// numbers 0-8; per board "Puzzle #k", a board as far from it as any, the blank's moves (U D L R) that
// reach it, and an empty line, checked as the judge in practice does: any farthest board, any moves
// that reach it (the farthest-states checker, checkers.hpp). Its judge ID is the binary's name, so the
// judge's problem is the suite's (problem.hpp).
// Judge tests: the sample, a start per blank cell (the farthest distance is 31 from a corner or side,
// 30 from the centre), 60 random starts in runs of 10 (a breadth-first search per start, the usual
// accepted solution, passes them). Stress test: 300 starts in one run (where a search per start is
// slow and one per blank cell is not).
// Costs: the checker's tables, one breadth-first search over 9! boards per blank cell.
#ifndef JUDGE_PROBLEMS_UVA10085_HPP
#define JUDGE_PROBLEMS_UVA10085_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

// UVa's multiple input: N, then the boards in 3 rows, a blank line before each.
inline std::string uva10085_boards(const std::vector<Tiles>& boards) {
  std::string text = std::to_string(boards.size()) + "\n";
  for (const Tiles& board : boards) text += "\n" + board_text(board, "0", 3);
  return text;
}

inline TestSet generate_uva10085(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "uva10085");
  Random random(10085);
  std::vector<Tiles> boards;
  for (int blank = 0; blank < 9; ++blank) {
    Tiles board = goal_board(3);
    std::swap(board[blank], board[8]);
    boards.push_back(board);
  }
  tests.push_back({"edge-each-blank-cell", uva10085_boards(boards)});
  boards.clear();
  for (int i = 0; i < 60; ++i) boards.push_back(random_tiles(random, 9));
  add_in_runs(tests, "random", boards, 10, uva10085_boards);
  boards.clear();
  for (int i = 0; i < 300; ++i) boards.push_back(random_tiles(random, 9));
  tests.push_back({"stress-300-starts", uva10085_boards(boards)});
  return tests;
}

// The judge's bound on N is not known: at most 1,000,000 boards is the suite's choice.
const long uva10085_max_boards = 1000000;

// N (1 to the bound), then N boards of 9 numbers 0-8, and nothing after them.
inline void validate_uva10085(CaseTokens& tokens) {
  const long count = tokens.count("the number of boards N, 1-1000000", 1, uva10085_max_boards);
  const std::vector<std::string> names = numbered(9, 0, "");
  for (long i = 0; i < count; ++i, tokens.next_case()) tiles_once(tokens, names, 9, "a number 0-8", "number");
  tokens.expect_end("the " + puzzle::decimal(count) + " boards announced");
}

inline std::vector<Tiles> uva10085_input_boards(const std::string& input) { return boards_in_text(input, 3, 1); }

inline std::vector<Problem> uva10085_problems() {
  const MoveRules moves = {fifteen_letters, "", 1L << 30, uva10085_input_boards};
  const Checker checker = {farthest_states,
                           "special: any board as far from the start as any, and moves of the blank that reach it", 6,
                           moves};
  const std::string layout = "N, then N boards of 3 lines of 3 numbers 0-8, a blank line before each";
  return with_suite_problem(
      "uva10085", layout, generate_uva10085, validate_uva10085,
      {Problem{"uva10085",
               "uva10085",
               "UVa 10085 \"The most distant state\"",
               "https://onlinejudge.org/external/100/10085.pdf",
               {3.0, 65536,
                "not known: no copy of its page's limits was found; UVa's usual 3 s (its pages show 3.000 "
                "seconds on most problems); memory: UVa publishes none, 64 MiB chosen"},
               layout,
               0,
               checker,
               generate_uva10085,
               validate_uva10085,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_UVA10085_HPP
