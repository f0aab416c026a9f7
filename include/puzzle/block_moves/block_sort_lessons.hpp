// The learning options of `booksort` (README, "Learning with the suite"): --stats reports the build
// of the solver's table (at start-up), then per shelf the method and IDA*'s thresholds; --show draws
// the shelf after each block move of the sorting the solver found (the answer is only a count),
// each labelled with the block moved and where it goes (block_move_drawing.hpp). Nothing is drawn
// for "5 or more". O(moves x n) per shelf for --show.
#ifndef PUZZLE_BLOCK_SORT_LESSONS_HPP
#define PUZZLE_BLOCK_SORT_LESSONS_HPP

#include <cstdio>
#include <string>

#include "puzzle/block_moves/block_move.hpp"
#include "puzzle/block_moves/block_move_drawing.hpp"
#include "puzzle/io/lessons.hpp"
#include "puzzle/search/search_model.hpp"

namespace puzzle {

// Replays block moves: the part of BlockMovePuzzle that --show needs.
struct BlockMoveReplay {
  typedef BlockPermutation State;
  typedef BlockMove Move;
  void apply(State& state, Move move) const { apply_block_move(state, move); }
};

class BlockSortLessons : public Lessons {
 public:
  BlockSortLessons(const char* program, std::FILE* errors) : Lessons(program, errors) {}

  // After a shelf's answer, `result` of BlockSortSolver::solve(books, n): with --stats its summary
  // ("5 or more" when not found); with --show the shelf after each move.
  template <class Item>
  void answered(OutputBuffer& out, const Item* books, int n, const SearchResult<BlockMove>& result) {
    if (!learning()) return;
    case_solved();
    if (options().show && result.found)
      show_path(out, BlockMoveReplay(), make_block_permutation(books, n), result.moves, ShelfDrawing(),
                BlockMoveLabel());
    case_answered(out, result.found ? count_text(result.moves.size(), "block move") : std::string("5 or more"));
  }
};

}  // namespace puzzle

#endif  // PUZZLE_BLOCK_SORT_LESSONS_HPP
