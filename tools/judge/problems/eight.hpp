// eight: POJ 1077 and HDU 1043 "Eight" (docs/binaries/eight.md). Boards of 9 tokens 1-8 and x until
// end of input; per board a move string that solves it, or "unsolvable": the judges' special judge.
// Its tests: the samples, the edges, 100 random boards, the boards 30 and 31 moves from the goal,
// unsolvable boards, and 3,000 boards (where a search per board is too slow and a table is not).
// Costs: one breadth-first search over the 9!/2 boards.
#ifndef JUDGE_PROBLEMS_EIGHT_HPP
#define JUDGE_PROBLEMS_EIGHT_HPP

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

inline TestSet generate_eight(const std::filesystem::path& source_dir) {
  Random random(1077);
  TestSet tests = samples(source_dir, "eight");
  add_sliding_edges(tests, random, 3, eight_letters, eight_boards);
  tests.push_back({"edge-whitespace", "\t1 2  3\r\n4 5 6\r\n7 x 8\r\n\r\n 1 2 3 4 5 6 x 7 8"});
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
  return tests;
}

// Boards of 9 tokens 1-8 and x until end of input, at least one.
inline void validate_eight(CaseTokens& tokens) {
  const std::vector<std::string> names = numbered(9, 0, "x");
  if (tokens.at_end()) tokens.fail("expected a board of 9 tiles 1-8 and x, input is empty");
  for (; !tokens.at_end(); tokens.next_case()) tiles_once(tokens, names, 9, "a tile 1-8 or x");
}

inline std::vector<Tiles> eight_input_boards(const std::string& input) { return boards_in_text(input, 3, 0); }

inline std::vector<Problem> eight_problems() {
  const MoveRules moves = {3, eight_letters, "unsolvable", 1L << 30, eight_input_boards};
  const Checker checker = {move_strings, "special: any move string that solves the board; 'unsolvable' exactly when unsolvable",
                           1, moves};
  return {Problem{"eight", "POJ 1077, HDU 1043", 1.0, 32,
                  "the stricter of each judge's: POJ 1077 (http://poj.org/problem?id=1077) 1 s, 64 MiB; HDU 1043 "
                  "(http://acm.hdu.edu.cn/showproblem.php?pid=1043) 5 s, 32 MiB", checker,
                  generate_eight, validate_eight, nullptr}};
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_EIGHT_HPP
