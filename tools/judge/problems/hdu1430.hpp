// hdu1430: HDU 1430 "魔板" (docs/binaries/hdu1430.md). Pairs of 8-digit boards, start and target,
// until end of input; per pair the shortest A/B/C sequence, then its first in A < B < C (an empty line
// when the two are equal), checked line by line. Its tests: the sample, equal pairs between others,
// pairs whose start is not 12345678, the farthest pairs, pairs where another move order gives another
// sequence, and 20,000 random pairs (a search a pair, not one table renamed, is too slow). Costs: one
// breadth-first search over the 40,320 boards (magic_squares.hpp), then linear in the pairs.
// Its judge: HDU 1430 (hdu1430), the binary's own name: one problem, the suite's and the judge's.
#ifndef JUDGE_PROBLEMS_HDU1430_HPP
#define JUDGE_PROBLEMS_HDU1430_HPP

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"
#include "judge/problems/magic_squares.hpp"

namespace judge {

// `board` with its pieces renamed by `names` (piece d becomes names[d - 1]).
inline std::string renamed_board(const std::string& board, const std::string& names) {
  std::string renamed;
  for (char digit : board) renamed += names[static_cast<std::size_t>(digit - '1')];
  return renamed;
}

inline std::string random_names(Random& random) {
  std::vector<char> digits{'1', '2', '3', '4', '5', '6', '7', '8'};
  random.shuffle(digits);
  return std::string(digits.begin(), digits.end());
}

inline TestSet generate_hdu1430(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "hdu1430");
  Random random(1430);
  std::vector<std::string> all;
  for (const auto& [board, path] : magic_squares_paths("ABC")) all.push_back(board);
  const auto groups = magic_squares_groups();  // [1] the farthest targets, [3] those where the move order matters
  const auto pair = [](const std::string& start, const std::string& target) { return start + "\n" + target + "\n"; };
  std::string text;
  for (int i = 0; i < 5; ++i) {  // equal pairs, each between two others: its empty line inside the output
    const std::string names = random_names(random), board = all[random.below(all.size())];
    text += pair(names, renamed_board(board, names)) + pair(board, board);
  }
  tests.push_back({"edge-equal-pairs", text});
  text.clear();
  for (const std::string& board : groups[1].second) {  // the farthest, from renamed starts
    const std::string names = random_names(random);
    text += pair(names, renamed_board(board, names));
  }
  tests.push_back({"hard-22-moves-renamed", text});
  text.clear();
  for (const std::string& board : groups[3].second) {  // the move order matters
    const std::string names = random_names(random);
    text += pair("12345678", board) + pair(names, renamed_board(board, names));
  }
  tests.push_back({"break-move-order", text});
  text.clear();
  for (int i = 0; i < 20000; ++i) text += pair(all[random.below(all.size())], all[random.below(all.size())]);
  tests.push_back({"break-random-20000", text});
  return tests;
}

// One board: 8 digits 1-8, each once, in one token.
inline void hdu1430_board(CaseTokens& tokens, const std::string& which) {
  const std::string what = "the " + which + " board, 8 digits 1-8 each once";
  const std::string token = tokens.next(what);
  if (token.size() != 8) tokens.fail("expected " + what + ", got " + puzzle::quoted(token));
  unsigned seen = 0;
  for (char c : token) {
    if (c < '1' || c > '8' || (seen >> (c - '0') & 1u))
      tokens.fail("expected " + what + ", got " + puzzle::quoted(token));
    seen |= 1u << (c - '0');
  }
}

// hdu1430: pairs of boards, start then target, until end of input (at least one).
inline void validate_hdu1430(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected a start board, input is empty");
  for (; !tokens.at_end(); tokens.next_case()) {
    hdu1430_board(tokens, "start");
    hdu1430_board(tokens, "target");
  }
}

// One problem: the binary's name is its judge's ID, so the suite's own problem is the judge's profile.
inline std::vector<Problem> hdu1430_problems() {
  return {
      Problem{"hdu1430",
              "hdu1430",
              "HDU 1430 \"魔板\"",
              "http://acm.hdu.edu.cn/showproblem.php?pid=1430",
              {1.0, 32768,
               "not known: no copy of its page's limits, nor of a mirror's, was found; chosen: 1 s (a table renamed "
               "a pair passes, a search a pair does not) / 32 MiB"},
              "pairs of lines, the start and the target, each 8 digits 1-8, until end of input (any whitespace)",
              0,
              line_checker(1),
              generate_hdu1430,
              validate_hdu1430,
              nullptr}};
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_HDU1430_HPP
