// poj2893: POJ 2893 "M x N Puzzle" (docs/binaries/poj2893.md). Boards until "0 0", each M and N
// (2-999), then M rows of N numbers 0..MN-1 once each (0 the blank); per board YES if it can be slid
// into 1 2 ... MN-1 with the blank last, else NO: answers checked line by line. Its tests: the sample,
// the edges (2 x 2 boards, 2 x 999 and 999 x 2, even by even), 200 small random boards, and one
// 999 x 999 board of each answer. Costs: linear in the boards' cells.
// Its judge: POJ 2893 (poj2893), the same format.
#ifndef JUDGE_PROBLEMS_POJ2893_HPP
#define JUDGE_PROBLEMS_POJ2893_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/grid_boards.hpp"
#include "judge/problem.hpp"

namespace judge {

struct GridBoard {
  int rows, cols;
  Tiles tiles;
};

// The boards in POJ 2893's format, with the closing "0 0".
inline std::string poj2893_boards(const std::vector<GridBoard>& boards) {
  std::string text;
  for (const GridBoard& board : boards)
    text +=
        std::to_string(board.rows) + " " + std::to_string(board.cols) + "\n" + board_text(board.tiles, "0", board.cols);
  return text + "0 0\n";
}

inline GridBoard random_poj2893_board(Random& random, int rows, int cols) {
  return GridBoard{rows, cols, random_grid_board(random, rows, cols, random.below(2) == 0)};
}

inline TestSet generate_poj2893(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "poj2893");
  Random random(2893);
  tests.push_back({"edge-2x2", poj2893_boards({{2, 2, grid_goal(2, 2)},
                                               {2, 2, other_parity(grid_goal(2, 2))},
                                               random_poj2893_board(random, 2, 2),
                                               random_poj2893_board(random, 2, 2)})});
  tests.push_back(
      {"edge-thin", poj2893_boards({random_poj2893_board(random, 2, 999), random_poj2893_board(random, 999, 2),
                                    GridBoard{2, 999, grid_goal(2, 999)}})});
  tests.push_back(
      {"edge-even-by-even", poj2893_boards({random_poj2893_board(random, 4, 6), random_poj2893_board(random, 10, 2),
                                            random_poj2893_board(random, 998, 4)})});
  std::vector<GridBoard> boards;
  for (int i = 0; i < 200; ++i)
    boards.push_back(random_poj2893_board(random, random.between(2, 12), random.between(2, 12)));
  tests.push_back({"random-200", poj2893_boards(boards)});
  tests.push_back(
      {"largest-999x999-yes", poj2893_boards({GridBoard{999, 999, random_grid_board(random, 999, 999, true)}})});
  tests.push_back(
      {"largest-999x999-no", poj2893_boards({GridBoard{999, 999, random_grid_board(random, 999, 999, false)}})});
  return tests;
}

// poj2893 (POJ 2893): boards of M and N (2-999) and M x N numbers 0..MN-1 once each, then "0 0" and
// nothing after it. The statement bounds nothing else; an empty input (no "0 0") is beyond it.
inline void validate_poj2893(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected boards and the closing 0 0, input is empty");
  for (;; tokens.next_case()) {
    const long rows = tokens.number("the number of rows M, 2-999, or the closing 0 0", 0, 999);
    if (rows == 0) {
      tokens.number("0 after 0 (the end marker)", 0, 0);
      break;
    }
    if (rows == 1) tokens.fail("expected the number of rows M, 2-999, got '1'");
    const long cols = tokens.number("the number of columns N, 2-999", 2, 999);
    permutation_board(tokens, rows * cols);
  }
  tokens.expect_end("the closing 0 0");
}

inline std::vector<Problem> poj2893_problems() {
  const std::string layout = "boards until \"0 0\": M N, then M lines of N numbers, 0 the blank";
  return with_suite_problem("poj2893",
                            "boards until \"0 0\": M N (2-999) and M x N numbers 0..MN-1, across any whitespace",
                            generate_poj2893, validate_poj2893,
                            {Problem{"poj2893",
                                     "poj2893",
                                     "POJ 2893 \"M x N Puzzle\"",
                                     "http://poj.org/problem?id=2893",
                                     {4.0, 131072, "its page, as its mirrors copy it: 4000MS, 131072K"},
                                     layout,
                                     0,
                                     line_checker(1),
                                     generate_poj2893,
                                     validate_poj2893,
                                     nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_POJ2893_HPP
