// fifteen: UVa 10181 "15-Puzzle Problem" (docs/binaries/fifteen.md). N, then N boards of 4 lines of 4
// numbers, 0 the blank; per board a move string of at most 50 moves that solves it, or "This puzzle is
// not solvable.": the judge's special judge. Its tests: the samples, the edges, 30 random walks, Korf's
// instances within the judge's 45 moves, and unsolvable boards. Costs: linear in the output.
// Its judge: UVa 10181 (uva10181), the same format, its published sample only.
#ifndef JUDGE_PROBLEMS_FIFTEEN_HPP
#define JUDGE_PROBLEMS_FIFTEEN_HPP

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

inline std::string fifteen_boards(const std::vector<Tiles>& boards) {
  std::string text = std::to_string(boards.size()) + "\n";
  for (const Tiles& board : boards) text += board_text(board, "0", 4);
  return text;
}

// Korf's 100 random instances (R. E. Korf, "Depth-first iterative-deepening: an optimal admissible
// tree search", Artificial Intelligence 27, 1985), those whose optimal length is within the judge's
// 45 moves: numbers 1-100 as Korf numbers them, the board with his goal (blank first, then 1..15), and
// the length (the table of the 100 instances in that paper).
const char* const korf_within_45 =
    "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15 45\n"
    "1 3 2 5 10 9 15 6 8 14 13 11 12 4 7 0 42\n"
    "4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10 42\n"
    "13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11 41\n"
    "6 13 3 2 11 9 5 10 1 7 12 14 8 4 0 15 45\n"
    "5 7 0 11 12 1 9 10 15 6 2 3 8 4 13 14 44\n"
    "0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15 42\n"
    "4 7 13 10 1 2 9 6 12 8 14 5 3 0 11 15 44\n"
    "6 0 5 10 11 12 9 2 1 7 4 3 14 8 13 15 45\n"
    "9 14 5 7 8 15 1 2 10 4 13 6 12 0 11 3 44\n";

// Korf's boards with the judge's goal: turned 180 degrees and each tile v renamed 16 - v, which keeps
// every distance.
inline std::vector<Tiles> korf_boards() {
  std::istringstream in(korf_within_45);
  std::vector<Tiles> boards;
  for (Tiles board(16); in >> board[15];) {
    for (int cell = 14; cell >= 0; --cell) in >> board[static_cast<std::size_t>(cell)];
    for (int& tile : board) tile = tile == 0 ? 0 : 16 - tile;
    int length = 0;  // Korf's, not needed: the answers give it
    in >> length;
    boards.push_back(board);
  }
  return boards;
}

// The groups beyond the samples.
inline void add_fifteen_groups(TestSet& tests) {
  Random random(10181);
  add_sliding_edges(tests, random, 4, fifteen_letters, fifteen_boards);
  std::vector<Tiles> boards;
  for (int i = 0; i < 30; ++i) boards.push_back(random_walk(random, 4, random.between(10, 45), fifteen_letters));
  tests.push_back({"random-walks-30", fifteen_boards(boards)});
  tests.push_back({"hard-korf-within-45", fifteen_boards(korf_boards())});
  boards.clear();
  for (int i = 0; i < 50; ++i) boards.push_back(random_board(random, 4, false));
  tests.push_back({"break-no-parity-check", fifteen_boards(boards)});
}

inline TestSet generate_fifteen(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "fifteen");
  add_fifteen_groups(tests);
  return tests;
}

// The judges' published sample (sample-1) and the groups: without the suite's samples of other layouts.
inline TestSet generate_fifteen_judges(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "fifteen", {"sample-1"});
  add_fifteen_groups(tests);
  return tests;
}

// The most moves a fifteen board of the judge's data needs (UVa 10181's statement).
const int fifteen_judge_moves = 45;

// fifteen (UVa 10181): N, then N boards of 16 numbers 0-15, each once. A solvable board must be solvable
// in the 45 moves the statement promises; checked here by its Manhattan distance, a lower bound (the
// generator checks the exact length, from the answers).
inline void validate_fifteen(CaseTokens& tokens) {
  const long count = tokens.count("the number of boards N, 1-1000000", 1, 1000000);
  const std::vector<std::string> names = numbered(16, 0, "");
  for (long i = 0; i < count; ++i, tokens.next_case()) {
    const Tiles board = tiles_once(tokens, names, 16, "a tile 0-15");
    if (is_solvable(board) && manhattan_distance(board) > fifteen_judge_moves)
      tokens.beyond_limits("expected a board solvable in " + puzzle::decimal(fifteen_judge_moves) +
                           " moves, got one whose Manhattan distance is " + puzzle::decimal(manhattan_distance(board)));
  }
  tokens.expect_end("the " + puzzle::decimal(count) + " boards announced");
}

inline std::vector<Tiles> fifteen_input_boards(const std::string& input) { return boards_in_text(input, 4, 1); }

// The statement's promise on the judge's data: no board needs more than 45 moves.
inline std::string fifteen_answer_error(const std::string& answer) {
  for (const std::string& line : judged_lines(answer))
    if (line.size() > static_cast<std::size_t>(fifteen_judge_moves))
      return "a board needs " + std::to_string(line.size()) + " moves, over the judge's " +
             std::to_string(fifteen_judge_moves);
  return "";
}

inline std::vector<Problem> fifteen_problems() {
  const MoveRules moves = {fifteen_letters, "This puzzle is not solvable.", 50, fifteen_input_boards};
  const Checker checker = {move_strings,
                           "special: any move string of at most 50 moves that solves the board; the not-solvable line "
                           "exactly when unsolvable",
                           1, moves};
  return with_suite_problem(
      "fifteen", "N, then N boards of 16 numbers 0-15, 0 the blank, across any whitespace", generate_fifteen,
      validate_fifteen,
      {Problem{"uva10181",
               "fifteen",
               "UVa 10181 \"15-Puzzle Problem\"",
               "https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=1122",
               {3.0, 65536,
                "not known: no copy of its page's limits, nor of a mirror's in its format, was found; UVa's "
                "usual 3 s (its pages show 3.000 seconds on most problems); memory: UVa publishes none, 64 MiB chosen"},
               "N, then N boards of 4 lines of 4 numbers, 0 the blank",
               0,
               checker,
               generate_fifteen_judges,
               validate_fifteen,
               fifteen_answer_error}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_FIFTEEN_HPP
