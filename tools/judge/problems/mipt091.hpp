// mipt091: acm.mipt.ru 091 "15-Puzzle" (docs/binaries/mipt091.md). One board of 16 numbers 0-15 once
// each (0 the blank); YES and a move string of the blank (u d l r) under 1000 moves that solves it
// (YES alone for a solved board), or NO: a special judge, the moves replayed. Its tests, one board
// each: the samples, an unsolvable board, 57 random walks of 10-60 moves, 3 random boards and 10
// unsolvable ones. Costs: linear in the output.
// Its judge: acm.mipt.ru 091 (mipt091), the same format.
#ifndef JUDGE_PROBLEMS_MIPT091_HPP
#define JUDGE_PROBLEMS_MIPT091_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

inline std::string mipt091_board(const Tiles& board) { return board_text(board, "0", 16); }

inline TestSet generate_mipt091(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "mipt091");
  Random random(91);
  tests.push_back({"edge-unsolvable", mipt091_board(other_parity(goal_board(4)))});
  tests.push_back({"edge-one-move", mipt091_board(random_walk(random, 4, 1, eight_letters))});
  std::vector<Tiles> boards;
  for (int walk = 0; walk < 57; ++walk) boards.push_back(random_walk(random, 4, random.between(10, 60), eight_letters));
  const auto text = [](const std::vector<Tiles>& one) { return mipt091_board(one.front()); };
  add_in_runs(tests, "random-walk", boards, 1, text);
  boards.clear();
  for (int board = 0; board < 3; ++board) boards.push_back(random_board(random, 4, true));  // the suite's: 0.5 s each
  add_in_runs(tests, "random-board", boards, 1, text);
  boards.clear();
  for (int board = 0; board < 10; ++board) boards.push_back(random_board(random, 4, false));
  add_in_runs(tests, "random-unsolvable", boards, 1, text);
  return tests;
}

// mipt091 (acm.mipt.ru 091): 16 numbers 0-15 once each, and nothing after them. One board, as the
// statement gives: an empty input is beyond it.
inline void validate_mipt091(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected a board, input is empty");
  tiles_once(tokens, numbered(16, 0, ""), 16, "a number 0-15", "number");
  tokens.expect_end("the board");
}

inline std::vector<Tiles> mipt091_input_boards(const std::string& input) { return boards_in_text(input, 4, 0); }

inline std::vector<Problem> mipt091_problems() {
  const MoveRules moves = {eight_letters, "NO", 999, mipt091_input_boards};
  const Checker checker = {
      verdict_and_moves,
      "special: YES and any move string of under 1000 moves that solves the board (YES alone for a "
      "solved one); NO exactly when unsolvable",
      1, moves};
  return with_suite_problem("mipt091", "16 numbers 0-15, 0 the blank, across any whitespace", generate_mipt091,
                            validate_mipt091,
                            {Problem{"mipt091",
                                     "mipt091",
                                     "acm.mipt.ru 091 \"15-Puzzle\"",
                                     "http://acm.mipt.ru/judge/problems.pl?problem=091",
                                     {5.0, 33000, "its page: Time limit = 5 second(s), Memory limit = 33000 Kb"},
                                     "a line of 16 numbers, 0 the blank",
                                     0,
                                     checker,
                                     generate_mipt091,
                                     validate_mipt091,
                                     nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_MIPT091_HPP
