// Shared by the oracle tests that run a solver binary end to end: feeds it an input through a file
// named after the running test (so tests may run in parallel) and returns its exit status and stdout.
#ifndef PUZZLE_TESTS_RUN_BINARY_HPP
#define PUZZLE_TESTS_RUN_BINARY_HPP

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

namespace oracle_test {

// Runs `binary` with `input` on stdin; returns its exit status and fills `lines` with its stdout lines.
inline int run_binary(const std::string& binary, const std::string& input, std::vector<std::string>& lines) {
  const testing::TestInfo& test = *testing::UnitTest::GetInstance()->current_test_info();
  std::string name = std::string(test.test_suite_name()) + "." + test.name();
  std::replace(name.begin(), name.end(), '/', '_');  // parameterised tests are named Suite/Test/N
  const std::string stem = testing::TempDir() + name;
  std::ofstream(stem + ".in") << input;
  const int status = std::system((binary + " < " + stem + ".in > " + stem + ".out").c_str());
  std::ifstream out(stem + ".out");
  lines.clear();
  for (std::string line; std::getline(out, line);) lines.push_back(line);
  std::remove((stem + ".in").c_str());
  std::remove((stem + ".out").c_str());
  return status;
}

}  // namespace oracle_test

#endif  // PUZZLE_TESTS_RUN_BINARY_HPP
