// eight: POJ 1077 / HDU 1043 "Eight". Reads 3x3 boards (tiles 1-8, x the blank) until end of input
// and prints for each its shortest solution, lexicographically smallest in d < l < r < u, or "unsolvable".
// Judges: POJ 1077 "Eight", HDU 1043 "Eight"
// Compile: g++ -std=gnu++98 -O2
#include <stdint.h>
#include <cstdio>
#include <string>
#include <vector>

#include "puzzle/io/command_line.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/sliding/eight_puzzle_plan.hpp"
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

const char program[] = "eight";
const char usage[] =
    "usage: eight < boards\n"
    "Solves POJ 1077 / HDU 1043 \"Eight\": reads 3x3 boards of 9 tokens (tiles 1-8, x the blank)\n"
    "until end of input; prints per board the shortest move string (blank moves u/d/l/r),\n"
    "the lexicographically smallest with d < l < r < u, or \"unsolvable\".\n";

const int cells = 9;

// The tile a token names (0 for the blank x), or -1.
int parse_tile(const std::string& token) {
  if (token.size() != 1) return -1;
  if (token[0] == 'x' || token[0] == 'X') return 0;
  return token[0] >= '1' && token[0] <= '8' ? token[0] - '0' : -1;
}

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  int exit_code = 0;
  Lessons lessons(program, errors);
  if (lessons.handle_command_line(argc, argv, usage, output, exit_code)) return exit_code;

  puzzle::SlidingSolver solver(3, 3, puzzle::eight_puzzle_plan());
  lessons.prepare(solver);
  uint8_t goal[cells];
  puzzle::standard_goal(cells, cells - 1, goal);
  puzzle::TokenReader in(input);
  // Up to 181,440 boards a run, each answered within milliseconds: write out once a millisecond.
  puzzle::OutputBuffer out(output, puzzle::OutputBuffer::every_millisecond);
  std::string token;
  std::vector<puzzle::SlideMove> moves;
  std::string letters;
  for (long case_number = 1; in.next(token); ++case_number) {
    uint8_t tiles[cells];
    unsigned seen = 0;
    for (int cell = 0; cell < cells; ++cell) {
      if (cell > 0 && !in.next(token)) {
        return puzzle::input_error(out, errors, program, case_number,
                                   "expected 9 tiles, input ends after " + puzzle::decimal(cell));
      }
      const int tile = parse_tile(token);
      if (tile < 0 || (seen >> tile & 1u)) {
        return puzzle::input_error(out, errors, program, case_number,
                                   tile < 0 ? "expected a tile 1-8 or x, got " + puzzle::quoted(token)
                                            : "tile " + puzzle::quoted(token) + " appears twice");
      }
      seen |= 1u << tile;
      tiles[cell] = static_cast<uint8_t>(tile);
    }
    const puzzle::SlidingOutcome outcome = solver.solve(tiles, goal, moves);
    if (outcome == puzzle::sliding_stopped) return lessons.stop(out);
    if (outcome == puzzle::sliding_solved) {
      puzzle::slide_letters(moves, letters);
      out << letters << '\n';
    } else {
      out << "unsolvable\n";
    }
    lessons.answered(out, tiles, goal, outcome, moves);
    out.end_case();
  }
  return 0;
}

// The judges run the program on the standard streams; a test or fuzz target defines PUZZLE_NO_MAIN and
// calls run() on streams of its own.
#ifndef PUZZLE_NO_MAIN
int main(int argc, char** argv) { return run(argc, argv, stdin, stdout, stderr); }
#endif
