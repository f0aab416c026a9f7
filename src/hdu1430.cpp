// hdu1430: HDU 1430 "魔板" (Magic Squares between two boards). Reads pairs of boards, each 8 digits
// 1-8 read clockwise from the top left, until end of input and prints for each pair the fewest moves
// A/B/C from the first board to the second, the first such sequence in A < B < C (an empty line for
// none).
// Judges: HDU 1430
// Compile: g++ -std=gnu++98 -O2
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/magic_squares/magic_squares_board.hpp"
#include "puzzle/magic_squares/magic_squares_solver.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/magic_squares/magic_squares_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_of_input(
    "hdu1430",
    "usage: hdu1430 < pairs\n"
    "Solves HDU 1430 (Magic Squares): reads pairs of boards until end of input, each board 8 digits\n"
    "1-8 read clockwise from the top left (12345678). Moves: A swaps the rows, B turns each row one\n"
    "cell right, C turns the middle four cells clockwise. Prints per pair the fewest moves from the\n"
    "first board to the second, the first such sequence in A < B < C (an empty line for none).\n");

// A board from one token of 8 digits 1-8, each once; false after in.fail() naming `which` board.
bool read_board(puzzle::CaseInput& in, const std::string& token, const char* which, puzzle::MagicSquaresBoard& board) {
  unsigned seen = 0;  // bit d: digit d read
  for (std::size_t i = 0; i < token.size() && token.size() == puzzle::magic_squares_cells; ++i) {
    const int digit = token[i] - '0';
    if (digit < 1 || digit > puzzle::magic_squares_cells || (seen >> digit & 1u)) break;
    seen |= 1u << digit;
    board.piece[i] = static_cast<uint8_t>(digit);
  }
  return seen == 0x1FEu ||
         in.fail(std::string("expected the ") + which + " board, 8 digits 1-8 each once, got " + puzzle::quoted(token));
}

class MagicSquaresPairProblem : public puzzle::SolverProblem<puzzle::MagicSquaresSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::MagicSquaresLesson Lesson;
#endif

  // The start board from `first`, then the target board.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& question) const {
    std::string target;
    if (!read_board(in, first, "start", question.start)) return false;
    if (!in.next(target)) return in.fail("expected the target board, input ends");
    return read_board(in, target, "target", question.target);
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    char line[puzzle::magic_squares_max_moves + 2];  // the letters, LF, NUL
    for (int i = 0; i < answer.length; ++i) line[i] = puzzle::magic_squares_letter(answer.moves[i]);
    line[answer.length] = '\n';
    line[answer.length + 1] = '\0';
    out << line;
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<MagicSquaresPairProblem>(format, argc, argv, input, output, errors);
}
