// cubic: UVa 1604, POJ 3131, AOJ 1268, LA 3618 "Cubic Eight-Puzzle" (docs/binaries/cubic.md). Datasets
// until "0 0", each the empty square and a pattern of top colours; per dataset the fewest moves, or -1
// beyond 30, checked line by line. Its tests: the samples, the solved pattern with the empty square on
// each cell, two files of 15 random datasets, and bench/cubic_hard.in. Costs: linear in the output.
// Its judges, the same format and tests (their published sample only): UVa 1604 (uva1604), POJ 3131
// (poj3131), AOJ 1268 (aoj1268); LA 3618 is UVa's Live Archive, judged as UVa 1604.
#ifndef JUDGE_PROBLEMS_CUBIC_HPP
#define JUDGE_PROBLEMS_CUBIC_HPP

#include <filesystem>
#include <string>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

inline std::string cubic_dataset(Random& random) {
  std::string text = std::to_string(random.between(1, 3)) + " " + std::to_string(random.between(1, 3)) + "\n";
  const int empty = random.between(0, 8);
  for (int cell = 0; cell < 9; ++cell) {
    text += cell == empty ? 'E' : "WRB"[random.below(3)];
    text += cell % 3 == 2 ? "\n" : " ";
  }
  return text;
}

// The groups beyond the samples.
inline void add_cubic_groups(TestSet& tests, const std::filesystem::path& source_dir) {
  Random random(1604);
  std::string solved;
  for (int cell = 0; cell < 9; ++cell) {
    solved += std::to_string(cell % 3 + 1) + " " + std::to_string(cell / 3 + 1) + "\n";
    for (int square = 0; square < 9; ++square)
      solved += std::string(square == cell ? "E" : "W") + (square % 3 == 2 ? "\n" : " ");
  }
  tests.push_back({"edge-solved-every-cell", solved + "0 0\n"});
  for (int file = 1; file <= 2; ++file) {
    std::string text;
    for (int i = 0; i < 15; ++i) text += cubic_dataset(random);
    tests.push_back({"random-15-datasets-" + std::to_string(file), text + "0 0\n"});
  }
  tests.push_back({"hard-depth-30-and-beyond", read_file(source_dir / "bench" / "cubic_hard.in")});
}

inline TestSet generate_cubic(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "cubic");
  add_cubic_groups(tests, source_dir);
  return tests;
}

// The judges' published sample (sample-1) and the groups: without the suite's samples of other layouts.
inline TestSet generate_cubic_judges(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "cubic", {"sample-1"});
  add_cubic_groups(tests, source_dir);
  return tests;
}

// cubic (UVa 1604): fewer than 16 datasets, each x y (1-3) and 9 colours W, R, B, E with exactly one
// E, then "0 0" and nothing after it.
inline void validate_cubic(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected datasets and the closing 0 0, input is empty");
  for (;; tokens.next_case()) {
    const std::string column = tokens.next("a column 1-3 or the closing 0 0");
    if (column == "0") {
      const std::string row = tokens.next("0 after 0 (the end marker)");
      if (row != "0") tokens.fail("expected 0 after 0 (the end marker), got " + puzzle::quoted(row));
      break;
    }
    if (tokens.case_number() > 15)
      tokens.beyond_limits("expected the closing 0 0 after 15 datasets, got " + puzzle::quoted(column));
    if (column != "1" && column != "2" && column != "3")
      tokens.fail("expected a column 1-3, got " + puzzle::quoted(column));
    tokens.number("a row 1-3", 1, 3);
    int empty = 0;
    for (int cell = 0; cell < 9; ++cell) {
      const std::string colour = tokens.next("a colour W, R, B or E");
      if (colour != "W" && colour != "R" && colour != "B" && colour != "E")
        tokens.fail("expected a colour W, R, B or E, got " + puzzle::quoted(colour));
      empty += colour == "E";
    }
    if (empty != 1) tokens.fail("expected exactly one E, got " + puzzle::decimal(empty));
  }
  tokens.expect_end("the closing 0 0");
}

inline std::vector<Problem> cubic_problems() {
  const std::string layout = "datasets until \"0 0\": x y (the empty square), then 3 lines of 3 colours W, R, B, E";
  const JudgeLimits uva = {3.0, 262144,
                           "not known: its page gives none; UVa's usual 3 s (its pages show 3.000 seconds on "
                           "most problems); memory: UVa publishes none, the most generous known mirror's, "
                           "ECNU 1715 (https://acm.ecnu.edu.cn/problem/1715): 256 MB"};
  const JudgeLimits mirror = {10.0, 262144,
                              "not known: no copy of its page's limits was found; the most generous known "
                              "mirror's, ECNU 1715 (https://acm.ecnu.edu.cn/problem/1715): 10.0 sec, 256 MB"};
  return with_suite_problem(
      "cubic", "datasets until \"0 0\": x y and 9 colours W, R, B, E, across any whitespace", generate_cubic,
      validate_cubic,
      {Problem{"uva1604", "cubic", "UVa 1604 \"Cubic Eight-Puzzle\"",
               "https://onlinejudge.org/index.php?option=com_onlinejudge&Itemid=8&page=show_problem&problem=4479", uva,
               layout, 0, line_checker(1), generate_cubic_judges, validate_cubic, nullptr},
       Problem{"poj3131", "cubic", "POJ 3131 \"Cubic Eight-Puzzle\"", "http://poj.org/problem?id=3131", mirror, layout,
               0, line_checker(1), generate_cubic_judges, validate_cubic, nullptr},
       Problem{"aoj1268",
               "cubic",
               "AOJ 1268 \"Cubic Eight-Puzzle\"",
               "http://judge.u-aizu.ac.jp/onlinejudge/description.jsp?id=1268",
               {8.0, 65536, "its page, as copied: 8 sec, 65536 KB"},
               layout,
               0,
               line_checker(1),
               generate_cubic_judges,
               validate_cubic,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_CUBIC_HPP
