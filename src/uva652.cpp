// uva652: UVa 652 "Eight". Reads N, then N 3x3 boards of 9 tokens (tiles 1-8, x the blank; blank
// lines may separate them) and prints for each its shortest solution, lexicographically smallest in
// d < l < r < u, or "unsolvable"; one blank line between cases.
// Judges: UVa 652 "Eight"
// Compile: g++ -lm -lcrypt -O2 -std=c++11 -pipe -DONLINE_JUDGE
#include <stdint.h>
#include <cstdio>

#include "eight_problem.hpp"

namespace {

const puzzle::JudgeFormat format = puzzle::counted_cases(
    "uva652",
    "usage: uva652 < boards\n"
    "Solves UVa 652 \"Eight\": reads N, then N 3x3 boards of 9 tokens (tiles 1-8, x the blank);\n"
    "prints per board the shortest move string (blank moves u/d/l/r), the lexicographically smallest\n"
    "with d < l < r < u, or \"unsolvable\"; a blank line between boards.\n",
    "N", "boards");

// UVa's multiple-input rule: the answers one blank line apart.
class Uva652Problem : public EightProblem {
 public:
  void print(puzzle::OutputBuffer& out, long case_number, const Case& boards, const Answer& answer) {
    if (case_number > 1) out << '\n';
    EightProblem::print(out, case_number, boards, answer);
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Uva652Problem>(format, argc, argv, input, output, errors);
}
