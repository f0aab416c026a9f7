// rotation_game: POJ 2286 "The Rotation Game". Reads boards of 24 symbols (1-3, eight each) until a
// lone 0 and prints for each the shortest, then smallest, move string A-H and the centre's symbol.
// Judges: POJ 2286 "The Rotation Game", HDU 1667, UVa 1343, AcWing 181
// Compile: g++ -std=gnu++98 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/rotation_game/rotation_game_solver.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/rotation_game/rotation_game_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::cases_until_end_marker(
    "rotation_game",
    "usage: rotation_game < boards\n"
    "Solves POJ 2286 \"The Rotation Game\": reads boards until a lone 0, each the 24 cells of the '#'\n"
    "row by row, eight each of the symbols 1, 2 and 3. A move A-H shifts a line of seven cells; the\n"
    "goal fills the 8 centre cells with one symbol. Prints per board the shortest move string, the\n"
    "smallest of those in A < B < ... < H (or \"No moves needed\"), then the symbol in the centre.\n",
    "boards", "0");

const int cells = puzzle::rotation_game_cells;

class RotationGameProblem : public puzzle::SolverProblem<puzzle::RotationGameSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::RotationGameLesson Lesson;
#endif
  // Every board has an answer within the solver's bound, its most (13): a board over it is a fault.
  RotationGameProblem() : SolverProblem(puzzle::judge_promises_an_answer) {}

  // A board of 24 symbols from `first` on; a lone 0 ends the input (the driver checks nothing follows).
  bool read(puzzle::CaseInput& in, const std::string& first, Case& board) const {
    if (first == "0") return false;
    int count[puzzle::rotation_game_symbols + 1] = {0};
    std::string token = first;
    for (int cell = 0; cell < cells; ++cell) {
      if (cell > 0 && !in.next(token)) return in.fail("expected 24 symbols, input ends after " + puzzle::decimal(cell));
      if (token.size() != 1 || token[0] < '1' || token[0] > '3')
        return in.fail("expected a symbol 1, 2 or 3, got " + puzzle::quoted(token));
      const int symbol = token[0] - '0';
      if (++count[symbol] > puzzle::rotation_game_symbol_cells)
        return in.fail("expected 8 cells of each symbol, got a ninth " + puzzle::quoted(token));
      board.symbols[cell] = static_cast<uint8_t>(symbol);
    }
    return true;
  }

  void print(puzzle::OutputBuffer& out, long, const Case&, const Answer& answer) const {
    out << (answer.moves.empty() ? std::string("No moves needed") : puzzle::rotation_game_letters(answer.moves)) << '\n'
        << answer.centre_symbol << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<RotationGameProblem>(format, argc, argv, input, output, errors);
}
