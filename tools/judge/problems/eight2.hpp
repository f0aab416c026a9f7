// eight2: HDU 3567 "Eight II" (docs/binaries/eight2.md). T pairs of boards, start and goal, each 9
// characters 1-8 and X; per pair "Case k: d" and the smallest of the shortest move strings, checked
// line by line (the answers are unique). Its tests: the samples, start equal to goal for each blank
// cell, the farthest pairs for each blank cell, and 200 random pairs (T at its limit).
// Costs: 9 breadth-first searches over the 9!/2 boards.
// Its judge: HDU 3567 (hdu3567), the same format, its published sample only.
#ifndef JUDGE_PROBLEMS_EIGHT2_HPP
#define JUDGE_PROBLEMS_EIGHT2_HPP

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "judge/generators.hpp"
#include "judge/permutation_bfs.hpp"
#include "judge/problem.hpp"

namespace judge {

inline std::string packed_text(const Tiles& board) {
  std::string text;
  for (int tile : board) text += tile == 0 ? 'X' : static_cast<char>('0' + tile);
  return text;
}

inline std::string eight2_cases(const std::vector<std::pair<Tiles, Tiles>>& pairs) {
  std::string text = std::to_string(pairs.size()) + "\n";
  for (const auto& pair : pairs) text += packed_text(pair.first) + "\n" + packed_text(pair.second) + "\n";
  return text;
}

// Tiles 1-8 in order with the blank at `cell`.
inline Tiles blank_at(int cell) {
  Tiles board(grid_cells);
  for (int i = 0, tile = 1; i < grid_cells; ++i) board[static_cast<std::size_t>(i)] = i == cell ? 0 : tile++;
  return board;
}

// Both boards with their tiles 1-8 renamed by one random permutation: the same distance apart.
inline std::pair<Tiles, Tiles> renamed(Random& random, Tiles start, Tiles goal) {
  Tiles names = random_tiles(random, 8);
  for (Tiles* board : {&start, &goal})
    for (int& tile : *board) tile = tile == 0 ? 0 : names[static_cast<std::size_t>(tile - 1)] + 1;
  return std::make_pair(start, goal);
}

// The groups beyond the samples.
inline void add_eight2_groups(TestSet& tests) {
  Random random(3567);
  std::vector<std::pair<Tiles, Tiles>> pairs;
  for (int cell = 0; cell < grid_cells; ++cell) pairs.push_back(renamed(random, blank_at(cell), blank_at(cell)));
  tests.push_back({"edge-start-is-goal", eight2_cases(pairs)});
  pairs.clear();
  for (int cell = 0; cell < grid_cells; ++cell) {
    const std::vector<Tiles> farthest_boards = farthest(distances_from(blank_at(cell), sliding_neighbours));
    for (int i = 0; i < 4; ++i)
      pairs.push_back(renamed(random, farthest_boards[random.below(farthest_boards.size())], blank_at(cell)));
  }
  tests.push_back({"hard-farthest-per-blank-cell", eight2_cases(pairs)});
  pairs.clear();
  for (int i = 0; i < 200; ++i) {
    const Tiles start = random_tiles(random, 9);
    Tiles goal = random_tiles(random, 9);
    pairs.push_back(std::make_pair(start, move_invariant(goal) == move_invariant(start) ? goal : other_parity(goal)));
  }
  tests.push_back({"break-search-per-case-200", eight2_cases(pairs)});
}

inline TestSet generate_eight2(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "eight2");
  add_eight2_groups(tests);
  return tests;
}

// The judges' published sample (sample-1) and the groups: without the suite's samples of other layouts.
inline TestSet generate_eight2_judges(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "eight2", {"sample-1"});
  add_eight2_groups(tests);
  return tests;
}

// A board of 9 characters 1-8 and X as tiles 0 (X) and 1-8.
inline Tiles packed_board(CaseTokens& tokens, const std::string& what) {
  const std::string token = tokens.next(what);
  Tiles board;
  unsigned seen = 0;
  for (char c : token) {
    const int tile = c == 'X' ? 0 : c >= '1' && c <= '8' ? c - '0' : -1;
    if (tile < 0 || (seen >> tile & 1u)) break;
    seen |= 1u << tile;
    board.push_back(tile);
  }
  if (token.size() != 9 || board.size() != 9) tokens.fail("expected " + what + ", got " + puzzle::quoted(token));
  return board;
}

// eight2 (HDU 3567): T (1-200), then T pairs of boards, each 9 characters 1-8 and X; the goal must be
// reachable from the start.
inline void validate_eight2(CaseTokens& tokens) {
  const long count = tokens.count("the number of cases T, 1-200", 1, 200);
  for (long i = 0; i < count; ++i, tokens.next_case()) {
    const Tiles start = packed_board(tokens, "a start board of 9 characters 1-8 and X, each once");
    const Tiles goal = packed_board(tokens, "a goal board of 9 characters 1-8 and X, each once");
    if (move_invariant(start) != move_invariant(goal))
      tokens.fail("expected a goal reachable from the start (the same inversion parity), got an unreachable one");
  }
  tokens.expect_end("the " + puzzle::decimal(count) + " cases announced");
}

inline std::vector<Problem> eight2_problems() {
  return with_suite_problem(
      "eight2",
      "T (at most 200), then T pairs of boards, start and goal, 9 characters 1-8 and X each, across any whitespace",
      generate_eight2, validate_eight2,
      {Problem{
          "hdu3567",
          "eight2",
          "HDU 3567 \"Eight II\"",
          "http://acm.hdu.edu.cn/showproblem.php?pid=3567",
          {2.0, 65536, "not known: no copy of its page's limits, nor of a mirror's, was found; 2 s, 64 MiB chosen"},
          "T (at most 200), then T pairs of lines, start and goal, 9 characters 1-8 and X each",
          1,
          line_checker(2),
          generate_eight2_judges,
          validate_eight2,
          nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_EIGHT2_HPP
