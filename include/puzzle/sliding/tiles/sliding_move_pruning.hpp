// The move-pruning automaton (search/move_pruning.hpp) of R x C sliding boards: which sequences of
// blank moves some other sequence, no longer and earlier in d < l < r < u, replaces wherever they are
// legal. Its contexts are the blank's cells: on a board of distinct tiles, where the blank stands
// decides which sequences are legal and what each does; any model of the board's moves serves. Cost:
// see move_pruning.hpp (4x4 board, sequences of up to 12 moves: 6,504 states).
#ifndef PUZZLE_SLIDING_MOVE_PRUNING_HPP
#define PUZZLE_SLIDING_MOVE_PRUNING_HPP

#include <algorithm>
#include <stdint.h>
#include <vector>

#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/search/move_pruning.hpp"

namespace puzzle {

// Precondition: max_length >= 2; Model is a sliding model of the board (SlidingPuzzle,
// SlidingPdbPuzzle, ...: geometry(), make_state(tiles) of any board, a key telling boards of one
// solvability class apart).
template <class Model>
MovePruning sliding_move_pruning(const Model& model, int max_length) {
  const int cells = model.geometry().cells();
  std::vector<typename Model::State> contexts;
  for (int cell = 0; cell < cells; ++cell) {
    uint8_t board[max_board_cells];
    for (int at = 0; at < cells; ++at) board[at] = static_cast<uint8_t>((at + 1) % cells);
    std::swap(board[cell], board[cells - 1]);
    contexts.push_back(model.make_state(board));
  }
  return MovePruning(model, contexts, max_length);
}

}  // namespace puzzle

#endif  // PUZZLE_SLIDING_MOVE_PRUNING_HPP
