// What `booksort` shows a learner (docs/learning.md; the Lesson contract of learning/learning_contract.hpp):
// the answer is only a count, so --show draws the shelf after each block move of the sorting the
// solver found, each labelled with the block moved and where it goes (block_move_drawing.hpp);
// nothing is drawn for "5 or more". --stats sums an answer up; the solver itself reports its table's
// build and, per shelf, the method and IDA*'s thresholds. O(moves x n) per shelf for --show.
#ifndef PUZZLE_BLOCK_SORT_LESSON_HPP
#define PUZZLE_BLOCK_SORT_LESSON_HPP

#include <string>

#include "puzzle/block_moves/block_move.hpp"
#include "puzzle/block_moves/block_move_drawing.hpp"
#include "puzzle/block_moves/block_sort_solver.hpp"
#include "puzzle/io/side_by_side.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/quantity_text.hpp"
#include "puzzle/search/search_model.hpp"

namespace puzzle {

// Replays block moves: the part of BlockMovePuzzle that --show needs.
struct BlockMoveReplay {
  typedef BlockPermutation State;
  typedef BlockMove Move;
  void apply(State& state, Move move) const { apply_block_move(state, move); }
};

struct BlockSortLesson {
  typedef BlockSortCase Case;
  typedef SearchResult<BlockMove> Answer;

  std::string summary(const Case&, const Answer& answer) const {
    return answer.found ? count_text(answer.moves.size(), "block move") : std::string("5 or more");
  }
  void show(OutputBuffer& out, const Case& shelf, const Answer& answer) const {
    if (answer.found)
      show_path(out, BlockMoveReplay(), make_block_permutation(shelf.books, shelf.n), answer.moves, ShelfDrawing(),
                BlockMoveLabel());
  }
};

}  // namespace puzzle

#endif  // PUZZLE_BLOCK_SORT_LESSON_HPP
