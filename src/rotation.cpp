// rotation: UESTC 485 "Game". Reads T cases of a 3x3 start board (1-9) and a target (1-9 or *, any
// tile) and prints for each "Case #k: N", the fewest row/column rotations to match, or "No Solution!".
// Judges: UESTC 485 "Game"
// Compile: g++ --std=gnu++17
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/io/command_line.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/grid_rotation/grid_rotation_solver.hpp"
#include "puzzle/io/token_reader.hpp"
#ifdef PUZZLE_BUNDLE  // judges pass no options
#include "puzzle/io/no_lessons.hpp"
typedef puzzle::NoLessons Lessons;
#else  // the learners' options --show, --stats (README, "Learning with the suite")
#include "puzzle/grid_rotation/grid_rotation_lessons.hpp"
typedef puzzle::GridRotationLessons Lessons;
#endif

namespace {

const char program[] = "rotation";
const char usage[] =
    "usage: rotation < cases\n"
    "Solves UESTC 485 \"Game\": reads T, then T cases of two 3x3 boards of 9 tokens each: the start\n"
    "(the tiles 1-9 once each) and the target (tiles 1-9 or *, which any tile matches). A move\n"
    "rotates one row left or right or one column up or down, cyclically. Prints per case\n"
    "\"Case #k: N\", the fewest moves to a board matching the target, or \"Case #k: No Solution!\".\n";

const int cells = puzzle::grid_rotation_cells;

// The tile a token names: 1-9, any_tile for * when wildcards are allowed, or -1.
int parse_tile(const std::string& token, bool wildcard_allowed) {
  if (wildcard_allowed && token == "*") return puzzle::GridRotationSolver::any_tile;
  if (token.size() == 1 && token[0] >= '1' && token[0] <= '9') return token[0] - '0';
  return -1;
}

// Reads case `case_number` of `case_count`: 9 tokens of the start board, 9 of the target, into
// start and target. On bad input returns false with `error` set to what was expected and found.
bool read_case(puzzle::TokenReader& in, long case_number, long case_count, uint8_t* start, uint8_t* target,
               std::string& error) {
  std::string token;
  for (int index = 0; index < 2 * cells; ++index) {
    const bool is_target = index >= cells;
    const int cell = index % cells;
    const std::string board = is_target ? "the target" : "the start board";
    if (!in.next(token)) {
      error = index == 0 ? "expected T = " + puzzle::decimal(case_count) + " cases, input ends after " +
                               puzzle::decimal(case_number - 1)
                         : "expected 9 cells of " + board + ", input ends after " + puzzle::decimal(cell);
      return false;
    }
    const int tile = parse_tile(token, is_target);
    if (tile < 0) {
      error =
          (is_target ? "expected a tile 1-9 or * in " : "expected a tile 1-9 in ") + board + ", got " + puzzle::quoted(token);
      return false;
    }
    uint8_t* tiles = is_target ? target : start;
    for (int earlier = 0; earlier < cell && tile != puzzle::GridRotationSolver::any_tile; ++earlier)
      if (tiles[earlier] == tile) {
        error = "expected each tile once in " + board + ", got " + puzzle::quoted(token) + " twice";
        return false;
      }
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

  puzzle::GridRotationSolver solver;
  solver.set_monitor(lessons.monitor());
  for (long case_number = 1; case_number <= case_count; ++case_number) {
    uint8_t start[cells], target[cells];
    std::string error;
    if (!read_case(in, case_number, case_count, start, target, error)) {
      return puzzle::input_error(out, errors, program, case_number, error);
    }
    const int moves = solver.fewest_moves(start, target);
    out << "Case #" << static_cast<long>(case_number) << ": ";
    if (moves == puzzle::GridRotationSolver::unreachable) {
      out << "No Solution!\n";
    } else {
      out << moves << '\n';
    }
    lessons.answered(out, start, target, moves);
    out.end_case();
  }
  return puzzle::expect_end_of_input(in, out, errors, program, "cases", case_count);
}

// The judges run the program on the standard streams; a test or fuzz target defines PUZZLE_NO_MAIN and
// calls run() on streams of its own.
#ifndef PUZZLE_NO_MAIN
int main(int argc, char** argv) { return run(argc, argv, stdin, stdout, stderr); }
#endif
