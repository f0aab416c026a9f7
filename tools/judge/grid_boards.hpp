// Rectangular boards of any size as the large-board judges give them (poj2893's M x N up to 999 x 999,
// hdu3600's N x N up to 300): read once each by a validator, solvability by the permutation's cycles
// (O(cells), where sliding_board.hpp's inversion count is O(cells^2)), written as rows of numbers. The
// rule (Johnson & Story, "Notes on the 15 puzzle", American Journal of Mathematics 2, 1879): a board
// is solvable exactly when the parity of the permutation taking it to the goal (the blank a tile) equals
// the parity of the blank's taxicab distance from its goal cell. O(cells) each.
#ifndef JUDGE_GRID_BOARDS_HPP
#define JUDGE_GRID_BOARDS_HPP

#include <cstdlib>
#include <string>
#include <vector>

#include "judge/generators.hpp"
#include "judge/sliding_board.hpp"
#include "judge/validators.hpp"

namespace judge {

// `cells` numbers 0..cells-1, each once, as the binaries read a board (driver/permutation_board.hpp).
inline Tiles permutation_board(CaseTokens& tokens, long cells) {
  const std::string what = "a number 0-" + puzzle::decimal(cells - 1);
  Tiles tiles(static_cast<std::size_t>(cells));
  std::vector<bool> seen(static_cast<std::size_t>(cells), false);
  for (long cell = 0; cell < cells; ++cell) {
    const long tile = tokens.number(what, 0, cells - 1);
    if (seen[static_cast<std::size_t>(tile)]) tokens.fail("number '" + puzzle::decimal(tile) + "' appears twice");
    seen[static_cast<std::size_t>(tile)] = true;
    tiles[static_cast<std::size_t>(cell)] = static_cast<int>(tile);
  }
  return tiles;
}

// Whether the rows x cols board can be slid into 1 2 ... rows*cols-1 with the blank last.
inline bool grid_solvable(const Tiles& board, int rows, int cols) {
  const std::size_t cells = board.size();
  // The goal cell of tile t: t - 1, the blank's the last.
  std::vector<bool> visited(cells, false);
  std::size_t cycles = 0;
  for (std::size_t start = 0; start < cells; ++start) {
    if (visited[start]) continue;
    ++cycles;
    for (std::size_t cell = start; !visited[cell];) {
      visited[cell] = true;
      cell = board[cell] == 0 ? cells - 1 : static_cast<std::size_t>(board[cell] - 1);
    }
  }
  std::size_t blank = 0;
  while (board[blank] != 0) ++blank;
  const int distance = (rows - 1 - static_cast<int>(blank) / cols) + (cols - 1 - static_cast<int>(blank) % cols);
  return (cells - cycles) % 2 == static_cast<std::size_t>(distance % 2);
}

// A random rows x cols board, solvable or not as asked.
inline Tiles random_grid_board(Random& random, int rows, int cols, bool solvable) {
  const Tiles board = random_tiles(random, rows * cols);
  return grid_solvable(board, rows, cols) == solvable ? board : other_parity(board);
}

// The goal of a rows x cols board: 1 2 ... rows*cols-1, then the blank.
inline Tiles grid_goal(int rows, int cols) {
  Tiles goal(static_cast<std::size_t>(rows * cols), 0);
  for (std::size_t cell = 0; cell + 1 < goal.size(); ++cell) goal[cell] = static_cast<int>(cell) + 1;
  return goal;
}

}  // namespace judge

#endif  // JUDGE_GRID_BOARDS_HPP
