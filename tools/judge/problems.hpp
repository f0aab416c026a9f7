// The problems the judge knows, each in its own file (problems/<binary>.hpp: generator, validator,
// checker and limits together). Adding a problem: its file, and its line in the list below (with the
// file's #include). docs/judge.md gives the same facts with their sources.
#ifndef JUDGE_PROBLEMS_HPP
#define JUDGE_PROBLEMS_HPP

#include <string>
#include <vector>

#include "judge/problem.hpp"
#include "judge/problems/booksort.hpp"
#include "judge/problems/cubic.hpp"
#include "judge/problems/eight.hpp"
#include "judge/problems/eight2.hpp"
#include "judge/problems/fifteen.hpp"
#include "judge/problems/rotation.hpp"
#include "judge/problems/rotation_game.hpp"

namespace judge {

inline const std::vector<Problem>& problems() {
  static const std::vector<Problem> all = [] {
    std::vector<Problem> list;
    for (const std::vector<Problem>& file : {
             eight_problems(),
             eight2_problems(),
             fifteen_problems(),
             cubic_problems(),
             rotation_problems(),
             rotation_game_problems(),
             booksort_problems(),
         })
      list.insert(list.end(), file.begin(), file.end());
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
