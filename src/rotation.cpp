// rotation: UESTC 485 "Game". Reads T cases of a 3x3 start board (1-9) and a target (1-9 or *, any
// tile) and prints for each "Case #k: N", the fewest row/column rotations to match, or "No Solution!".
// Judges: UESTC 485 "Game"
// Compile: g++ -std=gnu++17 -O2
#include <stdint.h>
#include <cstdio>
#include <string>

#include "puzzle/driver/case_driver.hpp"
#include "puzzle/driver/input_error.hpp"
#include "puzzle/driver/solver_problem.hpp"
#include "puzzle/grid_rotation/grid_rotation_solver.hpp"
#ifndef PUZZLE_BUNDLE
#include "puzzle/grid_rotation/grid_rotation_lesson.hpp"
#endif

namespace {

const puzzle::JudgeFormat format = puzzle::counted_cases(
    "rotation",
    "usage: rotation < cases\n"
    "Solves UESTC 485 \"Game\": reads T, then T cases of two 3x3 boards of 9 tokens each: the start\n"
    "(the tiles 1-9 once each) and the target (tiles 1-9 or *, which any tile matches). A move\n"
    "rotates one row left or right or one column up or down, cyclically. Prints per case\n"
    "\"Case #k: N\", the fewest moves to a board matching the target, or \"Case #k: No Solution!\".\n",
    "T", "cases");

const int cells = puzzle::grid_rotation_cells;

// The tile a token names: 1-9, any_tile for * when wildcards are allowed, or -1.
int parse_tile(const std::string& token, bool wildcard_allowed) {
  if (wildcard_allowed && token == "*") return puzzle::GridRotationSolver::any_tile;
  if (token.size() == 1 && token[0] >= '1' && token[0] <= '9') return token[0] - '0';
  return -1;
}

class RotationProblem : public puzzle::SolverProblem<puzzle::GridRotationSolver> {
 public:
#ifndef PUZZLE_BUNDLE
  typedef puzzle::GridRotationLesson Lesson;
#endif

  // 9 tokens of the start board, 9 of the target.
  bool read(puzzle::CaseInput& in, const std::string& first, Case& boards) const {
    std::string token = first;
    for (int index = 0; index < 2 * cells; ++index) {
      const bool is_target = index >= cells;
      const int cell = index % cells;
      const std::string board = is_target ? "the target" : "the start board";
      if (index > 0 && !in.next(token))
        return in.fail("expected 9 cells of " + board + ", input ends after " + puzzle::decimal(cell));
      const int tile = parse_tile(token, is_target);
      if (tile < 0)
        return in.fail((is_target ? "expected a tile 1-9 or * in " : "expected a tile 1-9 in ") + board + ", got " +
                       puzzle::quoted(token));
      uint8_t* tiles = is_target ? boards.target : boards.start;
      for (int earlier = 0; earlier < cell && tile != puzzle::GridRotationSolver::any_tile; ++earlier)
        if (tiles[earlier] == tile)
          return in.fail("expected each tile once in " + board + ", got " + puzzle::quoted(token) + " twice");
      tiles[cell] = static_cast<uint8_t>(tile);
    }
    return true;
  }

  void print(puzzle::OutputBuffer& out, long case_number, const Case&, Answer fewest) const {
    out << "Case #" << case_number << ": ";
    if (fewest == puzzle::GridRotationSolver::unreachable)
      out << "No Solution!\n";
    else
      out << fewest << '\n';
  }
};

}  // namespace

int run(int argc, char** argv, std::FILE* input, std::FILE* output, std::FILE* errors) {
  return puzzle::run_cases<RotationProblem>(format, argc, argv, input, output, errors);
}
