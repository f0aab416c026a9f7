// What `uva10085` shows a learner (docs/learning.md; the Lesson contract of learning/learning_contract.hpp):
// --show draws the boards from the start to the farthest board along the answer, each move labelled
// as the judge prints it (D L R U); --stats sums an answer up. The solver itself reports how it
// answers and its searches (farthest_board_solver.hpp). O(moves x cells).
#ifndef PUZZLE_FARTHEST_BOARD_LESSON_HPP
#define PUZZLE_FARTHEST_BOARD_LESSON_HPP

#include <string>

#include "puzzle/io/side_by_side.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/sliding/plans/farthest_board_solver.hpp"
#include "puzzle/sliding/tiles/sliding_drawing.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"

namespace puzzle {

struct FarthestBoardLesson {
  typedef FarthestBoardCase Case;
  typedef FarthestBoardAnswer Answer;

  std::string summary(const Case&, const Answer& answer) const {
    return count_text(answer.moves.size(), "move") + " to a farthest board";
  }
  void show(OutputBuffer& out, const Case& board, const Answer& answer) const {
    const SlidingPuzzle model(board.rows, board.cols, answer.farthest);
    show_path(out, model, model.make_state(board.start), answer.moves, SlidingBoardDrawing(board.rows, board.cols),
              SlideLabel(true));
  }
};

}  // namespace puzzle

#endif  // PUZZLE_FARTHEST_BOARD_LESSON_HPP
