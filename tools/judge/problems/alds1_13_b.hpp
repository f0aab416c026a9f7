// alds1_13_b: AOJ ALDS1_13_B "8 Puzzle" (docs/binaries/alds1_13_b.md). Per board the fewest moves to
// 1 2 3 / 4 5 6 / 7 8 0, checked line by line. AOJ gives one board, 3 lines of 3 numbers, and
// promises a solution ("There is a solution."), so a board of the other parity is bad input; the
// suite's own problem, boards until end of input across any whitespace.
// Tests, the suite's: the sample, the goal, boards one move away, 100 random boards, the boards 30
// and 31 moves from the goal, and 3,000 boards (a search per board against a table); AOJ's: one
// board a file, from the same groups.
// Costs: one breadth-first search over the 9!/2 boards.
#ifndef JUDGE_PROBLEMS_ALDS1_13_B_HPP
#define JUDGE_PROBLEMS_ALDS1_13_B_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"
#include "judge/problems/eight.hpp"

namespace judge {

inline std::string alds1_13_b_boards(const std::vector<Tiles>& boards) {
  std::string text;
  for (const Tiles& board : boards) text += board_text(board, "0", 3);
  return text;
}

inline TestSet generate_alds1_13_b(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "alds1_13_b");
  Random random(1313);
  tests.push_back({"edge-solved", alds1_13_b_boards({goal_board(3)})});
  tests.push_back({"edge-one-move", alds1_13_b_boards({random_walk(random, 3, 1, eight_letters),
                                                       random_walk(random, 3, 1, eight_letters)})});
  std::vector<Tiles> boards;
  for (int i = 0; i < 100; ++i) boards.push_back(random_board(random, 3, true));
  tests.push_back({"random-100", alds1_13_b_boards(boards)});
  tests.push_back({"hard-31-and-30-moves", alds1_13_b_boards(eight_farthest(1))});
  boards.clear();
  for (int i = 0; i < 3000; ++i) boards.push_back(random_board(random, 3, true));
  tests.push_back({"break-search-per-board", alds1_13_b_boards(boards)});
  return tests;
}

// One board a file, as AOJ gives it.
inline TestSet generate_aoj_alds1_13_b(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "alds1_13_b");
  Random random(1313);
  add_single_eight_boards(tests, random, goal_board(3), false, alds1_13_b_boards);
  return tests;
}

// A board of 9 numbers 0-8, each once, that reaches the goal (as the binary reads it).
inline void validate_alds1_13_b_board(CaseTokens& tokens) {
  const Tiles board = tiles_once(tokens, numbered(9, 0, ""), 9, "a number 0-8", "number");
  if (!is_solvable(board)) tokens.fail("expected a solvable board (the inversion parity of 1 2 3 4 5 6 7 8 0)");
}

// Boards until end of input, at least one.
inline void validate_alds1_13_b(CaseTokens& tokens) {
  if (tokens.at_end()) tokens.beyond_limits("expected a board of 9 numbers 0-8, input is empty");
  for (; !tokens.at_end(); tokens.next_case()) validate_alds1_13_b_board(tokens);
}

// One board, and nothing after it.
inline void validate_one_alds1_13_b_board(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected a board of 9 numbers 0-8, input is empty");
  validate_alds1_13_b_board(tokens);
  tokens.expect_end("the one board");
}

inline std::vector<Problem> alds1_13_b_problems() {
  return with_suite_problem(
      "alds1_13_b", "boards of 9 numbers 0-8 until end of input, across any whitespace", generate_alds1_13_b,
      validate_alds1_13_b,
      {Problem{"aoj_alds1_13_b",
               "alds1_13_b",
               "AOJ ALDS1_13_B \"8 Puzzle\"",
               "https://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=ALDS1_13_B&lang=en",
               {1.0, 262144,
                "not known: no copy of its page's limits was found; the only known copy of the same course's "
                "ALDS1_13_C, http://47.110.135.197/problem.php?id=8625: 1.000 sec, 256 MiB"},
               "one board: 3 lines of 3 numbers 0-8",
               3,
               line_checker(1),
               generate_aoj_alds1_13_b,
               validate_one_alds1_13_b_board,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_ALDS1_13_B_HPP
