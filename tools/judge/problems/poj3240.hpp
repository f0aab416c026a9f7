// poj3240: POJ 3240 "Solution to the n^2-1 Puzzle" (docs/binaries/poj3240.md). One board: n (1-10),
// then n rows of n numbers 0..n*n-1 once each (0 the blank); a move string of the blank (L R U D) that
// solves it, of any length, or "No Answer!": a special judge, the moves replayed. Its tests: the
// sample, the edges (n = 1, a solved board, an unsolvable one, one move away), random boards of every
// size 2-10, six a size (one unsolvable), and 10 x 10 boards of each parity. Costs: linear in the output.
// Its judge: POJ 3240 (poj3240), the same format.
#ifndef JUDGE_PROBLEMS_POJ3240_HPP
#define JUDGE_PROBLEMS_POJ3240_HPP

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/grid_boards.hpp"
#include "judge/problem.hpp"

namespace judge {

inline std::string poj3240_board(const Tiles& board) {
  const int side = board_width(board);
  return std::to_string(side) + "\n" + board_text(board, "0", side);
}

inline TestSet generate_poj3240(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "poj3240");
  Random random(3240);
  tests.push_back({"edge-one-cell", poj3240_board(Tiles{0})});
  tests.push_back({"edge-solved", poj3240_board(goal_board(5))});
  tests.push_back({"edge-unsolvable", poj3240_board(other_parity(goal_board(4)))});
  tests.push_back({"edge-one-move", poj3240_board(random_walk(random, 3, 1, fifteen_letters))});
  for (int side = 2; side <= 10; ++side)  // 6 boards a size, one of the other parity
    for (int i = 1; i <= 6; ++i)
      tests.push_back({"random-" + std::to_string(side) + "x" + std::to_string(side) + "-" + std::to_string(i),
                       poj3240_board(random_board(random, side, i != 6))});
  tests.push_back({"largest-10x10-solvable", poj3240_board(random_board(random, 10, true))});
  tests.push_back({"largest-10x10-unsolvable", poj3240_board(random_board(random, 10, false))});
  return tests;
}

// poj3240 (POJ 3240): n (1-10), then n x n numbers 0..n*n-1 once each, and nothing after them.
// "exactly one test case": an empty input is beyond it.
inline void validate_poj3240(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected the board, input is empty");
  const long side = tokens.number("the size n, 1-10", 1, 10);
  permutation_board(tokens, side * side);
  tokens.expect_end("the board");
}

// The board of an input: n, then its n x n numbers.
inline std::vector<Tiles> poj3240_input_boards(const std::string& input) {
  std::istringstream in(input);
  int side = 0;
  in >> side;
  return boards_in_text(input, side, 1);
}

inline std::vector<Problem> poj3240_problems() {
  // The statement gives no longest move string; 2^30 bounds none the binary writes (10 x 10: ~2,200).
  const MoveRules moves = {fifteen_letters, "No Answer!", 1L << 30, poj3240_input_boards};
  const Checker checker = {
      move_strings, "special: any move string that solves the board; \"No Answer!\" exactly when unsolvable", 1, moves};
  return with_suite_problem(
      "poj3240", "n (1-10) and n x n numbers 0..n*n-1, across any whitespace", generate_poj3240, validate_poj3240,
      {Problem{"poj3240",
               "poj3240",
               "POJ 3240 \"Solution to the n^2-1 Puzzle\"",
               "http://poj.org/problem?id=3240",
               {1.0, 131072,
                "not known: its page's limits were not found; two mirrors agree: "
                "https://fjnuacm.top/d/poj/p/P3240 and https://acmore.cc/problem/POJ/3240: 1000 ms, 128 MiB"},
               "n, then n lines of n numbers, 0 the blank",
               0,
               checker,
               generate_poj3240,
               validate_poj3240,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_POJ3240_HPP
