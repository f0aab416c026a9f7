// cubic: UVa 1604, POJ 3131, AOJ 1268, LA 3618 "Cubic Eight-Puzzle" (docs/binaries/cubic.md). Datasets
// until "0 0", each the empty square and a pattern of top colours; per dataset the fewest moves, or -1
// beyond 30, checked line by line. Its tests: the samples, the solved pattern with the empty square on
// each cell, two files of 15 random datasets, and bench/cubic_hard.in. Costs: linear in the output.
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

inline TestSet generate_cubic(const std::filesystem::path& source_dir) {
  Random random(1604);
  TestSet tests = samples(source_dir, "cubic");
  std::string solved;
  for (int cell = 0; cell < 9; ++cell) {
    solved += std::to_string(cell % 3 + 1) + " " + std::to_string(cell / 3 + 1) + "\n";
    for (int square = 0; square < 9; ++square) solved += std::string(square == cell ? "E" : "W") + (square % 3 == 2 ? "\n" : " ");
  }
  tests.push_back({"edge-solved-every-cell", solved + "0 0\n"});
  for (int file = 1; file <= 2; ++file) {
    std::string text;
    for (int i = 0; i < 15; ++i) text += cubic_dataset(random);
    tests.push_back({"random-15-datasets-" + std::to_string(file), text + "0 0\n"});
  }
  tests.push_back({"hard-depth-30-and-beyond", read_file(source_dir / "bench" / "cubic_hard.in")});
  return tests;
}

// cubic (UVa 1604): fewer than 16 datasets, each x y (1-3) and 9 colours W, R, B, E with exactly one
// E, then "0 0" and nothing after it.
inline void validate_cubic(CaseTokens& tokens) {
  for (;; tokens.next_case()) {
    const std::string column = tokens.next("a column 1-3 or the closing 0 0");
    if (column == "0") {
      const std::string row = tokens.next("0 after 0 (the end marker)");
      if (row != "0") tokens.fail("expected 0 after 0 (the end marker), got " + puzzle::quoted(row));
      break;
    }
    if (tokens.case_number() > 15) tokens.fail("expected the closing 0 0 after 15 datasets, got " + puzzle::quoted(column));
    if (column != "1" && column != "2" && column != "3") tokens.fail("expected a column 1-3, got " + puzzle::quoted(column));
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
  return {Problem{"cubic", "UVa 1604, POJ 3131, AOJ 1268, LA 3618", 5.0, 64,
                  "a mirror's (http://124.160.64.229/problems/2775): 5 s, 64 MiB; UVa 1604's, POJ 3131's and "
                  "LA 3618's are not known",
                  line_checker(1), generate_cubic, validate_cubic, nullptr}};
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_CUBIC_HPP
