// hdu3600: HDU 3600 "Simple Puzzle" (docs/binaries/hdu3600.md). Boards until "0", each N (1-300), then
// N rows of N numbers 0..N*N-1 once each (0 the blank); per board YES if it can be slid into
// 1 2 ... N*N-1 with the blank last, else NO: answers checked line by line. Its tests: the sample, the
// edges (N = 1, 2, odd and even), 300 small random boards, and a 300 x 300 board of each answer.
// Costs: linear in the boards' cells.
// Its judge: HDU 3600 (hdu3600), the same format.
#ifndef JUDGE_PROBLEMS_HDU3600_HPP
#define JUDGE_PROBLEMS_HDU3600_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/grid_boards.hpp"
#include "judge/problem.hpp"

namespace judge {

// The boards in HDU 3600's format (each N x N), with the closing "0".
inline std::string hdu3600_boards(const std::vector<Tiles>& boards) {
  std::string text;
  for (const Tiles& board : boards) {
    const int side = board_width(board);
    text += std::to_string(side) + "\n" + board_text(board, "0", side);
  }
  return text + "0\n";
}

// A random side x side board, solvable or not at random (a 1 x 1 board, the blank alone, is solved).
inline Tiles random_hdu3600_board(Random& random, int side) {
  return random_grid_board(random, side, side, side == 1 || random.below(2) == 0);
}

inline TestSet generate_hdu3600(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "hdu3600");
  Random random(3600);
  tests.push_back({"edge-one-cell", hdu3600_boards({Tiles{0}})});
  tests.push_back({"edge-small", hdu3600_boards({grid_goal(2, 2), other_parity(grid_goal(2, 2)), grid_goal(3, 3),
                                                 other_parity(grid_goal(3, 3)), random_hdu3600_board(random, 2),
                                                 random_hdu3600_board(random, 3)})});
  std::vector<Tiles> boards;
  for (int i = 0; i < 300; ++i) boards.push_back(random_hdu3600_board(random, random.between(1, 12)));
  tests.push_back({"random-300", hdu3600_boards(boards)});
  tests.push_back({"largest-300x300", hdu3600_boards({random_grid_board(random, 300, 300, true),
                                                      random_grid_board(random, 300, 300, false)})});
  return tests;
}

// hdu3600 (HDU 3600): boards of N (1-300) and N x N numbers 0..N*N-1 once each, then "0" and nothing
// after it. The statement bounds nothing else; an empty input (no "0") is beyond it.
inline void validate_hdu3600(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected boards and the closing 0, input is empty");
  for (;; tokens.next_case()) {
    const long side = tokens.number("the size N, 1-300, or the closing 0", 0, 300);
    if (side == 0) break;
    permutation_board(tokens, side * side);
  }
  tokens.expect_end("the closing 0");
}

inline std::vector<Problem> hdu3600_problems() {
  const std::string layout = "boards until \"0\": N, then N lines of N numbers, 0 the blank";
  return with_suite_problem("hdu3600",
                            "boards until \"0\": N (1-300) and N x N numbers 0..N*N-1, across any whitespace",
                            generate_hdu3600, validate_hdu3600,
                            {Problem{"hdu3600",
                                     "hdu3600",
                                     "HDU 3600 \"Simple Puzzle\"",
                                     "http://acm.hdu.edu.cn/showproblem.php?pid=3600",
                                     {1.0, 32768, "its page: 2000/1000 MS, 65536/32768 K (Java/Others): the others'"},
                                     layout,
                                     0,
                                     line_checker(1),
                                     generate_hdu3600,
                                     validate_hdu3600,
                                     nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_HDU3600_HPP
