// What the sliding binaries (eight, eight2, fifteen) show a learner (docs/learning.md; the Lesson
// contract of learning/learning_contract.hpp): --show draws the boards along the answer, each move labelled
// as the binary prints it (upper case in fifteen); --stats sums an answer up. The solver itself
// reports which method answers, its builds and its search (sliding_solver.hpp). O(moves x cells).
#ifndef PUZZLE_SLIDING_LESSON_HPP
#define PUZZLE_SLIDING_LESSON_HPP

#include <string>

#include "puzzle/io/side_by_side.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/sliding/tiles/sliding_drawing.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"
#include "puzzle/sliding/plans/sliding_solver.hpp"

namespace puzzle {

template <bool uppercase_letters>
struct SlidingLesson {
  typedef SlidingCase Case;
  typedef SlidingAnswer Answer;

  std::string summary(const Case&, const Answer& answer) const {
    return answer.outcome == sliding_solved ? count_text(answer.moves.size(), "move") : std::string("unsolvable");
  }
  void show(OutputBuffer& out, const Case& boards, const Answer& answer) const {
    if (answer.outcome != sliding_solved) return;
    const SlidingPuzzle model(boards.rows, boards.cols, boards.goal);
    show_path(out, model, model.make_state(boards.start), answer.moves, SlidingBoardDrawing(boards.rows, boards.cols),
              SlideLabel(uppercase_letters));
  }
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_LESSON_HPP
