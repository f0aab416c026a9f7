// luogu1379: Luogu P1379, the 8-puzzle toward 123804765 (docs/binaries/luogu1379.md). Per board the
// fewest moves, checked line by line. Luogu gives one board, one token of 9 digits (0 the blank, so
// it may start with 0); the binary reads boards until end of input. Its judge ID is the binary's name,
// so the judge's problem is the suite's (problem.hpp). Every board is solvable ("保证测试数据中无特殊
// 无法到达目标状态数据"), so a board of the other parity is bad input.
// Tests, one board a file: the sample, boards starting with 0 (a number reader drops the 0), and
// about 70 single boards: the goal, boards one move away, random boards, boards 30 moves from the goal
// (the farthest from a centre blank) and 29.
// Costs: one breadth-first search over the 9! arrangements.
#ifndef JUDGE_PROBLEMS_LUOGU1379_HPP
#define JUDGE_PROBLEMS_LUOGU1379_HPP

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/permutation_bfs.hpp"
#include "judge/problem.hpp"
#include "judge/problems/eight.hpp"

namespace judge {

// The goal 1 2 3 / 8 0 4 / 7 6 5, whose inversion parity (odd) every board of the problem has.
inline Tiles luogu1379_goal() { return Tiles{1, 2, 3, 8, 0, 4, 7, 6, 5}; }
inline bool luogu1379_solvable(const Tiles& board) { return !is_solvable(board); }

inline std::string luogu1379_board(const Tiles& board) {
  std::string text;
  for (int tile : board) text += static_cast<char>('0' + tile);
  return text + "\n";
}

inline Tiles luogu1379_random(Random& random) {
  const Tiles board = random_tiles(random, 9);
  return luogu1379_solvable(board) ? board : other_parity(board);
}

// One board a file, as Luogu gives it: the sample, two boards with the blank first (a number reader
// drops the 0), and about 70 single boards (eight.hpp's add_single_eight_boards).
inline TestSet generate_luogu1379(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "luogu1379");
  Random random(1379);
  std::vector<Tiles> leading_zero;
  while (leading_zero.size() < 2) {
    const Tiles board = luogu1379_random(random);
    if (board[0] == 0) leading_zero.push_back(board);
  }
  const auto text = [](const std::vector<Tiles>& boards) { return luogu1379_board(boards.front()); };
  add_in_runs(tests, "break-leading-zero", leading_zero, 1, text);
  add_single_eight_boards(tests, random, luogu1379_goal(), false, text);
  return tests;
}

// One board: a token of 9 digits, each of 0-8 once, of the goal's parity (as the binary reads it).
inline void validate_luogu1379_board(CaseTokens& tokens) {
  const std::string token = tokens.next("a board of 9 digits");
  Tiles board;
  for (char c : token)
    if (c >= '0' && c <= '8' && std::find(board.begin(), board.end(), c - '0') == board.end()) board.push_back(c - '0');
  if (token.size() != 9 || board.size() != 9)
    tokens.fail("expected 9 digits, each of 0-8 once, got " + puzzle::quoted(token));
  if (!luogu1379_solvable(board))
    tokens.fail("expected a solvable board (the inversion parity of 123804765), got " + puzzle::quoted(token));
}

// One board, as Luogu gives it; more boards (the binary reads until end of input) are beyond the
// judge's limits, not a fault of the format.
inline void validate_luogu1379(CaseTokens& tokens) {
  if (tokens.at_end()) tokens.beyond_limits("expected a board of 9 digits, input is empty");
  for (; !tokens.at_end(); tokens.next_case()) {
    if (tokens.case_number() == 2) tokens.beyond_limits("expected end of input after the one board");
    validate_luogu1379_board(tokens);
  }
}

inline std::vector<Problem> luogu1379_problems() {
  return with_suite_problem("luogu1379", "one board: one token of 9 digits", generate_luogu1379, validate_luogu1379,
                            {Problem{"luogu1379",
                                     "luogu1379",
                                     "Luogu P1379 \"八数码难题\"",
                                     "https://www.luogu.com.cn/problem/P1379",
                                     {1.0, 128000,
                                      "its page, as a copy of it shows (github.com/lzj666-gh/lzj666-gh.github.io, "
                                      "submission/submissions/luogu_P1379): 1000 ms, 125 MB"},
                                     "one board: one token of 9 digits on one line",
                                     1,
                                     line_checker(1),
                                     generate_luogu1379,
                                     validate_luogu1379,
                                     nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_LUOGU1379_HPP
