// The learning options of `cubic` (README, "Learning with the suite"): --stats reports the solver's
// database builds (once per start cell up to symmetry) and IDA*'s thresholds; --show draws the cube
// board from above along the moves the solver found (each cube's top colour, '.' the empty square;
// a move's letter says where the empty square goes). O(moves) per dataset for --show.
#ifndef PUZZLE_CUBIC_EIGHT_LESSONS_HPP
#define PUZZLE_CUBIC_EIGHT_LESSONS_HPP

#include <cstdio>
#include <string>

#include "puzzle/cubic_eight/cubic_eight_drawing.hpp"
#include "puzzle/cubic_eight/cubic_eight_puzzle.hpp"
#include "puzzle/io/decimal.hpp"
#include "puzzle/io/lessons.hpp"
#include "puzzle/search/search_model.hpp"
#include "puzzle/sliding/sliding_drawing.hpp"

namespace puzzle {

class CubicEightLessons : public Lessons {
 public:
  CubicEightLessons(const char* program, std::FILE* errors) : Lessons(program, errors) {}

  // After a dataset's answer, `result` of CubicEightSolver::solve from the start with `start_empty` empty:
  // with --stats its summary; with --show the boards along its moves.
  void answered(OutputBuffer& out, int start_empty, const SearchResult<SlideMove>& result) {
    if (!learning()) return;
    case_solved();
    if (options().show && result.found)
      show_path(out, CubicEightPuzzle(), cubic_eight_start_state(start_empty), result.moves, CubicEightBoardDrawing(), SlideLabel(false));
    case_answered(out, result.found ? count_text(result.moves.size(), "move")
                                    : std::string("-1 (no position within the move limit shows the pattern)"));
  }
};

}  // namespace puzzle

#endif  // PUZZLE_CUBIC_EIGHT_LESSONS_HPP
