// alds1_13_c: AOJ ALDS1_13_C "15 Puzzle" (docs/binaries/alds1_13_c.md). One board of 4 rows of 4
// numbers 0-15 once each (0 the blank), solvable in at most 45 moves; the fewest moves to
// 1 2 ... 15 and the blank last: answers checked line by line. Its tests, one board each (all the
// judge tier): the sample, the edges (solved, one move away), 60 random walks of 10-45 moves, and
// Korf's ten instances of 41-45 moves (three at the statement's 45). Costs: linear in the output.
// Its judge: AOJ ALDS1_13_C (aoj_alds1_13_c), the same format.
#ifndef JUDGE_PROBLEMS_ALDS1_13_C_HPP
#define JUDGE_PROBLEMS_ALDS1_13_C_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"
#include "judge/problems/fifteen.hpp"

namespace judge {

inline std::string alds1_13_c_board(const Tiles& board) { return board_text(board, "0", 4); }

inline TestSet generate_alds1_13_c(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "alds1_13_c");
  Random random(1313);
  tests.push_back({"edge-solved", alds1_13_c_board(goal_board(4))});
  tests.push_back({"edge-one-move", alds1_13_c_board(random_walk(random, 4, 1, fifteen_letters))});
  std::vector<Tiles> boards;
  for (int walk = 0; walk < 60; ++walk)
    boards.push_back(random_walk(random, 4, random.between(10, 45), fifteen_letters));
  const auto text = [](const std::vector<Tiles>& one) { return alds1_13_c_board(one.front()); };
  add_in_runs(tests, "random-walk", boards, 1, text);
  // Korf's boards within the statement's 45 moves: three of 45 (the bound), three of 44.
  add_in_runs(tests, "hard-korf", korf_boards(), 1, text);
  return tests;
}

// Boards of 16 numbers 0-15 once each, each solvable, until end of input; with `one_board`, a second
// board is beyond the judge. Solvable in 45 moves, as AOJ's statement promises: checked here by its
// Manhattan distance, a lower bound (answer_error checks the answers). An empty input is beyond it.
inline void validate_15_puzzle_boards(CaseTokens& tokens, bool one_board) {
  if (tokens.at_end()) return tokens.beyond_limits("expected a board, input is empty");
  const std::vector<std::string> names = numbered(16, 0, "");
  for (; !tokens.at_end(); tokens.next_case()) {
    if (one_board && tokens.case_number() == 2)
      tokens.beyond_limits("expected end of input after the board (the judge gives one)");
    const Tiles board = tiles_once(tokens, names, 16, "a number 0-15", "number");
    if (!is_solvable(board)) tokens.fail("expected a solvable board (the judge's are), got one that no moves solve");
    if (manhattan_distance(board) > fifteen_judge_moves)
      tokens.beyond_limits("expected a board solvable in " + puzzle::decimal(fifteen_judge_moves) +
                           " moves, got one whose Manhattan distance is " + puzzle::decimal(manhattan_distance(board)));
  }
}

// alds1_13_c: the binary's whole format, boards until end of input.
inline void validate_alds1_13_c(CaseTokens& tokens) { validate_15_puzzle_boards(tokens, false); }

// aoj_alds1_13_c (AOJ ALDS1_13_C): one board ("The 4 x 4 integers ... are given").
inline void validate_aoj_alds1_13_c(CaseTokens& tokens) { validate_15_puzzle_boards(tokens, true); }

// The statement's promise: no board needs more than 45 moves.
inline std::string alds1_13_c_answer_error(const std::string& answer) {
  for (const std::string& line : judged_lines(answer))
    if (std::atol(line.c_str()) > fifteen_judge_moves)
      return "a board needs " + line + " moves, over the judge's " + std::to_string(fifteen_judge_moves);
  return "";
}

inline std::vector<Problem> alds1_13_c_problems() {
  return with_suite_problem(
      "alds1_13_c", "boards of 16 numbers 0-15, 0 the blank, solvable, until end of input, across any whitespace",
      generate_alds1_13_c, validate_alds1_13_c,
      {Problem{"aoj_alds1_13_c",
               "alds1_13_c",
               "AOJ ALDS1_13_C \"15 Puzzle\"",
               "https://onlinejudge.u-aizu.ac.jp/courses/lesson/1/ALDS1/13/ALDS1_13_C",
               {1.0, 262144,
                "not known: its page's limits were not found; the only known mirror's, "
                "http://47.110.135.197/problem.php?id=8625: 1.000 sec, 256 MiB"},
               "4 lines of 4 numbers, 0 the blank",
               0,
               line_checker(1),
               generate_alds1_13_c,
               validate_aoj_alds1_13_c,
               alds1_13_c_answer_error}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_ALDS1_13_C_HPP
