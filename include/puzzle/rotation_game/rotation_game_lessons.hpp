// The learning options of `rotation_game` (README, "Learning with the suite"): --stats reports the
// solver's method, the build of its centre-distance table (on the first board that needs a move) and
// IDA*'s thresholds; --show draws the '#' board after each move of the answer, labelled with its
// letter (the answer is already the move sequence). O(moves x 24) per board for --show.
#ifndef PUZZLE_ROTATION_GAME_LESSONS_HPP
#define PUZZLE_ROTATION_GAME_LESSONS_HPP

#include <cstdio>
#include <stdint.h>

#include "puzzle/group/placement_graph.hpp"
#include "puzzle/io/lessons.hpp"
#include "puzzle/rotation_game/rotation_game_drawing.hpp"
#include "puzzle/rotation_game/rotation_game_puzzle.hpp"
#include "puzzle/rotation_game/rotation_game_solver.hpp"
#include "puzzle/util/owned.hpp"

namespace puzzle {

class RotationGameLessons : public Lessons {
 public:
  RotationGameLessons(const char* program, std::FILE* errors) : Lessons(program, errors) {}

  // After a board's answer (RotationGameSolver::solve of symbols[cell]): with --stats its summary;
  // with --show the board after each move.
  void answered(OutputBuffer& out, const uint8_t* symbols, const RotationGameAnswer& answer) {
    if (!learning()) return;
    case_solved();
    if (options().show) {
      if (graph_.empty()) graph_.reset(new PlacementGraph(rotation_game_placement_graph()));
      show_path(out, RotationGameMoves(*graph_), RotationGameMoves::state_of_board(symbols), answer.moves,
                RotationGameBoardDrawing(), RotationGameMoveLabel());
    }
    case_answered(out, count_text(answer.moves.size(), "move"));
  }

 private:
  // The moves of one symbol's placement, as the solver's: made on the first --show (0.14 ms, which a
  // run without it does not spend).
  Owned<PlacementGraph> graph_;
};

}  // namespace puzzle

#endif  // PUZZLE_ROTATION_GAME_LESSONS_HPP
