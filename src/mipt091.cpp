// mipt091: acm.mipt.ru 091 "15-Puzzle". Reads one 4x4 board (16 numbers, 0 the blank) and prints YES
// and a move string of the blank (u d l r) that slides it into 1 2 ... 15 with the blank last, under
// 1000 moves (a shortest one unless the search runs past its budget), or NO.
// Judges: acm.mipt.ru 091 "15-Puzzle"
// Compile: g++ -std=c++11 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "fifteen_board.hpp"
#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/sliding/plans/fifteen_puzzle_bounded_plan.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/sliding/plans/sliding_problem.hpp"

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_of_input(
    "mipt091",
    "usage: mipt091 < board\n"
    "Solves acm.mipt.ru 091 \"15-Puzzle\": reads 16 numbers, 0..15 once each (0 the blank), a 4x4\n"
    "board in reading order; prints YES and a move string of the blank (u/d/l/r) that slides it into\n"
    "1 2 ... 15 with the blank last (a shortest one unless the search runs past its budget; always\n"
    "under 1000 moves), or NO. A solved board prints YES alone.\n");

class Mipt091Problem : public puzzle::SlidingProblem {
 public:
  Mipt091Problem() : SlidingProblem(4, 4, puzzle::fifteen_puzzle_bounded_plan()) {}

  // 16 numbers, toward 1 2 ... 15 and the blank last; the input holds this one board.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& boards) const {
    if (!read_fifteen_board(in, first, boards)) return false;
    std::string token;
    return !in.next(token) || in.fail("expected end of input after the board, got " + puzzle::quoted(token));
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    if (answer.outcome != puzzle::sliding_solved) {
      out << "NO\n";
      return;
    }
    out << "YES\n";
    if (!answer.moves.empty()) out << puzzle::slide_letters(answer.moves) << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Mipt091Problem>(format, argc, argv, input, output, errors);
}
