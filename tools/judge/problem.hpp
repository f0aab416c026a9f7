// What the judge knows of a problem: the judges that set it, its default limits and where they come
// from, its checker, its test generator and input validator, and a promise of its statement on the
// answers. Each problem fills one in its own file (problems/<binary>.hpp); problems.hpp lists them.
#ifndef JUDGE_PROBLEM_HPP
#define JUDGE_PROBLEM_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/checkers.hpp"
#include "judge/validators.hpp"

namespace judge {

struct TestFile {
  std::string name;   // NAME of NAME.in / NAME.ans
  std::string input;
};
typedef std::vector<TestFile> TestSet;

struct Problem {
  std::string name;  // the suite's binary
  std::string judges;
  double time_limit;  // seconds of processor time
  long memory_mib;
  std::string limits_source;
  Checker checker;
  TestSet (*generate)(const std::filesystem::path& source_dir);
  void (*validate)(CaseTokens&);
  // A promise of the statement on the answers that the validator cannot check (the longest answer):
  // what an answer of the suite's binary breaks, or empty. Null when there is none.
  std::string (*answer_error)(const std::string& answer);
};

}  // namespace judge

#endif  // JUDGE_PROBLEM_HPP
