// poj1222: POJ 1222, UVa 1560, BOJ 6363 "EXTENDED LIGHTS OUT" (docs/binaries/poj1222.md).
// n puzzles of 5 x 6 lights 0 or 1; per puzzle "PUZZLE #m" and the unique set of buttons that turns
// every light off, 5 rows of 6, checked line by line (the set is unique: no special judge). Its tests:
// the sample; the edges (every light off, every light on, each light alone); 100 random puzzles,
// 20 a run; 20 puzzles whose answers press 26 buttons or more; 1,000 random puzzles in one run (no
// bound on n is given). Costs: linear in the output.
// Its judges, the same format and tests: POJ 1222 (poj1222, the suite's own problem too: the ID is
// the binary's name), UVa 1560 (uva1560), BOJ 6363 (boj6363). ZOJ 1354 is a copy too, no profile:
// neither its page nor its limits were found.
#ifndef JUDGE_PROBLEMS_POJ1222_HPP
#define JUDGE_PROBLEMS_POJ1222_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

// Bit r * 6 + c set: a light on. A press on `cell` toggles these.
inline int lights_out_press(int cell) {
  int mask = 1 << cell;
  if (cell >= 6) mask |= 1 << (cell - 6);
  if (cell < 24) mask |= 1 << (cell + 6);
  if (cell % 6 > 0) mask |= 1 << (cell - 1);
  if (cell % 6 < 5) mask |= 1 << (cell + 1);
  return mask;
}

inline std::string lights_out_cases(const std::vector<int>& puzzles) {
  std::string text = std::to_string(puzzles.size()) + "\n";
  for (int lights : puzzles)
    for (int cell = 0; cell < 30; ++cell)
      text += std::string(lights >> cell & 1 ? "1" : "0") + (cell % 6 == 5 ? "\n" : " ");
  return text;
}

inline TestSet generate_poj1222(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "poj1222");
  Random random(1222);
  std::vector<int> edges = {0, (1 << 30) - 1};
  for (int cell = 0; cell < 30; ++cell) edges.push_back(1 << cell);
  tests.push_back({"edge-edges", lights_out_cases(edges)});
  std::vector<int> puzzles;
  for (int i = 0; i < 100; ++i) puzzles.push_back(static_cast<int>(random.below(1u << 30)));
  add_in_runs(tests, "random", puzzles, 20, lights_out_cases);
  // The board a press set of 26-30 buttons makes: its unique answer presses exactly those.
  std::vector<int> many_presses;
  while (many_presses.size() < 20) {
    int presses = (1 << 30) - 1, lights = 0;
    for (int off = random.between(0, 4); off > 0; --off) presses &= ~(1 << random.between(0, 29));
    for (int cell = 0; cell < 30; ++cell)
      if (presses >> cell & 1) lights ^= lights_out_press(cell);
    many_presses.push_back(lights);
  }
  tests.push_back({"hard-26-to-30-presses", lights_out_cases(many_presses)});
  puzzles.clear();
  for (int i = 0; i < 1000; ++i) puzzles.push_back(static_cast<int>(random.below(1u << 30)));
  tests.push_back({"break-1000-puzzles", lights_out_cases(puzzles)});
  return tests;
}

// n, then n puzzles of 30 lights 0 or 1, a token holding lights of one row. The statements give no
// bound on n: the suite's count limit.
inline void validate_poj1222(CaseTokens& tokens) {
  const long count = tokens.count("the number of puzzles n, 1-1000000", 1, 1000000);
  for (long i = 0; i < count; ++i, tokens.next_case())
    for (int cell = 0; cell < 30;) {
      const std::string token = tokens.next("a row of 6 cells 0 or 1");
      if (token.size() > static_cast<std::size_t>(6 - cell % 6) || token.find_first_not_of("01") != std::string::npos)
        tokens.fail("expected a row of 6 cells 0 or 1, got " + puzzle::quoted(token));
      cell += static_cast<int>(token.size());
    }
  tokens.expect_end("the " + puzzle::decimal(count) + " puzzles announced");
}

inline std::vector<Problem> poj1222_problems() {
  const std::string layout = "n, then n puzzles of 5 lines of 6 numbers 0 or 1";
  const Checker checker = line_checker(6);
  return with_suite_problem(
      "poj1222", layout, generate_poj1222, validate_poj1222,
      {Problem{"poj1222",
               "poj1222",
               "POJ 1222 \"EXTENDED LIGHTS OUT\"",
               "http://poj.org/problem?id=1222",
               {1.0, 10000, "its page: Time Limit: 1000MS, Memory Limit: 10000K"},
               layout,
               0,
               checker,
               generate_poj1222,
               validate_poj1222,
               nullptr},
       Problem{"uva1560",
               "poj1222",
               "UVa 1560 \"Extended Lights Out\" (its copy on Luogu)",
               "https://www.luogu.com.cn/problem/UVA1560",
               {3.0, 131072,
                "not known: no copy of its page's limits was found; UVa's usual 3 s (its pages show 3.000 seconds "
                "on most problems); memory: UVa publishes none, the most generous known mirror's, BOJ 6363: 128 MB"},
               layout,
               0,
               checker,
               generate_poj1222,
               validate_poj1222,
               nullptr},
       Problem{"boj6363",
               "poj1222",
               "BOJ 6363 \"Extended Lights Out\"",
               "https://www.acmicpc.net/problem/6363",
               {1.0, 131072, "its page: 1 second, 128 MB"},
               layout,
               0,
               checker,
               generate_poj1222,
               validate_poj1222,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_POJ1222_HPP
