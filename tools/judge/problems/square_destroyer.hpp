// square_destroyer: POJ 1084, ZOJ 1031, UVa 1603, AcWing 182 "Square Destroyer"
// (docs/binaries/square_destroyer.md). T grids of n x n matchsticks (n 1-5) with k sticks missing;
// per grid the fewest further sticks whose removal leaves no square, checked line by line. Its judge
// tests: the sample, the edges (n = 1 whole and broken, every stick missing, each whole grid up to
// n = 4), 100 random grids, the 60 grids of n = 5 missing one stick (the slowest in the judges' data
// for a textbook search), and grids where taking the stick in the most squares first is wrong (random
// n = 4, 5 grids, 10-30% missing). Its stress test: the whole 5 x 5 grid (not in the judges' data).
// Costs: linear in the output.
// Its judges, the same format and tests: POJ 1084 (poj1084), ZOJ 1031 (zoj1031), UVa 1603
// (uva1603), AcWing 182 (acwing182).
#ifndef JUDGE_PROBLEMS_SQUARE_DESTROYER_HPP
#define JUDGE_PROBLEMS_SQUARE_DESTROYER_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

inline int grid_sticks(int n) { return 2 * n * (n + 1); }

struct StickGrid {
  int n;
  std::vector<int> missing;  // stick numbers 1..2n(n+1)
};

inline std::string square_destroyer_cases(const std::vector<StickGrid>& grids) {
  std::string text = std::to_string(grids.size()) + "\n";
  for (const StickGrid& grid : grids) {
    text += std::to_string(grid.n) + "\n" + std::to_string(grid.missing.size());
    for (int stick : grid.missing) text += " " + std::to_string(stick);
    text += "\n";
  }
  return text;
}

// A grid of side n with each stick missing with probability percent / 100.
inline StickGrid random_grid(Random& random, int n, int percent) {
  StickGrid grid{n, {}};
  for (int stick = 1; stick <= grid_sticks(n); ++stick)
    if (random.between(0, 99) < percent) grid.missing.push_back(stick);
  random.shuffle(grid.missing);
  return grid;
}

inline TestSet generate_square_destroyer(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "square_destroyer");
  Random random(1084);
  std::vector<StickGrid> grids = {{1, {}}, {1, {3}}};
  StickGrid bare{5, {}};
  for (int stick = 1; stick <= grid_sticks(5); ++stick) bare.missing.push_back(stick);
  grids.push_back(bare);
  for (int n = 1; n <= 4; ++n) grids.push_back({n, {}});
  tests.push_back({"edge-edges", square_destroyer_cases(grids)});
  // The 5 x 5 grid with no stick missing: slow for the textbook search and, as its author notes, not
  // in the judges' data.
  tests.push_back({"stress-5-whole", square_destroyer_cases({{5, {}}})});
  grids.clear();
  for (int i = 0; i < 100; ++i) grids.push_back(random_grid(random, random.between(1, 5), random.between(0, 29)));
  tests.push_back({"random-100", square_destroyer_cases(grids)});
  grids.clear();
  for (int stick = 1; stick <= grid_sticks(5); ++stick) grids.push_back({5, {stick}});
  tests.push_back({"hard-5-missing-one", square_destroyer_cases(grids)});
  grids.clear();
  for (int i = 0; i < 60; ++i) grids.push_back(random_grid(random, random.between(4, 5), random.between(10, 30)));
  tests.push_back({"break-greedy", square_destroyer_cases(grids)});
  return tests;
}

// square_destroyer (POJ 1084): T, then T grids: n (1-5), then k (0 to the grid's 2n(n+1) sticks) and
// k stick numbers 1..2n(n+1). The statement's sticks are k different ones: a repeated one is beyond
// its limits (the binaries take it once).
inline void validate_square_destroyer(CaseTokens& tokens) {
  const long count = tokens.count("the number of grids T, 1-1000000", 1, 1000000);
  for (long i = 0; i < count; ++i, tokens.next_case()) {
    const long n = tokens.number("the grid's size n, 1-5", 1, 5);
    const long sticks = grid_sticks(static_cast<int>(n));
    const long k = tokens.number("the number of missing sticks, 0-" + puzzle::decimal(sticks), 0, sticks);
    std::vector<bool> seen(static_cast<std::size_t>(sticks) + 1, false);
    for (long j = 0; j < k; ++j) {
      const long stick = tokens.number("a stick 1-" + puzzle::decimal(sticks), 1, sticks);
      if (seen[static_cast<std::size_t>(stick)])
        tokens.beyond_limits("expected k different sticks, got " + puzzle::decimal(stick) + " twice");
      seen[static_cast<std::size_t>(stick)] = true;
    }
  }
  tokens.expect_end("the " + puzzle::decimal(count) + " grids announced");
}

inline std::vector<Problem> square_destroyer_problems() {
  const std::string layout = "T, then per grid a line n (1-5) and a line k and the k missing sticks";
  const JudgeLimits acwing = {1.0, 10240, "its page: 1s / 10MB"};
  const JudgeLimits poj = {1.0, 10000,
                           "its page, as kuangbin's blog \"POJ 1084 Square Destroyer (Dancing Links)\" "
                           "copies it: Time Limit: 1000MS, Memory Limit: 10000K"};
  const JudgeLimits uva = {3.0, 32768,
                           "not known: its page gives none; UVa's usual 3 s (its pages show 3.000 seconds on "
                           "most problems); memory: UVa publishes none, the most generous known mirror's, ZOJ 1031: "
                           "32768 KB"};
  return with_suite_problem(
      "square_destroyer", "T, then per grid n (1-5), k and k sticks, across any whitespace", generate_square_destroyer,
      validate_square_destroyer,
      {Problem{"poj1084", "square_destroyer", "POJ 1084 \"Square Destroyer\"", "http://poj.org/problem?id=1084", poj,
               layout, 0, line_checker(1), generate_square_destroyer, validate_square_destroyer, nullptr},
       Problem{"zoj1031",
               "square_destroyer",
               "ZOJ 1031 \"Square Destroyer\"",
               "http://icpc.njust.edu.cn/Problem/Zju/1031/",
               {10.0, 32768, "its page, as copied by a mirror: 10000 ms, 32768 KB"},
               layout,
               0,
               line_checker(1),
               generate_square_destroyer,
               validate_square_destroyer,
               nullptr},
       Problem{"uva1603", "square_destroyer", "UVa 1603 \"Square Destroyer\"",
               "https://onlinejudge.org/external/16/1603.pdf", uva, layout, 0, line_checker(1),
               generate_square_destroyer, validate_square_destroyer, nullptr},
       Problem{"acwing182", "square_destroyer", "AcWing 182 \"破坏正方形\" (Square Destroyer)",
               "https://www.acwing.com/problem/content/184/", acwing, layout, 0, line_checker(1),
               generate_square_destroyer, validate_square_destroyer, nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_SQUARE_DESTROYER_HPP
