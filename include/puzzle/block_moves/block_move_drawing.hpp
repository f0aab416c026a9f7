// A shelf as a learner sees it (booksort --show): its books in one line; and a block move as the
// block a learner would pick up and where it goes. Of the two adjacent blocks that change places the
// label names the shorter (the left one on a tie): "[4 5] after 3" takes the books 4 5 out and puts
// them back right after book 3; "[2 3] before 4", right before book 4. O(n) per shelf or label.
//
//   start         1 [4 5] after 3   2 [1] before 2
//   1 4 5 2 3 6   1 2 3 4 5 6       ...
#ifndef PUZZLE_BLOCK_MOVE_DRAWING_HPP
#define PUZZLE_BLOCK_MOVE_DRAWING_HPP

#include <string>
#include <vector>

#include "puzzle/block_moves/block_move.hpp"
#include "puzzle/io/decimal.hpp"

namespace puzzle {

// The books at positions from..to of `shelf` (1 <= from <= to <= n), one blank apart.
inline std::string shelf_books(const BlockPermutation& shelf, int from, int to) {
  std::string books;
  for (int position = from; position <= to; ++position)
    books += (position > from ? " " : "") + decimal(shelf.item[position]);
  return books;
}

// Draws a shelf (a BlockPermutation, the frame left out) for show_path (io/side_by_side.hpp): one line.
struct ShelfDrawing {
  std::vector<std::string> operator()(const BlockPermutation& shelf) const {
    return std::vector<std::string>(1, shelf_books(shelf, 1, shelf.size));
  }
};

// Labels `move` as done on `shelf`, the shorter block named with where it goes (see the top).
struct BlockMoveLabel {
  std::string operator()(const BlockPermutation& shelf, BlockMove move) const {
    if (move.middle - move.first <= move.last - move.middle)
      return "[" + shelf_books(shelf, move.first + 1, move.middle) + "] after " + decimal(shelf.item[move.last]);
    return "[" + shelf_books(shelf, move.middle + 1, move.last) + "] before " + decimal(shelf.item[move.first + 1]);
  }
};

}  // namespace puzzle

#endif  // PUZZLE_BLOCK_MOVE_DRAWING_HPP
