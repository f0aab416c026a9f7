// Sliding-tile boards as the judge sees them (eight, eight2, fifteen, poj3240, mipt091): a width x width grid,
// row-major, 0 the blank, goal 1, 2, ..., n-1 then the blank. Moves are letters naming where the blank goes; a move
// string is played and checked here, so that a checker can say which move is wrong and why. Solvability is the classic
// parity rule (Johnson & Story, "Notes on the 15 puzzle", American Journal of Mathematics 2, 1879): inversions of the
// tiles, plus on even widths the blank's row distance from the goal's blank row, must be even. O(n^2) a board,
// O(length) a move string.
#ifndef JUDGE_SLIDING_BOARD_HPP
#define JUDGE_SLIDING_BOARD_HPP

#include <cstdlib>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace judge {

typedef std::vector<int> Tiles;

// The letters a judge uses for the blank moving up, down, left and right.
struct MoveLetters {
  char up, down, left, right;
};
const MoveLetters eight_letters = {'u', 'd', 'l', 'r'};
const MoveLetters fifteen_letters = {'U', 'D', 'L', 'R'};

// The side of a square board: the whole square root of its cells.
inline int board_width(const Tiles& board) {
  int width = 1;
  while (static_cast<std::size_t>((width + 1) * (width + 1)) <= board.size()) ++width;
  return width;
}

inline Tiles goal_board(int width) {
  Tiles goal(static_cast<std::size_t>(width * width));
  for (std::size_t cell = 0; cell + 1 < goal.size(); ++cell) goal[cell] = static_cast<int>(cell) + 1;
  return goal;
}

inline int blank_cell(const Tiles& board) {
  for (std::size_t cell = 0; cell < board.size(); ++cell)
    if (board[cell] == 0) return static_cast<int>(cell);
  return -1;
}

inline int inversions(const Tiles& board) {
  int count = 0;
  for (std::size_t i = 0; i < board.size(); ++i)
    for (std::size_t j = i + 1; j < board.size(); ++j) count += board[i] != 0 && board[j] != 0 && board[i] > board[j];
  return count;
}

// The parity that no move changes; a board reaches the goal exactly when they agree.
inline int move_invariant(const Tiles& board) {
  const int width = board_width(board);
  const int rows_below = width - 1 - blank_cell(board) / width;
  return (inversions(board) + (width % 2 == 0 ? rows_below : 0)) % 2;
}

inline bool is_solvable(const Tiles& board) {
  return move_invariant(board) == move_invariant(goal_board(board_width(board)));
}

inline bool is_move_letter(char c, const MoveLetters& letters) {
  return c == letters.up || c == letters.down || c == letters.left || c == letters.right;
}

// The move that undoes `move`; 0 for anything else.
inline char opposite_move(char move, const MoveLetters& letters) {
  if (move == letters.up) return letters.down;
  if (move == letters.down) return letters.up;
  if (move == letters.left) return letters.right;
  return move == letters.right ? letters.left : 0;
}

// The cell the blank reaches from `blank` by `move`, or -1 when the move leaves the board or is not
// one of `letters`.
inline int blank_target(int blank, int width, char move, const MoveLetters& letters) {
  const int row = blank / width, column = blank % width;
  if (move == letters.up) return row > 0 ? blank - width : -1;
  if (move == letters.down) return row < width - 1 ? blank + width : -1;
  if (move == letters.left) return column > 0 ? blank - 1 : -1;
  if (move == letters.right) return column < width - 1 ? blank + 1 : -1;
  return -1;
}

// Plays `moves` on `board`. Returns -1 when every move is legal, else the 0-based index of the first
// move that is not a letter of `letters` or takes the blank off the board (the board is left as it
// was before that move).
inline int play_moves(Tiles& board, const std::string& moves, const MoveLetters& letters) {
  const int width = board_width(board);
  int blank = blank_cell(board);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const int target = blank_target(blank, width, moves[i], letters);
    if (target < 0) return static_cast<int>(i);
    std::swap(board[static_cast<std::size_t>(blank)], board[static_cast<std::size_t>(target)]);
    blank = target;
  }
  return -1;
}

// Sum over tiles of their row and column distances from their goal cells: a lower bound on the moves.
inline int manhattan_distance(const Tiles& board) {
  const int width = board_width(board);
  int sum = 0;
  for (std::size_t cell = 0; cell < board.size(); ++cell) {
    if (board[cell] == 0) continue;
    const int here = static_cast<int>(cell), home = board[cell] - 1;
    sum += std::abs(here / width - home / width) + std::abs(here % width - home % width);
  }
  return sum;
}

// The boards of an input as the judges write them: whitespace-separated tokens, `x` or `0` the blank,
// width x width tokens a board, after `skip` tokens (a count) at the start.
inline std::vector<Tiles> boards_in_text(const std::string& text, int width, int skip) {
  std::istringstream in(text);
  std::vector<Tiles> boards;
  std::string token;
  for (int i = 0; i < skip; ++i) in >> token;
  Tiles board;
  while (in >> token) {
    board.push_back(token == "x" ? 0 : std::atoi(token.c_str()));
    if (board.size() == static_cast<std::size_t>(width * width)) boards.push_back(board), board.clear();
  }
  return boards;
}

}  // namespace judge

#endif  // JUDGE_SLIDING_BOARD_HPP
