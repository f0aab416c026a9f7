// fifteen: UVa 10181 "15-Puzzle Problem". Reads N boards of 4x4 numbers (0 the blank) and prints for
// each its shortest solution, lexicographically smallest in D < L < R < U, or that it is not solvable.
// Judges: UVa 10181 "15-Puzzle Problem"
#include <stdint.h>
#include <cstdio>
#include <string>
#include <vector>

#include "puzzle/io/command_line.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/sliding/fifteen_puzzle_plan.hpp"
#include "puzzle/sliding/sliding_solver.hpp"
#include "puzzle/io/token_reader.hpp"
#ifdef PUZZLE_BUNDLE  // judges pass no options
#include "puzzle/io/no_lessons.hpp"
typedef puzzle::NoLessons Lessons;
#else  // the learners' options --show, --stats, --method (README, "Learning with the suite")
#include "puzzle/sliding/sliding_lessons.hpp"
typedef puzzle::SlidingLessons Lessons;
#endif

namespace {

const char program[] = "fifteen";
const char usage[] =
    "usage: fifteen < boards\n"
    "Solves UVa 10181 \"15-Puzzle Problem\": reads N, then N boards of 4 rows of 4 numbers (0 the\n"
    "blank); prints per board the shortest move string of the blank (L/R/U/D), the lexicographically\n"
    "smallest with D < L < R < U, or \"This puzzle is not solvable.\"\n";

const int cells = 16;

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  int exit_code = 0;
  Lessons lessons(program, errors, true);
  if (lessons.handle_command_line(argc, argv, usage, output, exit_code)) return exit_code;

  puzzle::TokenReader in(input);
  puzzle::OutputBuffer out(output);
  long board_count = 0;
  if (!puzzle::read_case_count(in, out, errors, program, "boards", board_count, exit_code)) return exit_code;
  std::string token;

  puzzle::SlidingSolver solver(4, 4, puzzle::fifteen_puzzle_plan());
  lessons.prepare(solver);
  uint8_t goal[cells];
  puzzle::standard_goal(cells, cells - 1, goal);
  std::vector<puzzle::SlideMove> moves;
  for (long case_number = 1; case_number <= board_count; ++case_number) {
    uint8_t tiles[cells];
    unsigned seen = 0;
    for (int cell = 0; cell < cells; ++cell) {
      long tile = 0;
      if (!in.next(token)) {
        return puzzle::input_error(out, errors, program, case_number,
                                   "expected 16 numbers, input ends after " + puzzle::decimal(cell));
      }
      if (!puzzle::parse_natural(token, cells - 1, tile)) {
        return puzzle::input_error(out, errors, program, case_number, "expected a number 0-15, got " + puzzle::quoted(token));
      }
      if (seen >> tile & 1u) {
        return puzzle::input_error(out, errors, program, case_number, "number " + puzzle::quoted(token) + " appears twice");
      }
      seen |= 1u << tile;
      tiles[cell] = static_cast<uint8_t>(tile);
    }
    const puzzle::SlidingOutcome outcome = solver.solve(tiles, goal, moves);
    if (outcome == puzzle::sliding_stopped) return lessons.stop(out);
    if (outcome == puzzle::sliding_solved)
      out << puzzle::slide_letters(moves, true) << '\n';
    else
      out << "This puzzle is not solvable.\n";
    lessons.answered(out, tiles, goal, outcome, moves);
    out.end_case();
  }
  return puzzle::expect_end_of_input(in, out, errors, program, "boards", board_count);
}

// The judges run the program on the standard streams; a test or fuzz target defines PUZZLE_NO_MAIN and
// calls run() on streams of its own.
#ifndef PUZZLE_NO_MAIN
int main(int argc, char** argv) { return run(argc, argv, stdin, stdout, stderr); }
#endif
