// magic_squares: USACO 3.2 "Magic Squares" (IOI'96). Reads target boards of 8 numbers (a permutation
// of 1-8, read clockwise from the top left) until end of input and prints for each the fewest moves
// A/B/C from 1 2 3 4 5 6 7 8, then the first such sequence in A < B < C, 60 letters a line.
// Judges: USACO 3.2 "msquare", Luogu P2730, AcWing 1107
// Compile: g++ -std=c++11 -O2
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
    "magic_squares",
    "usage: magic_squares < targets\n"
    "Solves USACO \"Magic Squares\" (IOI'96): reads target boards of 8 numbers, a permutation of 1-8\n"
    "read clockwise from the top left, until end of input. Moves: A swaps the rows, B turns each row\n"
    "one cell right, C turns the middle four cells clockwise. Prints per target the fewest moves from\n"
    "1 2 3 4 5 6 7 8, then the first such sequence in A < B < C (60 letters a line; an empty line\n"
    "for none).\n");

const int letters_per_line = 60;

class MagicSquaresProblem : public puzzle::SolverProblem<puzzle::MagicSquaresSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::MagicSquaresLesson Lesson;
#endif

  // A target of 8 numbers from `first` on, each 1-8 once; the start is 1 2 ... 8.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& question) const {
    unsigned seen = 0;
    std::string token = first;
    for (int cell = 0; cell < puzzle::magic_squares_cells; ++cell) {
      if (cell > 0 && !in.next(token)) return in.fail("expected 8 numbers, input ends after " + puzzle::decimal(cell));
      long piece = 0;
      if (!puzzle::parse_natural(token, puzzle::magic_squares_cells, piece) || piece < 1)
        return in.fail("expected a number 1-8, got " + puzzle::quoted(token));
      if (seen >> piece & 1u)
        return in.fail("expected 8 numbers, each 1-8 once, got " + puzzle::quoted(token) + " twice");
      seen |= 1u << piece;
      question.target.piece[cell] = static_cast<uint8_t>(piece);
      question.start.piece[cell] = static_cast<uint8_t>(cell + 1);
    }
    return true;
  }

  // The length, then the letters 60 a line (USACO's format: a length of 0 leaves the second line empty).
  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    out << answer.length << '\n';
    for (int i = 0; i < answer.length; ++i) {
      out << puzzle::magic_squares_letter(answer.moves[i]);
      if ((i + 1) % letters_per_line == 0 && i + 1 < answer.length) out << '\n';
    }
    out << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<MagicSquaresProblem>(format, argc, argv, input, output, errors);
}
