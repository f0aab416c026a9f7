// eight2: HDU 3567 "Eight II". Reads T pairs of 3x3 boards (start, goal; 9 characters 1-8 and X) and
// prints for each "Case k: d" and the shortest move string, lexicographically smallest in d < l < r < u.
// Judges: HDU 3567 "Eight II"
// Compile: g++ -std=gnu++98 -O2
#include <stdint.h>
#include <cstdio>
#include <string>
#include <vector>

#include "puzzle/io/command_line.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/sliding/eight_puzzle_pair_plan.hpp"
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

const char program[] = "eight2";
const char usage[] =
    "usage: eight2 < cases\n"
    "Solves HDU 3567 \"Eight II\": reads T, then T cases of two 3x3 boards, start and goal, each\n"
    "9 characters 1-8 and X (the blank) in reading order; prints per case \"Case k: d\" and the\n"
    "shortest move string of the blank (d/l/r/u), the lexicographically smallest with d < l < r < u.\n";

const int cells = 9;
const char board_expected[] = "expected 9 characters, each of 1-8 and X once";

// The board a token spells (X or x the blank, stored as 0), or false.
bool parse_board(const std::string& token, uint8_t* tiles) {
  if (token.size() != cells) return false;
  unsigned seen = 0;
  for (int cell = 0; cell < cells; ++cell) {
    const char c = token[static_cast<std::size_t>(cell)];
    int tile = -1;
    if (c == 'X' || c == 'x') tile = 0;
    if (c >= '1' && c <= '8') tile = c - '0';
    if (tile < 0 || (seen >> tile & 1u)) return false;
    seen |= 1u << tile;
    tiles[cell] = static_cast<uint8_t>(tile);
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
  long case_count = 0;
  if (!puzzle::read_case_count(in, out, errors, program, "cases", case_count, exit_code)) return exit_code;
  std::string token;

  puzzle::SlidingSolver solver(3, 3, puzzle::eight_puzzle_pair_plan());
  lessons.prepare(solver);
  std::vector<puzzle::SlideMove> moves;
  for (long case_number = 1; case_number <= case_count; ++case_number) {
    uint8_t boards[2][cells];
    const char* const names[2] = {"start", "goal"};
    for (int which = 0; which < 2; ++which) {
      if (!in.next(token)) {
        return puzzle::input_error(out, errors, program, case_number,
                                   std::string(board_expected) + " (the " + names[which] + "), input ends");
      }
      if (!parse_board(token, boards[which])) {
        return puzzle::input_error(out, errors, program, case_number,
                                   std::string(board_expected) + " (the " + names[which] + "), got " + puzzle::quoted(token));
      }
    }
    const puzzle::SlidingOutcome outcome = solver.solve(boards[0], boards[1], moves);
    if (outcome == puzzle::sliding_stopped) return lessons.stop(out);
    if (outcome == puzzle::sliding_unsolvable) {
      return puzzle::input_error(out, errors, program, case_number,
                                 "expected a goal reachable from the start (same parity), got " + puzzle::quoted(token));
    }
    out << "Case " << case_number << ": " << static_cast<long>(moves.size()) << '\n'
        << puzzle::slide_letters(moves) << '\n';
    lessons.answered(out, boards[0], boards[1], outcome, moves);
    out.end_case();
  }
  return puzzle::expect_end_of_input(in, out, errors, program, "cases", case_count);
}

// The judges run the program on the standard streams; a test or fuzz target defines PUZZLE_NO_MAIN and
// calls run() on streams of its own.
#ifndef PUZZLE_NO_MAIN
int main(int argc, char** argv) { return run(argc, argv, stdin, stdout, stderr); }
#endif
