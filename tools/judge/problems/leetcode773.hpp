// leetcode773: LeetCode 773 "Sliding Puzzle" and LintCode 941 (docs/binaries/leetcode773.md): 2x3
// boards, each as LeetCode writes a test case, [[a,b,c],[d,e,f]] (its tokens joined until the brackets
// close), or six numbers 0-5; per board the fewest moves to [[1,2,3],[4,5,0]], or -1, checked line by
// line. Both judges call a function, not a program: these profiles hold the binary, a command-line
// form, to their examples and limits. leetcode773's judge ID is the binary's name, so its problem is
// the suite's (problem.hpp).
// Tests: the examples, the goal, boards one move away, 100 random boards, the deepest board (21
// moves) and those of 20, and every one of the 720 boards (half -1).
// Costs: one breadth-first search over the 720 boards.
#ifndef JUDGE_PROBLEMS_LEETCODE773_HPP
#define JUDGE_PROBLEMS_LEETCODE773_HPP

#include <algorithm>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

inline Tiles leetcode773_goal() { return Tiles{1, 2, 3, 4, 5, 0}; }

// [[a,b,c],[d,e,f]] on one line.
inline std::string leetcode773_boards(const std::vector<Tiles>& boards) {
  std::string text;
  for (const Tiles& b : boards)
    text += "[[" + std::to_string(b[0]) + "," + std::to_string(b[1]) + "," + std::to_string(b[2]) + "],[" +
            std::to_string(b[3]) + "," + std::to_string(b[4]) + "," + std::to_string(b[5]) + "]]\n";
  return text;
}

// Every board that reaches the goal, with its distance, by breadth-first search from the goal.
inline std::map<Tiles, int> leetcode773_distances() {
  std::map<Tiles, int> distance = {{leetcode773_goal(), 0}};
  std::vector<Tiles> frontier(1, leetcode773_goal());
  for (std::size_t head = 0; head < frontier.size(); ++head) {
    const Tiles board = frontier[head];
    const int blank = static_cast<int>(std::find(board.begin(), board.end(), 0) - board.begin());
    for (const int target : {blank - 3, blank + 3, blank % 3 > 0 ? blank - 1 : -1, blank % 3 < 2 ? blank + 1 : -1}) {
      if (target < 0 || target >= 6) continue;
      Tiles next = board;
      std::swap(next[blank], next[target]);
      if (distance.count(next)) continue;
      distance[next] = distance.at(board) + 1;
      frontier.push_back(next);
    }
  }
  return distance;
}

inline TestSet generate_leetcode773(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "leetcode773");
  Random random(773);
  const std::map<Tiles, int> distance = leetcode773_distances();
  std::vector<Tiles> one_move, deepest, all;
  int largest = 0;
  for (const auto& [board, moves] : distance) largest = std::max(largest, moves);
  for (const auto& [board, moves] : distance) {
    if (moves == 1) one_move.push_back(board);
    if (moves >= largest - 1) deepest.push_back(board);
  }
  Tiles board = in_order(6);
  do all.push_back(board);
  while (std::next_permutation(board.begin(), board.end()));
  tests.push_back({"edge-solved", leetcode773_boards({leetcode773_goal()})});
  tests.push_back({"edge-one-move", leetcode773_boards(one_move)});
  std::vector<Tiles> boards;
  for (int i = 0; i < 100; ++i) boards.push_back(random_tiles(random, 6));
  tests.push_back({"random-100", leetcode773_boards(boards)});
  tests.push_back({"hard-" + std::to_string(largest) + "-and-" + std::to_string(largest - 1) + "-moves",
                   leetcode773_boards(deepest)});
  tests.push_back({"break-every-board", leetcode773_boards(all)});
  return tests;
}

// The binary's reading of one board, from its first token: brackets joined until they close (up to
// 32 bytes) and spelled [[a,b,c],[d,e,f]], or six numbers 0-5; each of 0-5 once.
inline void validate_leetcode773_board(CaseTokens& tokens) {
  const std::string bracketed = "expected a board [[a,b,c],[d,e,f]] of 0-5, each once";
  const std::string one = "a number 0-5 or a board [[a,b,c],[d,e,f]]";
  const auto depth = [](const std::string& token) {
    return static_cast<int>(std::count(token.begin(), token.end(), '[') - std::count(token.begin(), token.end(), ']'));
  };
  std::string text = tokens.next(one);
  std::vector<int> seen;
  if (text[0] == '[') {
    for (int open = depth(text); open > 0 && text.size() <= 32;) {
      if (tokens.at_end()) tokens.fail(bracketed + ", input ends after " + puzzle::quoted(text));
      const std::string token = tokens.next(one);
      open += depth(token);
      text += token;
    }
    const std::string shape = "[[#,#,#],[#,#,#]]";
    bool fits = text.size() == shape.size();
    for (std::size_t i = 0; fits && i < shape.size(); ++i) {
      fits = shape[i] == '#'
                 ? text[i] >= '0' && text[i] <= '5' && std::count(seen.begin(), seen.end(), text[i] - '0') == 0
                 : text[i] == shape[i];
      if (shape[i] == '#') seen.push_back(text[i] - '0');
    }
    if (!fits) tokens.fail(bracketed + ", got " + puzzle::quoted(text));
    return;
  }
  for (int cell = 0; cell < 6; ++cell) {
    const std::string token = cell == 0 ? text : tokens.next(one);
    long tile = 0;
    if (!puzzle::parse_natural(token, 5, tile)) tokens.fail("expected " + one + ", got " + puzzle::quoted(token));
    if (std::count(seen.begin(), seen.end(), tile)) tokens.fail("number " + puzzle::quoted(token) + " appears twice");
    seen.push_back(static_cast<int>(tile));
  }
}

// Boards until end of input, at least one.
inline void validate_leetcode773(CaseTokens& tokens) {
  if (tokens.at_end()) tokens.beyond_limits("expected a board [[a,b,c],[d,e,f]], input is empty");
  for (; !tokens.at_end(); tokens.next_case()) validate_leetcode773_board(tokens);
}

inline std::vector<Problem> leetcode773_problems() {
  const std::string layout = "boards until end of input, each [[a,b,c],[d,e,f]] (or six numbers 0-5), one a line";
  const JudgeLimits chosen = {1.0, 65536, "not known: the judge publishes none for a function; chosen: 1 s, 64 MiB"};
  return with_suite_problem("leetcode773", layout, generate_leetcode773, validate_leetcode773,
                            {Problem{"leetcode773", "leetcode773", "LeetCode 773 \"Sliding Puzzle\"",
                                     "https://leetcode.com/problems/sliding-puzzle/", chosen, layout, 0,
                                     line_checker(1), generate_leetcode773, validate_leetcode773, nullptr},
                             Problem{"lintcode941", "leetcode773", "LintCode 941 \"Sliding Puzzle\" (LeetCode 773)",
                                     "https://www.lintcode.com/problem/941/", chosen, layout, 0, line_checker(1),
                                     generate_leetcode773, validate_leetcode773, nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_LEETCODE773_HPP
