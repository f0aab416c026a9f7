// Shared by the tests of the rotation_game binary (tests/rotation_game_*_test.cpp): the board and its
// moves written from the problem statement (POJ 2286), independent of the core's model.
#ifndef PUZZLE_TESTS_ROTATION_GAME_FIXTURES_HPP
#define PUZZLE_TESTS_ROTATION_GAME_FIXTURES_HPP

#include <algorithm>
#include <array>
#include <random>

namespace rotation_game_oracle {

typedef std::array<int, 24> Board;  // symbols 1-3 by cell

// The lines as the statement lists them, each from its head: A-D shift toward the head (the head's
// block goes to the far end), E-H the other way on the lines of B, A, D, C.
const int line_cells[4][7] = {
    {0, 2, 6, 11, 15, 20, 22}, {1, 3, 8, 12, 17, 21, 23}, {10, 9, 8, 7, 6, 5, 4}, {19, 18, 17, 16, 15, 14, 13}};
const int centre_cells[8] = {6, 7, 8, 11, 12, 15, 16, 17};

// The board after the move of `letter` (A-H).
inline Board after_move(Board board, char letter) {
  const int line_of[8] = {0, 1, 2, 3, 1, 0, 3, 2};
  const int* line = line_cells[line_of[letter - 'A']];
  if (letter <= 'D') {
    const int head = board[line[0]];
    for (int i = 0; i < 6; ++i) board[line[i]] = board[line[i + 1]];
    board[line[6]] = head;
  } else {
    const int tail = board[line[6]];
    for (int i = 6; i > 0; --i) board[line[i]] = board[line[i - 1]];
    board[line[0]] = tail;
  }
  return board;
}

// Eight of each symbol, shuffled.
inline Board random_board(std::mt19937& random) {
  Board board;
  for (int cell = 0; cell < 24; ++cell) board[cell] = cell / 8 + 1;
  std::shuffle(board.begin(), board.end(), random);
  return board;
}

}  // namespace rotation_game_oracle

#endif  // PUZZLE_TESTS_ROTATION_GAME_FIXTURES_HPP
