// The seven problems as the judge knows them: the judges that set each, the default limits and where
// they come from, how an output is checked, how many output lines a case has (to name the case of a
// difference), the test generator and the input validator. docs/judge.md gives the same facts with
// their sources.
#ifndef JUDGE_PROBLEMS_HPP
#define JUDGE_PROBLEMS_HPP

#include <filesystem>
#include <string>
#include <vector>

#include "judge/checkers.hpp"
#include "judge/generators.hpp"
#include "judge/validators.hpp"

namespace judge {

struct Problem {
  std::string name;            // the suite's binary
  std::string judges;
  double time_limit;           // seconds of processor time
  long memory_mib;
  std::string limits_source;
  CheckerKind checker;
  std::string checker_rule;
  int lines_per_case;
  TestSet (*generate)(const std::filesystem::path& source_dir);
  void (*validate)(CaseTokens&);
};

inline const std::vector<Problem>& problems() {
  static const std::string lines = "line by line; blanks at line ends and empty lines at the end ignored";
  static const std::vector<Problem> all = {
      {"eight", "POJ 1077, HDU 1043", 1.0, 32, "POJ 1077: 1 s, 64 MiB; HDU 1043: 5 s, 32 MiB; the stricter of each",
       eight_moves, "special: any move string that solves the board; 'unsolvable' exactly when unsolvable", 1,
       generate_eight, validate_eight},
      {"eight2", "HDU 3567", 2.0, 64, "chosen: HDU's usual 2 s and 64 MiB (not in SPEC.md or the seeds)", by_line, lines, 2,
       generate_eight2, validate_eight2},
      {"fifteen", "UVa 10181", 3.0, 64, "chosen: UVa's usual 3 s, 64 MiB (not in SPEC.md or the seeds)", fifteen_moves,
       "special: any move string of at most 50 moves that solves the board; the not-solvable line exactly when unsolvable",
       1, generate_fifteen, validate_fifteen},
      {"cubic", "UVa 1604, POJ 3131, AOJ 1268, LA 3618", 5.0, 64,
       "ZOJ's copy: 5 s, 64 MiB; AOJ 1268: 64 MiB (UVa's and POJ's are not in SPEC.md or the seeds)", by_line, lines, 1,
       generate_cubic, validate_cubic},
      {"rotation", "UESTC 485", 1.0, 64, "chosen: 1 s, 64 MiB (UESTC's are not in SPEC.md or the seeds)", by_line, lines, 1,
       generate_rotation, validate_rotation},
      {"rotation_game", "POJ 2286, HDU 1667, UVa 1343, AcWing 181", 15.0, 150, "POJ 2286: 15 s, 150 MB (SPEC.md)", by_line,
       lines, 2, generate_rotation_game, validate_rotation_game},
      {"booksort", "POJ 3460, AcWing 180, Luogu P10488", 1.0, 64, "AcWing 180: 1 s, 64 MB (SPEC.md)", by_line, lines, 1,
       generate_booksort, validate_booksort},
  };
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
