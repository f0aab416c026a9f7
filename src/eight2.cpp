// eight2: HDU 3567 "Eight II". Reads T pairs of 3x3 boards (start, goal; 9 characters 1-8 and X) and
// prints for each "Case k: d" and the shortest move string, lexicographically smallest in d < l < r < u.
// Judges: HDU 3567 "Eight II"
// Compile: g++ -std=gnu++98 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/plans/eight_puzzle_pair_plan.hpp"
#include "puzzle/sliding/tiles/sliding_parity.hpp"
#include "puzzle/sliding/plans/sliding_problem.hpp"
#include "puzzle/util/holds_each_once.hpp"

namespace {

const puzzle::JudgeFormat format = puzzle::counted_cases(
    "eight2",
    "usage: eight2 < cases\n"
    "Solves HDU 3567 \"Eight II\": reads T, then T cases of two 3x3 boards, start and goal, each\n"
    "9 characters 1-8 and X (the blank) in reading order; prints per case \"Case k: d\" and the\n"
    "shortest move string of the blank (d/l/r/u), the lexicographically smallest with d < l < r < u.\n",
    "T", "cases");

const int cells = 9;
const char board_expected[] = "expected 9 characters, each of 1-8 and X once";

// The board a token spells (X the blank, stored as 0), or false.
bool parse_board(const std::string& token, uint8_t* tiles) {
  if (token.size() != cells) return false;
  for (int cell = 0; cell < cells; ++cell) {
    const char c = token[static_cast<std::size_t>(cell)];
    tiles[cell] = c == 'X' ? 0 : c >= '1' && c <= '8' ? static_cast<uint8_t>(c - '0') : cells;
  }
  return puzzle::holds_each_once(tiles, cells);
}

class EightPairProblem : public puzzle::SlidingProblem {
 public:
  EightPairProblem() : SlidingProblem(3, 3, puzzle::eight_puzzle_pair_plan()) {}

  // The start and the goal, one token each; the judge's goals are reachable (same parity).
  bool read(puzzle::CaseInput& in, const std::string& first, Case& boards) const {
    boards.rows = boards.cols = 3;
    if (!parse_board(first, boards.start))
      return in.fail(std::string(board_expected) + " (the start), got " + puzzle::quoted(first));
    std::string token;
    if (!in.next(token)) return in.fail(std::string(board_expected) + " (the goal), input ends");
    if (!parse_board(token, boards.goal))
      return in.fail(std::string(board_expected) + " (the goal), got " + puzzle::quoted(token));
    if (!puzzle::is_solvable(boards.start, boards.goal, 3, 3))
      return in.fail("expected a goal reachable from the start (same parity), got " + puzzle::quoted(token));
    return true;
  }

  void print(puzzle::OutputBuffer& out, long case_number, const Case&, const Answer& answer) const {
    out << "Case " << case_number << ": " << static_cast<long>(answer.moves.size()) << '\n'
        << puzzle::slide_letters(answer.moves) << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<EightPairProblem>(format, argc, argv, input, output, errors);
}
