// uva652: UVa 652 "Eight" (docs/binaries/uva652.md). N, then N boards of 9 tokens 1-8 and x; per
// board a move string that solves it, or "unsolvable", the answers one blank line apart, checked as
// POJ 1077's special judge (any solution; UVa's own flag is not known). Its judge ID is the binary's
// name, so the judge's problem is the suite's (problem.hpp).
// Tests: the samples, the edges, 100 random boards, the boards 30 and 31 moves from the goal,
// unsolvable boards, and 3,000 boards (where a search per board is too slow and a table is not).
// Costs: one breadth-first search over the 9!/2 boards.
#ifndef JUDGE_PROBLEMS_UVA652_HPP
#define JUDGE_PROBLEMS_UVA652_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"
#include "judge/problems/eight.hpp"

namespace judge {

// UVa's multiple input: N, then the boards, a blank line before each.
inline std::string uva652_boards(const std::vector<Tiles>& boards) {
  std::string text = std::to_string(boards.size()) + "\n";
  for (const Tiles& board : boards) text += "\n" + board_text(board, "x", 9);
  return text;
}

inline TestSet generate_uva652(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "uva652");
  Random random(652);
  add_sliding_edges(tests, random, 3, eight_letters, uva652_boards);
  std::vector<Tiles> boards;
  for (int i = 0; i < 100; ++i) boards.push_back(random_tiles(random, 9));
  tests.push_back({"random-100", uva652_boards(boards)});
  tests.push_back({"hard-31-and-30-moves", uva652_boards(eight_farthest(1))});
  boards.clear();
  for (int i = 0; i < 50; ++i) boards.push_back(random_board(random, 3, false));
  tests.push_back({"break-no-parity-check", uva652_boards(boards)});
  boards.clear();
  for (int i = 0; i < 3000; ++i) boards.push_back(random_board(random, 3, true));
  tests.push_back({"break-search-per-board", uva652_boards(boards)});
  return tests;
}

// The judge's bound on N is not known: at most 1,000,000 boards is the suite's choice.
const long uva652_max_boards = 1000000;

// N (1 to the bound), then N boards of 9 tokens 1-8 and x, and nothing after them.
inline void validate_uva652(CaseTokens& tokens) {
  const long count = tokens.count("the number of boards N, 1-1000000", 1, uva652_max_boards);
  const std::vector<std::string> names = numbered(9, 0, "x");
  for (long i = 0; i < count; ++i, tokens.next_case()) tiles_once(tokens, names, 9, "a tile 1-8 or x");
  tokens.expect_end("the " + puzzle::decimal(count) + " boards announced");
}

inline std::vector<Tiles> uva652_input_boards(const std::string& input) { return boards_in_text(input, 3, 1); }

inline std::vector<Problem> uva652_problems() {
  MoveRules moves = {eight_letters, "unsolvable", 1L << 30, uva652_input_boards};
  moves.blank_line_between = true;
  const Checker checker = {move_strings,
                           "special: any move string that solves the board; 'unsolvable' exactly when unsolvable; one "
                           "empty line between answers",
                           1, moves};
  const std::string layout = "N, then N boards of 9 tokens 1-8 and x, one a line, a blank line before each";
  return with_suite_problem(
      "uva652", layout, generate_uva652, validate_uva652,
      {Problem{"uva652",
               "uva652",
               "UVa 652 \"Eight\"",
               "http://uva.onlinejudge.org/external/6/652.html",
               {3.0, 65536,
                "not known: no copy of its page's limits, nor of a mirror's in its format; UVa's usual 3 s "
                "(its pages show 3.000 seconds on most problems); memory: UVa publishes none, 64 MiB chosen"},
               layout,
               0,
               checker,
               generate_uva652,
               validate_uva652,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_UVA652_HPP
