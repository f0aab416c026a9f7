// luogu1312: NOIP 2011 Day 1 T3 "Mayan 游戏" (the Mayan game). Reads boards (n, then the 5 columns
// from the left, each its colours 1-10 from the bottom up ended by 0) until end of input (the judges
// give one), and prints for each the first way to empty the board in exactly n moves, one move a line
// "x y g" (g: 1 right, -1 left), in the judges' order (x, then y, then 1 before -1), or -1.
// Readings (include/puzzle/mayan/mayan_solver.hpp): exactly n moves, as AcWing 185 says ("恰好n步");
// dragging a block onto one of its own colour changes nothing and is not a move.
// Judges: Luogu P1312, AcWing 185
// Compile: g++ -std=c++11 -O2
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/mayan/mayan_board.hpp"
#include "puzzle/mayan/mayan_solver.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/mayan/mayan_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_of_input(
    "luogu1312",
    "usage: luogu1312 < boards\n"
    "Solves NOIP 2011 \"Mayan game\" (Luogu P1312, AcWing 185): reads boards until end of input, each\n"
    "n (1-5), then 5 columns from the left, each its colours (1-10) from the bottom up, ended by 0 (at\n"
    "most 7 blocks a column, no 3 of a colour in a line). Prints the first way to empty the board in\n"
    "exactly n moves, a line \"x y g\" a move (block (x, y), g 1 right or -1 left), ordered by x, y,\n"
    "then 1 before -1; or -1.\n");

const int max_colour = 10;

class Luogu1312Problem : public puzzle::SolverProblem<puzzle::MayanSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::MayanLesson Lesson;
#endif

  // n, then 5 columns of colours ended by 0.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& game) const {
    long value = 0;
    if (!puzzle::parse_natural(first, puzzle::MayanSolver::max_moves, value) || value < 1)
      return in.fail("expected the number of moves n, 1-5, got " + puzzle::quoted(first));
    game.moves = static_cast<int>(value);
    game.board = puzzle::MayanBoard();
    std::string token;
    for (int x = 0; x < puzzle::mayan_columns; ++x) {
      const std::string column = "column " + puzzle::decimal(x);
      for (int y = 0;; ++y) {
        if (!in.next(token)) return in.fail("expected " + column + ", input ends in it");
        if (!puzzle::parse_natural(token, max_colour, value))
          return in.fail("expected " + column + ": colours 1-10 ended by 0, got " + puzzle::quoted(token));
        if (value == 0) break;
        if (y == puzzle::mayan_rows)
          return in.fail("expected " + column + " ended by 0 after at most 7 blocks, got " + puzzle::quoted(token));
        game.board.colour[x][y] = static_cast<uint8_t>(value);
      }
    }
    puzzle::MayanBoard settled = game.board;
    puzzle::mayan_settle(settled);
    if (!(settled == game.board)) return in.fail("expected a board with no 3 blocks of a colour in a line");
    return true;
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    if (!answer.found) {
      out << "-1\n";
      return;
    }
    for (std::size_t i = 0; i < answer.moves.size(); ++i) {
      const puzzle::MayanMove& move = answer.moves[i];
      out << move.x << ' ' << move.y << ' ' << move.direction << '\n';
    }
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<Luogu1312Problem>(format, argc, argv, input, output, errors);
}
