// The board of "The Rotation Game" (POJ 2286, HDU 1667, UVa 1343): 24 cells in the shape of a '#',
// numbered row by row (rows 0-1 and 5-6 hold two cells, at columns 2 and 4; rows 2 and 4 hold seven;
// row 3 two). Four lines of seven cells cross it: columns 2 and 4, rows 2 and 4. Move A, B, C or D
// shifts line 0, 1, 2 or 3 by one cell toward its head (the head's block goes to the other end); E, F,
// G, H undo B, A, D, C. The goal: the 8 centre cells hold one symbol. Moves as cell permutations.
#ifndef PUZZLE_ROTATION_GAME_BOARD_HPP
#define PUZZLE_ROTATION_GAME_BOARD_HPP

#include <stdint.h>
#include <string>
#include <vector>

#include "puzzle/group/permutation_group.hpp"

namespace puzzle {

const int rotation_game_cells = 24;
const int rotation_game_move_count = 8;  // A..H, in this order (the order of the answers' letters)
const int rotation_game_line_cells = 7;

// The cells of line 0-3, from the head: column 2, column 4, row 2 (head at its right end, cell 10),
// row 4 (head at cell 19).
inline const int* rotation_game_line(int line) {
  static const int cells[4][rotation_game_line_cells] = {
      {0, 2, 6, 11, 15, 20, 22}, {1, 3, 8, 12, 17, 21, 23}, {10, 9, 8, 7, 6, 5, 4}, {19, 18, 17, 16, 15, 14, 13}};
  return cells[line];
}

// The 8 centre cells 6 7 8 11 12 15 16 17, as a mask (bit = cell).
const uint32_t rotation_game_centre =
    (1u << 6) | (1u << 7) | (1u << 8) | (1u << 11) | (1u << 12) | (1u << 15) | (1u << 16) | (1u << 17);

// The cell that `move` (0-7 for A-H) carries the block on `cell` to.
inline int rotation_game_target(int move, int cell) {
  static const int line_of_move[rotation_game_move_count] = {0, 1, 2, 3, 1, 0, 3, 2};
  const int* line = rotation_game_line(line_of_move[move]);
  const bool toward_head = move < 4;
  for (int i = 0; i < rotation_game_line_cells; ++i)
    if (line[i] == cell) {
      const int step = toward_head ? rotation_game_line_cells - 1 : 1;  // one back or one on, cyclically
      return line[(i + step) % rotation_game_line_cells];
    }
  return cell;
}

// The 8 moves as permutations of the cells, A..H.
inline PermutationGenerators rotation_game_generators() {
  std::vector<std::vector<uint8_t> > images(rotation_game_move_count, std::vector<uint8_t>(rotation_game_cells));
  for (int move = 0; move < rotation_game_move_count; ++move)
    for (int cell = 0; cell < rotation_game_cells; ++cell)
      images[move][cell] = static_cast<uint8_t>(rotation_game_target(move, cell));
  return PermutationGenerators(rotation_game_cells, images);
}

// The letters A-H of a move sequence.
inline std::string rotation_game_letters(const std::vector<int>& moves) {
  std::string letters;
  for (std::size_t i = 0; i < moves.size(); ++i) letters += static_cast<char>('A' + moves[i]);
  return letters;
}

}  // namespace puzzle

#endif  // PUZZLE_ROTATION_GAME_BOARD_HPP
