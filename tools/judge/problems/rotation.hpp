// rotation: UESTC 485 "Game" (docs/binaries/rotation.md). T cases of a start board (1-9) and a target
// (1-9 or *); per case "Case #k: N" or "Case #k: No Solution!", checked line by line. Its tests: the
// samples, the edges, 300 cases at the largest distance, and 1,000 cases (T at its limit).
// Costs: one breadth-first search over the 9!/2 boards.
// Its judge: UESTC 485 (uestc485), the same format, its published sample only.
#ifndef JUDGE_PROBLEMS_ROTATION_HPP
#define JUDGE_PROBLEMS_ROTATION_HPP

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "judge/generators.hpp"
#include "judge/permutation_bfs.hpp"
#include "judge/problem.hpp"

namespace judge {

// The 12 moves: each row rotated left and right, each column up and down.
inline void rotation_neighbours(const Tiles& board, std::vector<Tiles>& out) {
  for (int line = 0; line < 6; ++line) {
    const int first = line < 3 ? 3 * line : line - 3, step = line < 3 ? 1 : 3;
    for (int shift = 1; shift <= 2; ++shift) {
      out.push_back(board);
      for (int i = 0; i < 3; ++i)
        out.back()[static_cast<std::size_t>(first + step * i)] =
            board[static_cast<std::size_t>(first + step * ((i + shift) % 3))];
    }
  }
}

// Tiles 0-8 shown as 1-9; -1 as the wildcard *.
inline std::string rotation_board(const Tiles& board) {
  std::string text;
  for (std::size_t cell = 0; cell < board.size(); ++cell) {
    text += board[cell] < 0 ? std::string("*") : std::to_string(board[cell] + 1);
    text += cell % 3 == 2 ? "\n" : " ";
  }
  return text;
}

inline std::string rotation_cases(const std::vector<std::pair<Tiles, Tiles>>& cases) {
  std::string text = std::to_string(cases.size()) + "\n";
  for (const auto& one : cases) text += rotation_board(one.first) + rotation_board(one.second);
  return text;
}

// `target` with `wildcards` random cells made *.
inline Tiles with_wildcards(Random& random, Tiles target, int wildcards) {
  Tiles cells = random_tiles(random, 9);
  for (int i = 0; i < wildcards; ++i) target[static_cast<std::size_t>(cells[static_cast<std::size_t>(i)])] = -1;
  return target;
}

// The groups beyond the samples.
inline void add_rotation_groups(TestSet& tests) {
  Random random(485);
  const Tiles start = random_tiles(random, 9);
  tests.push_back({"edge-edges", rotation_cases({{start, start},
                                                 {start, with_wildcards(random, start, 9)},
                                                 {start, other_parity(start)},
                                                 {start, with_wildcards(random, other_parity(start), 1)},
                                                 {start, with_wildcards(random, random_tiles(random, 9), 2)}})});
  const std::vector<Tiles> deepest = farthest(distances_from(in_order(9), rotation_neighbours));
  std::vector<std::pair<Tiles, Tiles>> cases;
  for (int i = 0; i < 300; ++i) {
    const Tiles names = random_tiles(random, 9), deep = deepest[random.below(deepest.size())];
    Tiles target(9);
    for (std::size_t cell = 0; cell < 9; ++cell) target[cell] = names[static_cast<std::size_t>(deep[cell])];
    cases.push_back(std::make_pair(names, target));
  }
  tests.push_back({"hard-8-moves", rotation_cases(cases)});
  cases.clear();
  for (int i = 0; i < 1000; ++i)
    cases.push_back(std::make_pair(random_tiles(random, 9), with_wildcards(random, random_tiles(random, 9), i % 10)));
  tests.push_back({"break-search-per-case-1000", rotation_cases(cases)});
}

inline TestSet generate_rotation(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "rotation");
  add_rotation_groups(tests);
  return tests;
}

// The judges' published sample (sample-1) and the groups: without the suite's samples of other layouts.
inline TestSet generate_rotation_judges(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "rotation", {"sample-1"});
  add_rotation_groups(tests);
  return tests;
}

// rotation (UESTC 485): T (1-1000), then T cases: a start board, the tiles 1-9 once each, and a target
// of 1-9 or *, its digits distinct.
inline void validate_rotation(CaseTokens& tokens) {
  const long count = tokens.count("the number of cases T, 1-1000", 1, 1000);
  const std::vector<std::string> names = numbered(9, 1, "");
  for (long i = 0; i < count; ++i, tokens.next_case()) {
    tiles_once(tokens, names, 9, "a tile 1-9 in the start board");
    tiles_once(tokens, names, 9, "a tile 1-9 or * in the target", "tile", "*");
  }
  tokens.expect_end("the " + puzzle::decimal(count) + " cases announced");
}

inline std::vector<Problem> rotation_problems() {
  return with_suite_problem(
      "rotation", "T (at most 1000), then per case 9 tiles 1-9 and 9 of 1-9 or *, across any whitespace",
      generate_rotation, validate_rotation,
      {Problem{"uestc485",
               "rotation",
               "UESTC 485 \"Game\"",
               "https://cdoj.site/d/lutece/p/Lutece0485",
               {1.0, 65536,
                "not known: no copy of its page's limits, nor of a mirror's, was found; the judge's default for a "
                "new problem (github.com/UESTC-ACM/CDOJ, trunk/src/main/sql/uestcoj.sql): 1000 ms, 64 MB"},
               "T (at most 1000), then per case 6 lines of 3: the start (1-9), then the target (1-9 or *)",
               0,
               line_checker(1),
               generate_rotation_judges,
               validate_rotation,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_ROTATION_HPP
