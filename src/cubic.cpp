// cubic: UVa 1604 / POJ 3131 / AOJ 1268 "Cubic Eight-Puzzle". Reads datasets (the empty square as
// column and row, then the goal's top colours) until "0 0" and prints the fewest moves, or -1 if over 30.
// Judges: UVa 1604 "Cubic Eight-Puzzle", POJ 3131, AOJ 1268, LA 3618
#include <cstdio>
#include <string>

#include "puzzle/io/command_line.hpp"
#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"
#include "puzzle/cubic_eight/cubic_eight_solver.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/token_reader.hpp"
#ifdef PUZZLE_BUNDLE  // judges pass no options
#include "puzzle/io/no_lessons.hpp"
typedef puzzle::NoLessons Lessons;
#else  // the learners' options --show, --stats (README, "Learning with the suite")
#include "puzzle/cubic_eight/cubic_eight_lessons.hpp"
typedef puzzle::CubicEightLessons Lessons;
#endif

namespace {

const char program[] = "cubic";
const char usage[] =
    "usage: cubic < datasets\n"
    "Solves UVa 1604 / POJ 3131 / AOJ 1268 \"Cubic Eight-Puzzle\": reads datasets until \"0 0\", each the\n"
    "initially empty square as column x and row y (1-3), then the goal's top colours in 3 rows of 3\n"
    "(W, R, B, and E for the empty square); prints per dataset the fewest moves, or -1 if over 30.\n";

const int max_moves = 30;

// A coordinate 1-3 as a 0-based index, or -1.
int parse_coordinate(const std::string& token) {
  return token.size() == 1 && token[0] >= '1' && token[0] <= '3' ? token[0] - '1' : -1;
}

// Reports a dataset cut short after `tokens_read` of its 11 tokens; returns the exit status.
int fail_cut_short(puzzle::OutputBuffer& out, std::FILE* errors, long case_number, int tokens_read) {
  return puzzle::input_error(out, errors, program, case_number,
                             "expected x, y and 9 colours, input ends after " + puzzle::decimal(tokens_read));
}

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  int exit_code = 0;
  Lessons lessons(program, errors);
  if (lessons.handle_command_line(argc, argv, usage, output, exit_code)) return exit_code;

  puzzle::CubicEightSolver solver;
  solver.set_monitor(lessons.monitor());
  puzzle::TokenReader in(input);
  puzzle::OutputBuffer out(output);
  std::string token;
  for (long case_number = 1; in.next(token); ++case_number) {
    // The initially empty square, column then row; "0 0" ends the input.
    const int column = parse_coordinate(token);
    if (column < 0 && token != "0")
      return puzzle::input_error(out, errors, program, case_number, "expected a column 1-3, got " + puzzle::quoted(token));
    if (!in.next(token)) return fail_cut_short(out, errors, case_number, 1);
    if (column < 0) {
      if (token == "0") break;
      return puzzle::input_error(out, errors, program, case_number,
                                 "expected 0 after 0 (the end marker), got " + puzzle::quoted(token));
    }
    const int row = parse_coordinate(token);
    if (row < 0)
      return puzzle::input_error(out, errors, program, case_number, "expected a row 1-3, got " + puzzle::quoted(token));

    puzzle::CubicEightPattern pattern;
    pattern.empty = -1;
    for (int cell = 0; cell < puzzle::cubic_eight_cells; ++cell) {
      if (!in.next(token)) return fail_cut_short(out, errors, case_number, 2 + cell);
      pattern.top[cell] = puzzle::cube_white;
      if (token == "R") pattern.top[cell] = puzzle::cube_red;
      if (token == "B") pattern.top[cell] = puzzle::cube_blue;
      if (token == "E") {
        if (pattern.empty >= 0)
          return puzzle::input_error(out, errors, program, case_number, "expected exactly one E, got a second 'E'");
        pattern.empty = cell;
      } else if (token != "W" && token != "R" && token != "B") {
        return puzzle::input_error(out, errors, program, case_number,
                                   "expected a colour W, R, B or E, got " + puzzle::quoted(token));
      }
    }
    if (pattern.empty < 0)
      return puzzle::input_error(out, errors, program, case_number, "expected exactly one E, got none");

    const int start_empty = row * 3 + column;
    const puzzle::SearchResult<puzzle::SlideMove> result = solver.solve(start_empty, pattern, max_moves);
    out << puzzle::fewest_moves(result) << '\n';  // -1: none
    lessons.answered(out, start_empty, result);
    out.end_case();
  }
  return 0;
}

// The judges run the program on the standard streams; a test or fuzz target defines PUZZLE_NO_MAIN and
// calls run() on streams of its own.
#ifndef PUZZLE_NO_MAIN
int main(int argc, char** argv) { return run(argc, argv, stdin, stdout, stderr); }
#endif
