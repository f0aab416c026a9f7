// What `rotation` shows a learner (docs/learning.md; the Lesson contract of learning/learning_contract.hpp):
// the answer is only a count, so --show finds one shortest sequence of turns reaching the target
// (group/wildcard_path.hpp) and draws the boards along it; --stats sums an answer up. The solver itself
// reports how each case is answered (a look-up in its table, or a breadth-first search over where the
// pinned tiles stand). --show costs a breadth-first search per case: up to 181,440 placements.
#ifndef PUZZLE_GRID_ROTATION_LESSON_HPP
#define PUZZLE_GRID_ROTATION_LESSON_HPP

#include <stdint.h>
#include <string>
#include <vector>

#include "puzzle/io/side_by_side.hpp"
#include "puzzle/grid_rotation/grid_rotation_board.hpp"
#include "puzzle/grid_rotation/grid_rotation_drawing.hpp"
#include "puzzle/grid_rotation/grid_rotation_solver.hpp"
#include "puzzle/group/arrangement_graph.hpp"
#include "puzzle/group/permutation_group.hpp"
#include "puzzle/group/wildcard_path.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"

namespace puzzle {

class GridRotationLesson {
 public:
  typedef GridRotationCase Case;
  typedef int Answer;  // GridRotationSolver::fewest_moves

  GridRotationLesson() : generators_(grid_rotation_generators()), board_(generators_, grid_rotation_cells) {}

  std::string summary(const Case&, Answer fewest) const {
    return fewest != GridRotationSolver::unreachable ? count_text(static_cast<uint64_t>(fewest), "move")
                                                     : std::string("No Solution!");
  }
  void show(OutputBuffer& out, const Case& a_case, Answer fewest) const {
    if (fewest == GridRotationSolver::unreachable) return;
    uint8_t start_cell[grid_rotation_cells];
    int target_cell[grid_rotation_cells];
    GridRotationSolver::as_pins(a_case.start, a_case.target, start_cell, target_cell);
    std::vector<int> moves;
    shortest_wildcard_path(generators_, start_cell, target_cell, moves);
    show_path(out, board_, board_.make_state(start_cell), moves, GridRotationBoardDrawing(), GridRotationMoveLabel());
  }

 private:
  PermutationGenerators generators_;
  ArrangementGraph board_;  // every tile followed: the board itself
};

}  // namespace puzzle

#endif  // PUZZLE_GRID_ROTATION_LESSON_HPP
