// The learning options of `rotation` (README, "Learning with the suite"): --stats reports how each
// case is answered (a look-up in the table of every board, built on first use, or a breadth-first
// search over where the pinned tiles stand, kept per start); --show finds one shortest sequence of
// turns reaching the target (group/pattern_path.hpp: the answer itself is only a count) and draws the
// boards along it. --show costs a breadth-first search per case: up to 181,440 placements, ~20 ms.
#ifndef PUZZLE_GRID_ROTATION_LESSONS_HPP
#define PUZZLE_GRID_ROTATION_LESSONS_HPP

#include <cstdio>
#include <stdint.h>
#include <string>
#include <vector>

#include "puzzle/group/arrangement_graph.hpp"
#include "puzzle/group/pattern_path.hpp"
#include "puzzle/group/permutation_group.hpp"
#include "puzzle/io/decimal.hpp"
#include "puzzle/io/lessons.hpp"
#include "puzzle/grid_rotation/grid_rotation_board.hpp"
#include "puzzle/grid_rotation/grid_rotation_drawing.hpp"
#include "puzzle/grid_rotation/grid_rotation_solver.hpp"

namespace puzzle {

class GridRotationLessons : public Lessons {
 public:
  GridRotationLessons(const char* program, std::FILE* errors)
      : Lessons(program, errors), generators_(grid_rotation_generators()), board_(generators_, grid_rotation_cells) {}

  // After a case's answer, `fewest` moves (or GridRotationSolver::unreachable) from `start` to `target`
  // (as GridRotationSolver::fewest_moves takes them): with --stats its summary; with --show the boards
  // along a shortest sequence of turns.
  void answered(OutputBuffer& out, const uint8_t* start, const uint8_t* target, int fewest) {
    if (!learning()) return;
    case_solved();
    const bool reachable = fewest != GridRotationSolver::unreachable;
    if (options().show && reachable) {
      uint8_t start_cell[grid_rotation_cells];
      int target_cell[grid_rotation_cells];
      GridRotationSolver::as_pattern(start, target, start_cell, target_cell);
      std::vector<int> moves;
      shortest_pattern_path(generators_, start_cell, target_cell, moves);
      show_path(out, board_, board_.make_state(start_cell), moves, GridRotationBoardDrawing(), GridRotationMoveLabel());
    }
    case_answered(out, reachable ? count_text(static_cast<uint64_t>(fewest), "move") : std::string("No Solution!"));
  }

 private:
  PermutationGenerators generators_;
  ArrangementGraph board_;  // every tile followed: the board itself
};

}  // namespace puzzle

#endif  // PUZZLE_GRID_ROTATION_LESSONS_HPP
