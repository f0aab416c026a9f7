// eight: the 8-puzzle, "Eight" (docs/binaries/eight.md). Per board a move string that solves it, or
// "unsolvable", checked as the judges' special judge does. Judges: POJ 1077 and AcWing 179 give one
// board on one line, HDU 1043 boards until end of input, one a line; the suite's own problem, boards
// until end of input across any whitespace.
// Tests, the suite's and HDU 1043's: the samples, the edges, 100 random boards, the boards 30 and 31
// moves from the goal, unsolvable boards, and 3,000 boards (where a search per board is too slow and
// a table is not); POJ 1077's and AcWing 179's: about 70 runs of one board (add_single_eight_boards).
// Costs: one breadth-first search over the 9!/2 boards.
#ifndef JUDGE_PROBLEMS_EIGHT_HPP
#define JUDGE_PROBLEMS_EIGHT_HPP

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/permutation_bfs.hpp"
#include "judge/problem.hpp"

namespace judge {

inline std::string eight_boards(const std::vector<Tiles>& boards) {
  std::string text;
  for (const Tiles& board : boards) text += board_text(board, "x", 9);
  return text;
}

// The 8-puzzle boards at most `below_largest` moves closer to the goal than the farthest, by
// breadth-first search from the goal.
inline std::vector<Tiles> eight_farthest(int below_largest) {
  return farthest(distances_from(goal_board(3), sliding_neighbours), below_largest);
}

// The groups beyond the samples, boards until end of input; `whitespace`: with a test of the
// binary's tolerance (tabs, CRLF, a board across lines), which no judge gives.
inline void add_eight_groups(TestSet& tests, bool whitespace) {
  Random random(1077);
  add_sliding_edges(tests, random, 3, eight_letters, eight_boards);
  if (whitespace) tests.push_back({"edge-whitespace", "\t1 2  3\r\n4 5 6\r\n7 x 8\r\n\r\n 1 2 3 4 5 6 x 7 8"});
  std::vector<Tiles> boards;
  for (int i = 0; i < 100; ++i) boards.push_back(random_tiles(random, 9));
  tests.push_back({"random-100", eight_boards(boards)});
  tests.push_back({"hard-31-and-30-moves", eight_boards(eight_farthest(1))});
  boards.clear();
  for (int i = 0; i < 50; ++i) boards.push_back(random_board(random, 3, false));
  tests.push_back({"break-no-parity-check", eight_boards(boards)});
  boards.clear();
  for (int i = 0; i < 3000; ++i) boards.push_back(random_board(random, 3, true));
  tests.push_back({"break-search-per-board", eight_boards(boards)});
}

inline TestSet generate_eight(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "eight");
  add_eight_groups(tests, true);
  return tests;
}

// HDU 1043: its sample (sample-2), the 31-move boards and the goal, one board a line.
inline TestSet generate_hdu1043(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "eight", {"sample-2", "sample-4", "sample-5"});
  add_eight_groups(tests, false);
  return tests;
}

// The 8-puzzle's judges of one board a run (POJ 1077, AcWing 179 and 845, Luogu P1379, AOJ
// ALDS1_13_B), about 70 runs: the goal, two boards one move away, 60 random boards the goal is
// reachable from, the boards at the largest distance from the goal (both 31-move boards for a corner
// blank; 6 of the 30-move boards for the centre) and three a move closer, and with `unsolvable` (the statement answers
// them) four of the other parity. `text` writes boards (one here) in the judge's format.
template <class Text>
void add_single_eight_boards(TestSet& tests, Random& random, const Tiles& goal, bool unsolvable, Text text) {
  const std::vector<std::int8_t> distance = distances_from(goal, sliding_neighbours);
  const auto reachable = [&distance](const Tiles& board) {
    return distance[puzzle::rank_permutation(board.data(), grid_cells)] != unreached;
  };
  const auto one_each = [&](const std::string& prefix, const std::vector<Tiles>& boards) {
    add_in_runs(tests, prefix, boards, 1, text);
  };
  one_each("edge-solved", {goal});
  std::vector<Tiles> boards;
  sliding_neighbours(goal, boards);
  boards.resize(2);
  one_each("edge-one-move", boards);
  boards.clear();
  for (int i = 0; i < 60; ++i) {
    const Tiles board = random_tiles(random, 9);
    boards.push_back(reachable(board) ? board : other_parity(board));
  }
  one_each("random", boards);
  const std::vector<Tiles> all_deepest = farthest(distance), next = farthest(distance, 1);
  const int largest = *std::max_element(distance.begin(), distance.end());
  std::vector<Tiles> deepest = all_deepest;
  if (deepest.size() > 6) {
    random.shuffle(deepest);
    deepest.resize(6);
  }
  one_each("hard-" + std::to_string(largest) + "-moves", deepest);
  boards.clear();
  while (boards.size() < 3) {
    const Tiles board = next[random.below(next.size())];
    if (std::find(all_deepest.begin(), all_deepest.end(), board) == all_deepest.end() &&
        std::find(boards.begin(), boards.end(), board) == boards.end())
      boards.push_back(board);
  }
  one_each("hard-" + std::to_string(largest - 1) + "-moves", boards);
  if (!unsolvable) return;
  boards.clear();
  for (int i = 0; i < 4; ++i) {
    const Tiles board = random_tiles(random, 9);
    boards.push_back(reachable(board) ? other_parity(board) : board);
  }
  one_each("break-no-parity-check", boards);
}

// One board a file, as POJ 1077 and AcWing 179 give it: the judge's sample and the single boards.
inline TestSet one_board_tests(const std::filesystem::path& source_dir, const std::string& sample) {
  TestSet tests = samples(source_dir, "eight", {sample});
  Random random(1077);
  add_single_eight_boards(tests, random, goal_board(3), true, eight_boards);
  return tests;
}

inline TestSet generate_poj1077(const std::filesystem::path& source_dir) {
  return one_board_tests(source_dir, "sample-1");
}
inline TestSet generate_acwing179(const std::filesystem::path& source_dir) {
  return one_board_tests(source_dir, "sample-2");
}

// Boards of 9 tokens 1-8 and x until end of input, at least one.
inline void validate_eight(CaseTokens& tokens) {
  const std::vector<std::string> names = numbered(9, 0, "x");
  if (tokens.at_end()) tokens.beyond_limits("expected a board of 9 tiles 1-8 and x, input is empty");
  for (; !tokens.at_end(); tokens.next_case()) tiles_once(tokens, names, 9, "a tile 1-8 or x");
}

// One board of 9 tokens 1-8 and x, and nothing after it.
inline void validate_one_eight_board(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected a board of 9 tiles 1-8 and x, input is empty");
  tiles_once(tokens, numbered(9, 0, "x"), 9, "a tile 1-8 or x");
  tokens.expect_end("the one board");
}

inline std::vector<Tiles> eight_input_boards(const std::string& input) { return boards_in_text(input, 3, 0); }

inline std::vector<Problem> eight_problems() {
  const MoveRules moves = {eight_letters, "unsolvable", 1L << 30, eight_input_boards};
  const Checker checker = {
      move_strings, "special: any move string that solves the board; 'unsolvable' exactly when unsolvable", 1, moves};
  const std::string one_board = "one board: 9 tokens 1-8 and x on one line";
  return with_suite_problem("eight", "boards of 9 tokens 1-8 and x until end of input, across any whitespace",
                            generate_eight, validate_eight,
                            {Problem{"poj1077",
                                     "eight",
                                     "POJ 1077 \"Eight\"",
                                     "http://poj.org/problem?id=1077",
                                     {1.0, 65536, "its page: 1000MS, 65536K"},
                                     one_board,
                                     9,
                                     checker,
                                     generate_poj1077,
                                     validate_one_eight_board,
                                     nullptr},
                             Problem{"hdu1043",
                                     "eight",
                                     "HDU 1043 \"Eight\"",
                                     "http://acm.hdu.edu.cn/showproblem.php?pid=1043",
                                     {5.0, 32768, "its page: 5000 MS, 32768 K for C and C++"},
                                     "boards of 9 tokens 1-8 and x until end of input, one a line",
                                     9,
                                     checker,
                                     generate_hdu1043,
                                     validate_eight,
                                     nullptr},
                             Problem{"acwing179",
                                     "eight",
                                     "AcWing 179 \"八数码\" (HDU 1043 on one board)",
                                     "https://www.acwing.com/problem/content/181/",
                                     {1.0, 65536, "its page: 1s / 64MB"},
                                     one_board,
                                     9,
                                     checker,
                                     generate_acwing179,
                                     validate_one_eight_board,
                                     nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_EIGHT_HPP
