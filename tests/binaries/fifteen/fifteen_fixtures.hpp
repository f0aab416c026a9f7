// Shared by the tests of `fifteen` (UVa 10181): a plain IDA* on Manhattan distance written here
// (moves tried in D L R U order, so it finds the canonical answer), and boards as the binary reads them.
#ifndef PUZZLE_TESTS_FIFTEEN_FIXTURES_HPP
#define PUZZLE_TESTS_FIFTEEN_FIXTURES_HPP

#include <algorithm>
#include <array>
#include <cstdlib>
#include <random>
#include <string>

namespace fifteen_oracle {

typedef std::array<int, 16> Board;  // tiles by cell, 0 the blank; goal 1..15 then the blank

const Board goal = {{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0}};
const char letters[] = "DLRU";

// The cell the blank reaches from `blank` by move m (D L R U), or -1.
inline int target(int blank, int m) {
  const int row = blank / 4, col = blank % 4;
  const int targets[4] = {row < 3 ? blank + 4 : -1, col > 0 ? blank - 1 : -1, col < 3 ? blank + 1 : -1,
                          row > 0 ? blank - 4 : -1};
  return targets[m];
}

inline int manhattan(const Board& board) {
  int total = 0;
  for (int cell = 0; cell < 16; ++cell)
    if (board[static_cast<std::size_t>(cell)] != 0) {
      const int home = board[static_cast<std::size_t>(cell)] - 1;
      total += std::abs(cell / 4 - home / 4) + std::abs(cell % 4 - home % 4);
    }
  return total;
}

// Plain IDA*: depth-first below `board` within `bound`, never undoing the last move.
inline bool search(Board& board, int blank, int g, int bound, int last, std::string& path, int& next_bound) {
  const int f = g + manhattan(board);
  if (f > bound) {
    next_bound = std::min(next_bound, f);
    return false;
  }
  if (board == goal) return true;
  for (int m = 0; m < 4; ++m) {
    const int to = target(blank, m);
    if (to < 0 || m == 3 - last) continue;
    std::swap(board[static_cast<std::size_t>(blank)], board[static_cast<std::size_t>(to)]);
    path += letters[m];
    if (search(board, to, g + 1, bound, m, path, next_bound)) return true;
    path.erase(path.size() - 1);
    std::swap(board[static_cast<std::size_t>(blank)], board[static_cast<std::size_t>(to)]);
  }
  return false;
}

inline std::string oracle(Board board) {
  const int blank = static_cast<int>(std::find(board.begin(), board.end(), 0) - board.begin());
  std::string path;
  for (int bound = manhattan(board);;) {
    int next_bound = 1 << 30;
    if (search(board, blank, 0, bound, -1, path, next_bound)) return path;
    bound = next_bound;
  }
}

inline std::string board_text(const Board& board) {
  std::string text;
  for (int cell = 0; cell < 16; ++cell)
    text += std::to_string(board[static_cast<std::size_t>(cell)]) + (cell % 4 == 3 ? "\n" : " ");
  return text;
}

// A board `steps` random moves of the blank away from the goal (fewer if some fall off the board).
inline Board random_walk(std::mt19937& random, int steps) {
  Board board = goal;
  int blank = 15;
  for (int step = 0; step < steps; ++step) {
    const int to = target(blank, static_cast<int>(random() % 4));
    if (to < 0) continue;
    std::swap(board[static_cast<std::size_t>(blank)], board[static_cast<std::size_t>(to)]);
    blank = to;
  }
  return board;
}

}  // namespace fifteen_oracle

#endif  // PUZZLE_TESTS_FIFTEEN_FIXTURES_HPP
