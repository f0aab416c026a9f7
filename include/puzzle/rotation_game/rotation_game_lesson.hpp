// What `rotation_game` shows a learner (docs/learning.md; the Lesson contract of
// learning/learning_contract.hpp): --show draws the '#' board after each move of the answer, labelled with
// its letter; --stats sums an answer up. The solver itself reports its method, the build of its
// centre-distance table and IDA*'s thresholds. O(moves x 24) per board for --show.
#ifndef PUZZLE_ROTATION_GAME_LESSON_HPP
#define PUZZLE_ROTATION_GAME_LESSON_HPP

#include <string>

#include "puzzle/io/side_by_side.hpp"
#include "puzzle/group/placement_graph.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/rotation_game/rotation_game_drawing.hpp"
#include "puzzle/rotation_game/rotation_game_puzzle.hpp"
#include "puzzle/rotation_game/rotation_game_solver.hpp"
#include "puzzle/util/owned.hpp"

namespace puzzle {

class RotationGameLesson {
 public:
  typedef RotationGameCase Case;
  typedef RotationGameAnswer Answer;

  std::string summary(const Case&, const Answer& answer) const { return count_text(answer.moves.size(), "move"); }
  void show(OutputBuffer& out, const Case& board, const Answer& answer) {
    if (graph_.empty()) graph_.reset(new PlacementGraph(rotation_game_placement_graph()));
    show_path(out, RotationGameMoves(*graph_), RotationGameMoves::state_of_board(board.symbols), answer.moves,
              RotationGameBoardDrawing(), RotationGameMoveLabel());
  }

 private:
  // The moves of one symbol's placement, as the solver's: made on the first --show (a run without it
  // does not make them).
  Owned<PlacementGraph> graph_;
};

}  // namespace puzzle

#endif  // PUZZLE_ROTATION_GAME_LESSON_HPP
