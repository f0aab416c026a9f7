// The problems the judge knows, each binary's in its own file (problems/<binary>.hpp: generator,
// validator, checker and limits together), for every binary of the list of problems, src/problems.txt
// (CMake writes judge/listed_problems.hpp from it, and compiles each file once into the library
// judge_problems, which whoever includes this links). Adding a problem: its file, nothing here.
// docs/judge.md gives the same facts with their sources.
#ifndef JUDGE_PROBLEMS_HPP
#define JUDGE_PROBLEMS_HPP

#include <string>
#include <vector>

#include "judge/listed_problems.hpp"
#include "judge/problem.hpp"

namespace judge {

inline const std::vector<Problem>& problems() {
  static const std::vector<Problem> all = [] {
    std::vector<Problem> list;
    for (const std::vector<Problem>& file : listed_problem_files()) list.insert(list.end(), file.begin(), file.end());
    return list;
  }();
  return all;
}

// The problem named `name`, or null.
inline const Problem* find_problem(const std::string& name) {
  for (const Problem& problem : problems())
    if (problem.name == name) return &problem;
  return nullptr;
}

}  // namespace judge

#endif  // JUDGE_PROBLEMS_HPP
