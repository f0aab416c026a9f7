// What `cubic` shows a learner (docs/learning.md; the Lesson contract of learning/learning_contract.hpp):
// --show draws the board from above along the moves the solver found (each cube's top colour, '.'
// the empty square; a move's letter says where the empty square goes); --stats sums an answer up.
// The solver itself reports its database builds and IDA*'s thresholds. O(moves) per dataset.
#ifndef PUZZLE_CUBIC_EIGHT_LESSON_HPP
#define PUZZLE_CUBIC_EIGHT_LESSON_HPP

#include <string>

#include "puzzle/cubic_eight/cubic_eight_drawing.hpp"
#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"
#include "puzzle/cubic_eight/cubic_eight_solver.hpp"
#include "puzzle/io/side_by_side.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/search/search_model.hpp"

namespace puzzle {

struct CubicEightLesson {
  typedef CubicEightCase Case;
  typedef SearchResult<SlideMove> Answer;

  std::string summary(const Case&, const Answer& answer) const {
    return answer.found ? count_text(answer.moves.size(), "move")
                        : std::string("-1 (no position within the move limit shows the target)");
  }
  void show(OutputBuffer& out, const Case& a_case, const Answer& answer) const {
    if (answer.found)
      show_path(out, CubicEightPuzzle(), cubic_eight_start_state(a_case.start_empty), answer.moves,
                CubicEightBoardDrawing(), SlideLabel(false));
  }
};

}  // namespace puzzle

#endif  // PUZZLE_CUBIC_EIGHT_LESSON_HPP
