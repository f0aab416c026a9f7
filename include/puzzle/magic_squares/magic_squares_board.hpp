// Magic Squares (IOI'96; USACO 3.2 "msquare", HDU 1430 "魔板"): a 2 x 4 board of eight pieces, read
// clockwise from the top left, so 12345678 is 1 2 3 4 over 8 7 6 5. Three moves: A swaps the rows
// (12345678 -> 87654321), B turns each row one cell right, the right column to the left (-> 41236785),
// C turns the middle four cells a quarter clockwise (-> 17245368). B and C have order 4 and no move
// undoes them: one-way moves (group/permutation_group.hpp). Every arrangement of 8 distinct pieces is
// reachable, at most 22 moves away. O(1) a move on a cell, O(8) on a board.
#ifndef PUZZLE_MAGIC_SQUARES_BOARD_HPP
#define PUZZLE_MAGIC_SQUARES_BOARD_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/group/permutation_group.hpp"

namespace puzzle {

const int magic_squares_cells = 8;
const int magic_squares_move_count = 3;  // A, B, C
const int magic_squares_max_moves = 22;  // the farthest arrangement (5 of them)

// The cell that `move` (0-2 for A-C) carries the piece on `cell` to.
inline int magic_squares_target(int move, int cell) {
  static const uint8_t target[magic_squares_move_count][magic_squares_cells] = {
      {7, 6, 5, 4, 3, 2, 1, 0},   // A: the rows swapped
      {1, 2, 3, 0, 7, 4, 5, 6},   // B: each row a cell right
      {0, 2, 5, 3, 4, 6, 1, 7}};  // C: cells 1 2 5 6 (the middle square) turned clockwise
  return target[move][cell];
}

// The three moves as permutations of the cells, A..C.
inline PermutationGenerators magic_squares_generators() {
  std::vector<std::vector<uint8_t> > images(magic_squares_move_count, std::vector<uint8_t>(magic_squares_cells));
  for (int move = 0; move < magic_squares_move_count; ++move)
    for (int cell = 0; cell < magic_squares_cells; ++cell)
      images[move][cell] = static_cast<uint8_t>(magic_squares_target(move, cell));
  return PermutationGenerators(magic_squares_cells, images);
}

// A board: the piece on each cell, clockwise from the top left.
struct MagicSquaresBoard {
  uint8_t piece[magic_squares_cells];
};

// The board as a model of its moves (the part a replay of an answer needs: State, Move, apply).
struct MagicSquaresMoves {
  typedef MagicSquaresBoard State;
  typedef int Move;
  void apply(State& board, Move move) const {
    State moved;
    for (int cell = 0; cell < magic_squares_cells; ++cell)
      moved.piece[magic_squares_target(move, cell)] = board.piece[cell];
    board = moved;
  }
};

// A move's letter, A-C.
inline char magic_squares_letter(int move) { return static_cast<char>('A' + move); }

}  // namespace puzzle

#endif  // PUZZLE_MAGIC_SQUARES_BOARD_HPP
