// hdu4127: HDU 4127, POJ 4007, AcWing 194 "Flood-it!" (docs/binaries/hdu4127.md). Boards of N x N
// colours 0-5 (N 2-8) until a lone 0; per board the fewest moves that give it one colour, checked line
// by line. Its judge tests, shaped like the statement's data (at most 20 boards a file): the sample,
// the bounds (one-colour boards of 2 and 8, 2 x 2 and 8 x 8 boards of stripes and checks), 40 files
// of 20 random boards of sizes 2-8 and 25 files of 20 random 8 x 8 boards (10-15 moves). Its stress
// tests: 8 x 8 boards built to need many moves (up to 18: colour (r + 2c) mod 3 + 3 ((r + c) mod 2)
// and its turns and recolourings), 20 a file. Costs: linear in the output.
// Its judges, the same format and tests (their published sample only): HDU 4127 (hdu4127), POJ 4007
// (poj4007), AcWing 194 (acwing194).
#ifndef JUDGE_PROBLEMS_HDU4127_HPP
#define JUDGE_PROBLEMS_HDU4127_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

const long hdu4127_max_boards = 20;  // the statement's "no more than 20 test cases"

// A board as its colours row by row; its side is the square root of their count.
inline std::string hdu4127_boards(const std::vector<Tiles>& boards) {
  std::string text;
  for (const Tiles& colours : boards) {
    int side = 1;
    while (side * side < static_cast<int>(colours.size())) ++side;
    text += std::to_string(side) + "\n" + board_text(colours, "0", side);
  }
  return text + "0\n";
}

inline Tiles hdu4127_random_board(Random& random, int side) {
  Tiles colours;
  for (int cell = 0; cell < side * side; ++cell) colours.push_back(random.between(0, 5));
  return colours;
}

// A side x side board of colour(row, column).
template <class Colour>
Tiles hdu4127_pattern(int side, Colour colour) {
  Tiles colours;
  for (int row = 0; row < side; ++row)
    for (int column = 0; column < side; ++column) colours.push_back(colour(row, column));
  return colours;
}

// The groups beyond the sample.
inline void add_hdu4127_groups(TestSet& tests) {
  Random random(4127);
  const std::vector<Tiles> bounds = {hdu4127_pattern(2, [](int, int) { return 5; }),
                                     hdu4127_pattern(8, [](int, int) { return 0; }),
                                     hdu4127_pattern(2, [](int row, int column) { return (row + column) % 2; }),
                                     hdu4127_pattern(8, [](int row, int column) { return (row + column) % 2; }),
                                     hdu4127_pattern(8, [](int row, int) { return row % 6; }),
                                     hdu4127_pattern(8, [](int, int column) { return 5 - column % 6; }),
                                     hdu4127_pattern(8, [](int row, int column) { return (row + column) % 6; })};
  tests.push_back({"edge-bounds", hdu4127_boards(bounds)});
  std::vector<Tiles> boards;
  for (int i = 0; i < 40 * hdu4127_max_boards; ++i)
    boards.push_back(hdu4127_random_board(random, random.between(2, 8)));
  add_in_runs(tests, "random", boards, hdu4127_max_boards, hdu4127_boards);
  boards.clear();
  for (int i = 0; i < 25 * hdu4127_max_boards; ++i) boards.push_back(hdu4127_random_board(random, 8));
  add_in_runs(tests, "random-8x8", boards, hdu4127_max_boards, hdu4127_boards);
  // Built to need many moves: the 18-move board, turned and with its colours renamed.
  boards.clear();
  for (int i = 0; i < 2 * hdu4127_max_boards; ++i) {
    Tiles names = {0, 1, 2, 3, 4, 5};
    random.shuffle(names);
    const bool transpose = i % 2 == 1;
    boards.push_back(hdu4127_pattern(8, [&names, transpose](int row, int column) {
      const int r = transpose ? column : row, c = transpose ? row : column;
      return names[static_cast<std::size_t>((r + 2 * c) % 3 + 3 * ((r + c) % 2))];
    }));
  }
  add_in_runs(tests, "stress-18-moves", boards, hdu4127_max_boards, hdu4127_boards);
}

inline TestSet generate_hdu4127(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "hdu4127");
  add_hdu4127_groups(tests);
  return tests;
}

// hdu4127 (HDU 4127): at most 20 boards of N (2-8) and N x N colours 0-5, then a lone 0 and nothing
// after it.
inline void validate_hdu4127(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected boards and the closing 0, input is empty");
  for (;; tokens.next_case()) {
    const std::string first = tokens.next("the board's size N, 2-8, or the closing 0");
    if (first == "0") break;
    if (tokens.case_number() > hdu4127_max_boards)
      tokens.beyond_limits("expected the closing 0 after 20 boards, got " + puzzle::quoted(first));
    long side = 0;
    if (!puzzle::parse_natural(first, 8, side) || side < 2)
      tokens.fail("expected the board's size N, 2-8, or the closing 0, got " + puzzle::quoted(first));
    for (long cell = 0; cell < side * side; ++cell) tokens.number("a colour 0-5", 0, 5);
  }
  tokens.expect_end("the closing 0");
}

inline std::vector<Problem> hdu4127_problems() {
  const std::string layout = "boards of a line N (2-8) and N lines of N colours 0-5, until a line holding 0";
  return with_suite_problem("hdu4127", "boards of N (2-8) and N x N colours 0-5 until a lone 0, across any whitespace",
                            generate_hdu4127, validate_hdu4127,
                            {Problem{"hdu4127",
                                     "hdu4127",
                                     "HDU 4127 \"Flood-it!\"",
                                     "http://acm.hdu.edu.cn/showproblem.php?pid=4127",
                                     {1.0, 32768, "its page: 2000/1000 MS (Java/Others), 32768/32768 K (Java/Others)"},
                                     layout,
                                     0,
                                     line_checker(1),
                                     generate_hdu4127,
                                     validate_hdu4127,
                                     nullptr},
                             Problem{"poj4007",
                                     "hdu4127",
                                     "POJ 4007 \"Flood-it!\"",
                                     "http://poj.org/problem?id=4007",
                                     {1.0, 65536, "its page: 1000MS, 65536K"},
                                     layout,
                                     0,
                                     line_checker(1),
                                     generate_hdu4127,
                                     validate_hdu4127,
                                     nullptr},
                             Problem{"acwing194",
                                     "hdu4127",
                                     "AcWing 194 \"涂满它！\" (Flood-it!)",
                                     "https://www.acwing.com/problem/content/196/",
                                     {1.0, 65536, "its page: 1s / 64MB"},
                                     layout,
                                     0,
                                     line_checker(1),
                                     generate_hdu4127,
                                     validate_hdu4127,
                                     nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_HDU4127_HPP
