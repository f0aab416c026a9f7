// magic_squares: USACO 3.2 "msquare", Luogu P2730, AcWing 1107 "Magic Squares" (IOI'96)
// (docs/binaries/magic_squares.md). Target boards of 8 numbers; per target the length of the shortest
// A/B/C sequence from 1 2 3 4 5 6 7 8, then its first in A < B < C, checked line by line. Its tests:
// the sample, the start itself and each move's image, the 5 farthest targets (22 moves), 45 random
// targets, 15 targets where another move order gives another sequence (about 70 runs a judge), and
// (the suite's own) all 40,320 targets in one input. Costs: one breadth-first search over the 40,320 boards, O(8! x 3).
// Its judges, one target an input, the same tests: USACO (usaco_msquare), Luogu P2730 (luogu2730),
// AcWing 1107 (acwing1107), which prints no second line for a length of 0: the empty line the others
// print is an empty line at the end of the output, which every judge ignores, so one checker serves.
#ifndef JUDGE_PROBLEMS_MAGIC_SQUARES_HPP
#define JUDGE_PROBLEMS_MAGIC_SQUARES_HPP

#include <algorithm>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

// A board as 8 digits read clockwise from the top left; the moves as the statements give them.
inline std::string magic_squares_move(const std::string& s, char move) {
  if (move == 'A') return std::string(s.rbegin(), s.rend());
  if (move == 'B') return std::string() + s[3] + s[0] + s[1] + s[2] + s[5] + s[6] + s[7] + s[4];
  return std::string() + s[0] + s[6] + s[1] + s[3] + s[4] + s[2] + s[5] + s[7];
}

// Every board reachable from 12345678 with the first shortest sequence found expanding the moves in
// `order` (the judges' answer for "ABC").
inline std::map<std::string, std::string> magic_squares_paths(const std::string& order) {
  std::map<std::string, std::string> path;
  std::vector<std::string> frontier(1, "12345678");
  path["12345678"] = "";
  for (std::size_t head = 0; head < frontier.size(); ++head)
    for (char move : order) {
      const std::string next = magic_squares_move(frontier[head], move);
      if (path.count(next)) continue;
      path[next] = path[frontier[head]] + move;
      frontier.push_back(next);
    }
  return path;
}

inline std::string magic_squares_target(const std::string& board) {
  std::string text;
  for (char digit : board) text += std::string(text.empty() ? "" : " ") + digit;
  return text + "\n";
}

// The targets beyond the sample, by group: each group's targets in one list.
inline std::vector<std::pair<std::string, std::vector<std::string>>> magic_squares_groups() {
  const std::map<std::string, std::string> smallest = magic_squares_paths("ABC"), other = magic_squares_paths("CBA");
  std::vector<std::pair<std::string, std::vector<std::string>>> groups;
  groups.push_back({"edge-start-and-one-move",
                    {"12345678", magic_squares_move("12345678", 'A'), magic_squares_move("12345678", 'B'),
                     magic_squares_move("12345678", 'C')}});
  std::vector<std::string> farthest, break_order, all;
  for (const auto& [board, path] : smallest) {
    all.push_back(board);
    if (path.size() == 22) farthest.push_back(board);
    if (path.size() >= 15 && other.at(board) != path && break_order.size() < 15) break_order.push_back(board);
  }
  groups.push_back({"hard-22-moves", farthest});
  Random random(2730);
  std::vector<std::string> picked;
  for (int i = 0; i < 45; ++i) picked.push_back(all[random.below(all.size())]);
  groups.push_back({"random", picked});
  groups.push_back({"break-move-order", break_order});
  return groups;
}

// The suite's own: the sample, each group in one input, and all 40,320 targets.
inline TestSet generate_magic_squares(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "magic_squares");
  std::string every;
  for (const auto& [name, targets] : magic_squares_groups()) {
    std::string text;
    for (const std::string& target : targets) text += magic_squares_target(target);
    tests.push_back({name, text});
  }
  for (const auto& [board, path] : magic_squares_paths("ABC")) every += magic_squares_target(board);
  tests.push_back({"hard-every-target", every});
  return tests;
}

// The judges': one target an input.
inline TestSet generate_magic_squares_judges(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "magic_squares", {"sample-1"});
  for (const auto& [name, targets] : magic_squares_groups())
    for (std::size_t i = 0; i < targets.size(); ++i)
      tests.push_back({name + "-" + std::to_string(i + 1), magic_squares_target(targets[i])});
  return tests;
}

// magic_squares (the suite's): targets of 8 numbers, each a permutation of 1-8, until end of input.
inline void validate_magic_squares(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected a target of 8 numbers, input is empty");
  for (; !tokens.at_end(); tokens.next_case()) tiles_once(tokens, numbered(8, 1, ""), 8, "a number 1-8", "number");
}

// The judges': exactly one target.
inline void validate_magic_squares_judges(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected a target of 8 numbers, input is empty");
  tiles_once(tokens, numbered(8, 1, ""), 8, "a number 1-8", "number");
  tokens.next_case();
  if (!tokens.at_end()) {
    tokens.beyond_limits("expected end of input after the one target, got more");
    for (; !tokens.at_end(); tokens.next_case()) tiles_once(tokens, numbered(8, 1, ""), 8, "a number 1-8", "number");
  }
}

inline std::vector<Problem> magic_squares_problems() {
  const std::string layout = "one line of 8 numbers, a permutation of 1-8";
  const Checker checker{by_line,
                        "line by line; blanks at line ends and empty lines at the end ignored (AcWing 1107 prints no "
                        "second line for a length of 0, the others an empty one: the same to this rule)",
                        2, MoveRules()};
  const JudgeLimits chosen = {1.0, 65536,
                              "not known: no copy of its page's limits, nor of a mirror's, was found; "
                              "chosen: 1 s / 64 MiB, AcWing's usual (AcWing 1107 is a copy)"};
  return with_suite_problem(
      "magic_squares", "targets of 8 numbers, each a permutation of 1-8, until end of input, across any whitespace",
      generate_magic_squares, validate_magic_squares,
      {Problem{"usaco_msquare", "magic_squares", "USACO 3.2 \"Magic Squares\" (msquare, IOI'96)",
               "https://train.usaco.org/usacoprob2?a=&S=msquare", chosen, layout, 0, checker,
               generate_magic_squares_judges, validate_magic_squares_judges, nullptr},
       Problem{"luogu2730", "magic_squares", "Luogu P2730 \"[USACO3.2] 魔板 Magic Squares\"",
               "https://www.luogu.com.cn/problem/P2730", chosen, layout, 0, checker, generate_magic_squares_judges,
               validate_magic_squares_judges, nullptr},
       Problem{"acwing1107", "magic_squares", "AcWing 1107 \"魔板\" (Magic Squares)",
               "https://www.acwing.com/problem/content/1109/", chosen, layout, 0, checker,
               generate_magic_squares_judges, validate_magic_squares_judges, nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_MAGIC_SQUARES_HPP
