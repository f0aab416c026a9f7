// rotation_game: POJ 2286 "The Rotation Game". Reads boards of 24 symbols (1-3, eight each) until a
// lone 0 and prints for each the shortest, then smallest, move string A-H and the centre's symbol.
// Judges: POJ 2286 "The Rotation Game", HDU 1667, UVa 1343, AcWing 181
// Compile: g++ -std=gnu++98 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/io/command_line.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/token_reader.hpp"
#include "puzzle/rotation_game/rotation_game_solver.hpp"
#ifdef PUZZLE_BUNDLE  // judges pass no options
#include "puzzle/io/no_lessons.hpp"
typedef puzzle::NoLessons Lessons;
#else  // the learners' options --show, --stats (README, "Learning with the suite")
#include "puzzle/rotation_game/rotation_game_lessons.hpp"
typedef puzzle::RotationGameLessons Lessons;
#endif

namespace {

const char program[] = "rotation_game";
const char usage[] =
    "usage: rotation_game < boards\n"
    "Solves POJ 2286 \"The Rotation Game\": reads boards until a lone 0, each the 24 cells of the '#'\n"
    "row by row, eight each of the symbols 1, 2 and 3. A move A-H shifts a line of seven cells; the\n"
    "goal fills the 8 centre cells with one symbol. Prints per board the shortest move string, the\n"
    "smallest of those in A < B < ... < H (or \"No moves needed\"), then the symbol in the centre.\n";

const int cells = puzzle::rotation_game_cells;

// Reads a board into symbols, its first token `first` already read. On bad input returns false with
// `error` set to what was expected and found.
bool read_board(puzzle::TokenReader& in, const std::string& first, uint8_t* symbols, std::string& error) {
  int count[puzzle::rotation_game_symbols + 1] = {0};
  std::string token = first;
  for (int cell = 0; cell < cells; ++cell) {
    if (cell > 0 && !in.next(token)) {
      error = "expected 24 symbols, input ends after " + puzzle::decimal(cell);
      return false;
    }
    if (token.size() != 1 || token[0] < '1' || token[0] > '3') {
      error = "expected a symbol 1, 2 or 3, got " + puzzle::quoted(token);
      return false;
    }
    const int symbol = token[0] - '0';
    if (++count[symbol] > puzzle::rotation_game_symbol_cells) {
      error = "expected 8 cells of each symbol, got a ninth " + puzzle::quoted(token);
      return false;
    }
    symbols[cell] = static_cast<uint8_t>(symbol);
  }
  return true;
}

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  int exit_code = 0;
  Lessons lessons(program, errors);
  if (lessons.handle_command_line(argc, argv, usage, output, exit_code)) return exit_code;

  puzzle::TokenReader in(input);
  puzzle::OutputBuffer out(output);
  puzzle::RotationGameSolver solver;
  solver.set_monitor(lessons.monitor());
  std::string token;
  for (long case_number = 1;; ++case_number) {
    if (!in.next(token)) {  // an empty input has nothing to answer; boards must end with the 0
      if (case_number == 1) return 0;
      return puzzle::input_error(out, errors, program, case_number, "expected 24 symbols or the closing 0, input ends");
    }
    if (token == "0") return 0;  // the end; anything after it is not read
    uint8_t symbols[cells];
    std::string error;
    if (!read_board(in, token, symbols, error)) return puzzle::input_error(out, errors, program, case_number, error);
    const puzzle::RotationGameAnswer answer = solver.solve(symbols);
    out << (answer.moves.empty() ? std::string("No moves needed") : puzzle::rotation_game_letters(answer.moves))
        << '\n' << answer.centre_symbol << '\n';
    lessons.answered(out, symbols, answer);
    out.end_case();
  }
}

// The judges run the program on the standard streams; a test or fuzz target defines PUZZLE_NO_MAIN and
// calls run() on streams of its own.
#ifndef PUZZLE_NO_MAIN
int main(int argc, char** argv) { return run(argc, argv, stdin, stdout, stderr); }
#endif
