// What the judge knows of a problem it judges: which of the suite's binaries answers it, the judge
// problem and its page, its limits and where they come from, its input layout, its checker, its test
// generator and input validator, and a promise of its statement on the answers. Each binary's file
// (problems/<binary>.hpp) fills in one per judge problem (a profile: `judge poj1077`), and the suite's
// own problem (`judge eight`: the binary's whole format, under the strictest of its profiles' limits);
// problems.hpp lists them.
#ifndef JUDGE_PROBLEM_HPP
#define JUDGE_PROBLEM_HPP

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <string>
#include <vector>

#include "judge/checkers.hpp"
#include "judge/validators.hpp"

namespace judge {

struct TestFile {
  std::string name;  // NAME of NAME.in / NAME.ans
  std::string input;
};
typedef std::vector<TestFile> TestSet;

struct JudgeLimits {
  // A constructor, not an aggregate: GCC 12 at -O3 warns of an uninitialized string in a nested
  // aggregate of strings (a false maybe-uninitialized).
  JudgeLimits(double time_seconds, long kib, const std::string& where)
      : seconds(time_seconds), memory_kib(kib), source(where) {}

  double seconds;      // processor time a test
  long memory_kib;     // memory a test (process_runner.hpp says how it is measured)
  std::string source;  // where they come from: the page, a mirror's page, or "not known"
};

struct Problem {
  std::string
      name;  // what `judge NAME` takes: a judge problem's id (poj1077) or, for the suite's own, the binary's name
  std::string binary;  // the suite's binary that answers it
  std::string title;   // the judge problem ("POJ 1077 \"Eight\""), or the judges the suite's own stands for
  std::string page;    // the judge's public page of the problem; empty for the suite's own
  JudgeLimits limits;
  std::string layout;   // the input, in words
  int tokens_per_line;  // every line of an input holds this many tokens (one board a line); 0: any layout
  Checker checker;
  TestSet (*generate)(const std::filesystem::path& source_dir);
  void (*validate)(CaseTokens&);
  // A promise of the statement on the answers that the validator cannot check (the longest answer):
  // what an answer of the suite's binary breaks, or empty. Null when there is none.
  std::string (*answer_error)(const std::string& answer);
};

// The suite's own problem for `binary`, first, then its judges' `profiles`: the binary's whole format
// (`layout`, `generate`, `validate`), under the strictest of the profiles' limits, so that an AC here
// is an AC under each of them. A profile named as the binary (its judge ID is the binary's name:
// luogu1379) is the suite's problem itself: it comes first and no other is made, so one problem holds
// the name; its validator then reports what its judge narrows of the binary's format (one board a
// file) as the judge's limits, so that, format only, it accepts what the binary accepts.
// Precondition: profiles is not empty.
inline std::vector<Problem> with_suite_problem(const std::string& binary, const std::string& layout,
                                               TestSet (*generate)(const std::filesystem::path&),
                                               void (*validate)(CaseTokens&), const std::vector<Problem>& profiles) {
  const auto named_as_binary = [&binary](const Problem& profile) { return profile.name == binary; };
  const auto same_name = std::find_if(profiles.begin(), profiles.end(), named_as_binary);
  if (same_name != profiles.end()) {
    std::vector<Problem> all(1, *same_name);
    std::copy_if(profiles.begin(), profiles.end(), std::back_inserter(all),
                 [&](const Problem& p) { return !named_as_binary(p); });
    return all;
  }
  const auto by_time = [](const Problem& a, const Problem& b) { return a.limits.seconds < b.limits.seconds; };
  const auto by_memory = [](const Problem& a, const Problem& b) { return a.limits.memory_kib < b.limits.memory_kib; };
  const Problem& fastest = *std::min_element(profiles.begin(), profiles.end(), by_time);
  const Problem& smallest = *std::min_element(profiles.begin(), profiles.end(), by_memory);
  std::string titles;
  for (const Problem& profile : profiles) titles += (titles.empty() ? "" : ", ") + profile.name;
  Problem suite = profiles.front();
  suite.name = binary;
  suite.title = "the suite's " + binary + ", for " + titles;
  suite.page.clear();
  suite.limits = {fastest.limits.seconds, smallest.limits.memory_kib,
                  profiles.size() == 1
                      ? "its judge's, as " + fastest.name + " has them"
                      : "the strictest of its judges': " + fastest.name + "'s time, " + smallest.name + "'s memory"};
  suite.layout = layout;
  suite.tokens_per_line = 0;
  suite.generate = generate;
  suite.validate = validate;
  std::vector<Problem> all(1, suite);
  all.insert(all.end(), profiles.begin(), profiles.end());
  return all;
}

}  // namespace judge

#endif  // JUDGE_PROBLEM_HPP
