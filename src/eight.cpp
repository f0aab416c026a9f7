// eight: POJ 1077 / HDU 1043 "Eight". Reads 3x3 boards (tiles 1-8, x the blank) until end of input
// and prints for each its shortest solution, lexicographically smallest in d < l < r < u, or "unsolvable".
// Judges: POJ 1077 "Eight", HDU 1043 "Eight"
// Compile: g++ -std=gnu++98 -O2
#include <cstdio>

#include "eight_problem.hpp"

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_of_input(
    "eight",
    "usage: eight < boards\n"
    "Solves POJ 1077 / HDU 1043 \"Eight\": reads 3x3 boards of 9 tokens (tiles 1-8, x the blank)\n"
    "until end of input; prints per board the shortest move string (blank moves u/d/l/r),\n"
    "the lexicographically smallest with d < l < r < u, or \"unsolvable\".\n");

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<EightProblem>(format, argc, argv, input, output, errors);
}
