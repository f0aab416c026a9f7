// A sliding board as a learner sees it (--show): its rows, tiles right-aligned to the widest number
// and one blank apart, '.' for the blank (a move's label, its letter: grid/slide_letters.hpp).
// O(cells) per board.
//
//   2 3 4      1  2  3  4
//   1 5 .      5  6  .  8
//   7 6 8      9 10  7 12
//             13 14 11 15
#ifndef PUZZLE_SLIDING_DRAWING_HPP
#define PUZZLE_SLIDING_DRAWING_HPP

#include <stdint.h>
#include <string>
#include <vector>

#include "puzzle/io/decimal.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"

namespace puzzle {

// The rows of the board tiles[cell] (0 the blank), of any size (Tile: uint8_t, uint32_t).
template <class Tile>
std::vector<std::string> draw_sliding_board(const Tile* tiles, int rows, int cols) {
  const std::size_t width = decimal(rows * cols - 1).size();
  std::vector<std::string> lines(static_cast<std::size_t>(rows));
  for (int cell = 0; cell < rows * cols; ++cell) {
    const std::string tile = tiles[cell] == 0 ? std::string(".") : decimal(static_cast<long long>(tiles[cell]));
    std::string& line = lines[static_cast<std::size_t>(cell / cols)];
    if (cell % cols > 0) line += ' ';
    line += std::string(width - tile.size(), ' ') + tile;
  }
  return lines;
}

// Draws the states of a sliding model (SlidingPuzzle) for Lessons::show_path.
class SlidingBoardDrawing {
 public:
  SlidingBoardDrawing(int rows, int cols) : rows_(rows), cols_(cols) {}
  std::vector<std::string> operator()(const SlidingState& state) const {
    return draw_sliding_board(state.tiles, rows_, cols_);
  }

 private:
  int rows_, cols_;
};

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_DRAWING_HPP
