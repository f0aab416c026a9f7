// The rotation game's board as a learner sees it (--show): the '#' of 24 cells, each symbol one
// character, the cells of a row two columns apart, so that the lines A-H stand straight; and a move
// as its letter. O(24) per board.
//
//       1   1
//       1   1
//   1 1 1 1 1 1 1
//       1   1
//   1 1 1 1 1 1 1
//       1   1
//       1   1
#ifndef PUZZLE_ROTATION_GAME_DRAWING_HPP
#define PUZZLE_ROTATION_GAME_DRAWING_HPP

#include <stdint.h>
#include <string>
#include <vector>

#include "puzzle/rotation_game/rotation_game_board.hpp"
#include "puzzle/rotation_game/rotation_game_puzzle.hpp"

namespace puzzle {

// The 7 lines of the board symbols[cell] (symbols 1-3).
inline std::vector<std::string> draw_rotation_game_board(const uint8_t* symbols) {
  // Each row's first cell and its cells' columns: two (columns 2 and 4) or seven (0-6).
  static const int first_cell[8] = {0, 2, 4, 11, 13, 20, 22, 24};
  std::vector<std::string> lines(7);
  for (int row = 0; row < 7; ++row) {
    const int count = first_cell[row + 1] - first_cell[row];
    for (int i = 0; i < count; ++i) {
      const int column = count == 2 ? 2 + 2 * i : i;
      lines[static_cast<std::size_t>(row)].resize(static_cast<std::size_t>(2 * column), ' ');
      lines[static_cast<std::size_t>(row)] += static_cast<char>('0' + symbols[first_cell[row] + i]);
    }
  }
  return lines;
}

// Draws the states of RotationGameMoves (where each symbol stands) for show_path (io/side_by_side.hpp).
struct RotationGameBoardDrawing {
  std::vector<std::string> operator()(const RotationGameState& state) const {
    uint8_t symbols[rotation_game_cells] = {0};
    for (int cell = 0; cell < rotation_game_cells; ++cell)
      for (int s = 0; s < rotation_game_symbols; ++s)
        if (state.placement[s] >> cell & 1u) symbols[cell] = static_cast<uint8_t>(s + 1);
    return draw_rotation_game_board(symbols);
  }
};

// Labels a move by its letter A-H, as the answer spells it.
struct RotationGameMoveLabel {
  std::string operator()(const RotationGameState&, int move) const {
    return rotation_game_letters(std::vector<int>(1, move));
  }
};

}  // namespace puzzle

#endif  // PUZZLE_ROTATION_GAME_DRAWING_HPP
