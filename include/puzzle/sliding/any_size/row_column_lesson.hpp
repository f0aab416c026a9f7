// What `poj3240` shows a learner (docs/learning.md; the Lesson contract of learning/learning_contract.hpp):
// its solutions run to thousands of moves, so --show draws the board once a line is placed, not once
// a move: the start, then after each row and column (labelled with the moves it took), and the goal
// after the last block. --stats sums a solution up against the lower bound every solution obeys,
// the tiles' Manhattan distance: "2,216 moves (Manhattan distance 649)". O(moves + stages x cells).
//
//   start                 row 1: 103 moves      column 1: 121 moves   ...
//    2 11  9 12  6         1  2  3  4  5         1  2  3  4  5
//   ...
#ifndef PUZZLE_ROW_COLUMN_LESSON_HPP
#define PUZZLE_ROW_COLUMN_LESSON_HPP

#include <string>
#include <vector>

#include "puzzle/io/decimal.hpp"
#include "puzzle/io/output_buffer.hpp"
#include "puzzle/io/side_by_side.hpp"
#include "puzzle/learning/stats_report.hpp"
#include "puzzle/sliding/any_size/large_board.hpp"
#include "puzzle/sliding/any_size/row_column_solver.hpp"
#include "puzzle/sliding/tiles/sliding_drawing.hpp"

namespace puzzle {

struct RowColumnLesson {
  typedef LargeBoard Case;
  typedef RowColumnAnswer Answer;

  std::string summary(const Case& board, const Answer& answer) const {
    if (!answer.solvable) return "unsolvable";
    return count_text(answer.moves.size(), "move") + " (Manhattan distance " +
           grouped_decimal(static_cast<uint64_t>(manhattan_distance(board))) + ")";
  }

  void show(OutputBuffer& out, const Case& start, const Answer& answer) const {
    if (!answer.solvable) return;
    LargeBoard board = start;
    long blank = 0;
    while (board.tiles[static_cast<std::size_t>(blank)] != 0) ++blank;
    const int rows = static_cast<int>(board.rows), cols = static_cast<int>(board.cols);
    std::vector<Picture> pictures(1);
    pictures[0].label = "start";
    pictures[0].lines = draw_sliding_board(&board.tiles[0], rows, cols);
    std::size_t done = 0;
    for (std::size_t i = 0; i < answer.stages.size(); ++i) {
      const RowColumnStage& stage = answer.stages[i];
      for (; done < stage.moves_end; ++done) slide_on(board, blank, answer.moves[done]);
      Picture picture;
      const std::string moves = count_text(stage.moves_end - (i > 0 ? answer.stages[i - 1].moves_end : 0), "move");
      picture.label = stage.kind == RowColumnStage::last_block
                          ? "last block: " + moves
                          : std::string(stage.kind == RowColumnStage::row ? "row " : "column ") +
                                decimal(stage.index + 1) + ": " + moves;
      picture.lines = draw_sliding_board(&board.tiles[0], rows, cols);
      pictures.push_back(picture);
    }
    write_side_by_side(out, pictures);
    out << '\n';
  }
};

}  // namespace puzzle

#endif  // PUZZLE_ROW_COLUMN_LESSON_HPP
