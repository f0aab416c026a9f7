// uva11212: UVa 11212 "Editing a Book" (docs/binaries/uva11212.md). Cases of n paragraphs (2-9) until
// a lone 0; per case "Case k: m", the fewest cut-and-paste operations that order the paragraphs,
// checked line by line. Its judge tests, shaped like the statement's data (at most 20 cases a file):
// the sample, the bounds (2 and 9 paragraphs, sorted and reversed), 40 files of 20 random orders of
// 2-9 paragraphs and 25 files of 20 random orders of 9 (about a third of them need the most, 5
// operations). Its stress tests: 10 files of 20 orders of 9 paragraphs with no paragraph followed by
// the next (71% of those need 5 operations, the rest 4). Costs: linear in the output.
// Its judge ID is the binary's name: UVa 11212 is its only judge.
#ifndef JUDGE_PROBLEMS_UVA11212_HPP
#define JUDGE_PROBLEMS_UVA11212_HPP

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/problem.hpp"

namespace judge {

const long uva11212_max_cases = 20;  // the statement's "at most 20 test cases"

inline std::string uva11212_cases(const std::vector<Tiles>& orders) {
  std::string text;
  for (const Tiles& paragraphs : orders)
    text += std::to_string(paragraphs.size()) + "\n" + board_text(paragraphs, "", static_cast<int>(paragraphs.size()));
  return text + "0\n";
}

inline Tiles uva11212_ordered(int n) {
  Tiles paragraphs;
  for (int paragraph = 1; paragraph <= n; ++paragraph) paragraphs.push_back(paragraph);
  return paragraphs;
}

// Whether no paragraph is followed by the next one, the first is not 1 and the last not n.
inline bool uva11212_every_successor_wrong(const Tiles& paragraphs) {
  int before = 0;
  for (int paragraph : paragraphs)
    if (paragraph == before + 1)
      return false;
    else
      before = paragraph;
  return before != static_cast<int>(paragraphs.size());
}

inline Tiles uva11212_random_order(Random& random, int n) {
  Tiles paragraphs = uva11212_ordered(n);
  random.shuffle(paragraphs);
  return paragraphs;
}

// The groups beyond the sample.
inline void add_uva11212_groups(TestSet& tests) {
  Random random(11212);
  std::vector<Tiles> bounds = {uva11212_ordered(2), {2, 1}, uva11212_ordered(9)};
  for (int n = 3; n <= 9; ++n) {
    Tiles reversed = uva11212_ordered(n);
    std::reverse(reversed.begin(), reversed.end());
    bounds.push_back(reversed);  // floor(n / 2) + 1 operations
  }
  tests.push_back({"edge-bounds", uva11212_cases(bounds)});
  std::vector<Tiles> orders;
  for (int i = 0; i < 40 * uva11212_max_cases; ++i)
    orders.push_back(uva11212_random_order(random, random.between(2, 9)));
  add_in_runs(tests, "random", orders, uva11212_max_cases, uva11212_cases);
  orders.clear();
  for (int i = 0; i < 25 * uva11212_max_cases; ++i) orders.push_back(uva11212_random_order(random, 9));
  add_in_runs(tests, "nine-paragraphs", orders, uva11212_max_cases, uva11212_cases);
  orders.clear();
  while (orders.size() < 10 * uva11212_max_cases) {
    const Tiles order = uva11212_random_order(random, 9);
    if (uva11212_every_successor_wrong(order)) orders.push_back(order);
  }
  add_in_runs(tests, "stress-every-successor-wrong", orders, uva11212_max_cases, uva11212_cases);
}

inline TestSet generate_uva11212(const std::filesystem::path& source_dir) {
  TestSet tests = samples(source_dir, "uva11212");
  add_uva11212_groups(tests);
  return tests;
}

// uva11212 (UVa 11212): at most 20 cases of n (2-9) and a permutation of 1..n, then a lone 0 and
// nothing after it.
inline void validate_uva11212(CaseTokens& tokens) {
  if (tokens.at_end()) return tokens.beyond_limits("expected cases and the closing 0, input is empty");
  for (;; tokens.next_case()) {
    const std::string first = tokens.next("the number of paragraphs, 2-9, or the closing 0");
    if (first == "0") break;
    if (tokens.case_number() > uva11212_max_cases)
      tokens.beyond_limits("expected the closing 0 after 20 cases, got " + puzzle::quoted(first));
    long n = 0;
    if (!puzzle::parse_natural(first, 9, n) || n < 2)
      tokens.fail("expected the number of paragraphs, 2-9, or the closing 0, got " + puzzle::quoted(first));
    tiles_once(tokens, numbered(static_cast<int>(n), 1, ""), static_cast<std::size_t>(n),
               "a paragraph 1-" + puzzle::decimal(n), "paragraph");
  }
  tokens.expect_end("the closing 0");
}

inline std::vector<Problem> uva11212_problems() {
  const std::string layout = "cases of a line n (2-9) and a line of a permutation of 1..n, until a line holding 0";
  return with_suite_problem(
      "uva11212", layout, generate_uva11212, validate_uva11212,
      {Problem{"uva11212",
               "uva11212",
               "UVa 11212 \"Editing a Book\"",
               "https://onlinejudge.org/external/112/11212.pdf",
               {3.0, 65536,
                "not known: no copy of its page's limits was found; UVa's usual 3 s (its pages "
                "show 3.000 seconds on most problems); memory: UVa publishes none, 64 MiB chosen"},
               layout,
               0,
               line_checker(1),
               generate_uva11212,
               validate_uva11212,
               nullptr}});
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_UVA11212_HPP
