// Shared by the tests of the large-board binaries (poj2893, hdu3600, poj3240) and the 15-puzzle ones
// (alds1_13_c, mipt091): R x C boards written here, independent of the core: the standard goal, every
// board reachable from it by breadth-first search (boards of up to 16 cells), a greedy search that
// finds a path when there is one within a budget, random walks, the replay of a move string, and
// boards as the judges write them.
#ifndef PUZZLE_TESTS_SLIDING_BOARD_ORACLE_HPP
#define PUZZLE_TESTS_SLIDING_BOARD_ORACLE_HPP

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <numeric>
#include <queue>
#include <random>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

namespace board_oracle {

struct Board {
  int rows = 0, cols = 0;
  std::vector<int> tiles;  // by cell in reading order, 0 the blank
  int cells() const { return rows * cols; }
  int blank() const { return static_cast<int>(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin()); }
  bool operator==(const Board& other) const { return rows == other.rows && cols == other.cols && tiles == other.tiles; }
};

// 1 2 ... n-1, the blank last.
inline Board goal(int rows, int cols) {
  Board board{rows, cols, std::vector<int>(static_cast<std::size_t>(rows * cols))};
  std::iota(board.tiles.begin(), board.tiles.end(), 1);
  board.tiles.back() = 0;
  return board;
}

// The cell the blank reaches by a move (0 down, 1 left, 2 right, 3 up), or -1 off the board.
inline int target(const Board& board, int blank, int move) {
  const int row = blank / board.cols, col = blank % board.cols;
  switch (move) {
    case 0:
      return row + 1 < board.rows ? blank + board.cols : -1;
    case 1:
      return col > 0 ? blank - 1 : -1;
    case 2:
      return col + 1 < board.cols ? blank + 1 : -1;
    default:
      return row > 0 ? blank - board.cols : -1;
  }
}

// Replays `moves`, each a letter of `letters` (in the order down, left, right, up: "DLRU", "dlru"),
// the blank going that way; false if a letter is foreign or a move leaves the board.
inline bool replay(Board& board, const std::string& moves, const std::string& letters) {
  int blank = board.blank();
  for (char letter : moves) {
    const std::size_t move = letters.find(letter);
    if (move == std::string::npos) return false;
    const int to = target(board, blank, static_cast<int>(move));
    if (to < 0) return false;
    std::swap(board.tiles[static_cast<std::size_t>(blank)], board.tiles[static_cast<std::size_t>(to)]);
    blank = to;
  }
  return true;
}

// `steps` random blank moves from `board` (a move off the board is skipped).
inline Board random_walk(Board board, long steps, std::mt19937& random) {
  int blank = board.blank();
  for (long step = 0; step < steps; ++step) {
    const int to = target(board, blank, static_cast<int>(random() % 4));
    if (to < 0) continue;
    std::swap(board.tiles[static_cast<std::size_t>(blank)], board.tiles[static_cast<std::size_t>(to)]);
    blank = to;
  }
  return board;
}

inline Board random_board(int rows, int cols, std::mt19937& random) {
  Board board = goal(rows, cols);
  std::shuffle(board.tiles.begin(), board.tiles.end(), random);
  return board;
}

// The board with two tiles (not the blank) exchanged: of the two, exactly one is solvable (one
// exchange flips the permutation's parity and leaves the blank), the other half of what the tests check.
inline Board with_two_tiles_exchanged(Board board) {
  std::vector<std::size_t> tiles;
  for (std::size_t cell = 0; cell < board.tiles.size() && tiles.size() < 2; ++cell)
    if (board.tiles[cell] != 0) tiles.push_back(cell);
  std::swap(board.tiles[tiles[0]], board.tiles[tiles[1]]);
  return board;
}

inline int manhattan(const Board& board) {
  int total = 0;
  for (int cell = 0; cell < board.cells(); ++cell) {
    const int tile = board.tiles[static_cast<std::size_t>(cell)];
    if (tile == 0) continue;
    total +=
        std::abs(cell / board.cols - (tile - 1) / board.cols) + std::abs(cell % board.cols - (tile - 1) % board.cols);
  }
  return total;
}

// A board of up to 16 cells as a number, 4 bits a cell.
inline std::uint64_t key(const std::vector<int>& tiles) {
  std::uint64_t value = 0;
  for (int tile : tiles) value = value << 4 | static_cast<std::uint64_t>(tile);
  return value;
}

// The boards one move of the blank away from `board`.
inline std::vector<Board> neighbours(const Board& board) {
  std::vector<Board> next;
  const int blank = board.blank();
  for (int move = 0; move < 4; ++move) {
    const int to = target(board, blank, move);
    if (to < 0) continue;
    next.push_back(board);
    std::swap(next.back().tiles[static_cast<std::size_t>(blank)], next.back().tiles[static_cast<std::size_t>(to)]);
  }
  return next;
}

// Every board reachable from the goal, by breadth-first search. Precondition: at most 16 cells.
inline std::unordered_set<std::uint64_t> reachable_from_goal(int rows, int cols) {
  const Board start = goal(rows, cols);
  std::unordered_set<std::uint64_t> seen{key(start.tiles)};
  std::queue<Board> queue;
  queue.push(start);
  while (!queue.empty()) {
    const Board board = queue.front();
    queue.pop();
    for (const Board& next : neighbours(board))
      if (seen.insert(key(next.tiles)).second) queue.push(next);
  }
  return seen;
}

// Whether greedy best-first search on Manhattan distance (boards kept in a hash set) reaches the
// goal within `budget` boards: fast on solvable boards of a dozen cells or so. A path found proves the
// board solvable; none found proves nothing. Precondition: at most 16 cells.
inline bool path_found(const Board& start, std::size_t budget) {
  typedef std::pair<int, std::uint64_t> Entry;  // Manhattan distance, key
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
  std::unordered_set<std::uint64_t> seen{key(start.tiles)};
  open.push(Entry(manhattan(start), key(start.tiles)));
  while (!open.empty() && seen.size() < budget) {
    if (open.top().first == 0) return true;
    Board board = start;
    for (int cell = board.cells() - 1, k = 0; cell >= 0; --cell, k += 4)
      board.tiles[static_cast<std::size_t>(cell)] = static_cast<int>(open.top().second >> k & 15u);
    open.pop();
    for (const Board& next : neighbours(board))
      if (seen.insert(key(next.tiles)).second) open.push(Entry(manhattan(next), key(next.tiles)));
  }
  return false;
}

// Every board of rows x cols (all permutations of its tiles), each with whether it is reachable
// from the goal. Precondition: at most 10 cells or so (n! boards).
inline std::vector<std::pair<Board, bool>> every_board(int rows, int cols) {
  const std::unordered_set<std::uint64_t> reachable = reachable_from_goal(rows, cols);
  std::vector<std::pair<Board, bool>> boards;
  Board board{rows, cols, std::vector<int>(static_cast<std::size_t>(rows * cols))};
  std::iota(board.tiles.begin(), board.tiles.end(), 0);
  do {
    boards.emplace_back(board, reachable.count(key(board.tiles)) == 1);
  } while (std::next_permutation(board.tiles.begin(), board.tiles.end()));
  return boards;
}

// `count` random boards of rows x cols, each with its twin of two tiles exchanged, with whether it is
// solvable: the one of the two that greedy search solves within `budget` boards (asserted: exactly
// one; measured, solvable 3x4 boards take up to 4,000 boards, 4x4 up to 16,000).
inline std::vector<std::pair<Board, bool>> random_boards_and_twins(int rows, int cols, int count, std::size_t budget,
                                                                   std::mt19937& random) {
  std::vector<std::pair<Board, bool>> boards;
  for (int i = 0; i < count; ++i) {
    const Board board = random_board(rows, cols, random), twin = with_two_tiles_exchanged(board);
    const bool board_solved = path_found(board, budget), twin_solved = path_found(twin, budget);
    EXPECT_NE(board_solved, twin_solved) << rows << "x" << cols << " board " << i;
    boards.emplace_back(board, board_solved);
    boards.emplace_back(twin, twin_solved);
  }
  return boards;
}

// The fewest moves that solve `board`, by a plain IDA* on Manhattan distance (kept up to date a
// move), or -1 past `most` moves. For boards a few tens of moves from the goal.
class ShortestLength {
 public:
  int operator()(Board board, int most) {
    const Board home = goal(board.rows, board.cols);
    for (int bound = manhattan(board); bound <= most;) {
      int next_bound = 1 << 30;
      if (search(board, home, board.blank(), 0, manhattan(board), bound, -1, next_bound)) return bound;
      bound = next_bound;
    }
    return -1;
  }

 private:
  bool search(Board& board, const Board& home, int blank, int g, int h, int bound, int last, int& next_bound) {
    if (g + h > bound) {
      next_bound = std::min(next_bound, g + h);
      return false;
    }
    if (h == 0) return true;
    for (int move = 0; move < 4; ++move) {
      const int to = target(board, blank, move);
      if (to < 0 || move == 3 - last) continue;
      const int tile = board.tiles[static_cast<std::size_t>(to)], home_cell = tile - 1;
      const int before =
          std::abs(to / board.cols - home_cell / board.cols) + std::abs(to % board.cols - home_cell % board.cols);
      const int after =
          std::abs(blank / board.cols - home_cell / board.cols) + std::abs(blank % board.cols - home_cell % board.cols);
      std::swap(board.tiles[static_cast<std::size_t>(blank)], board.tiles[static_cast<std::size_t>(to)]);
      const bool done = search(board, home, to, g + 1, h - before + after, bound, move, next_bound);
      std::swap(board.tiles[static_cast<std::size_t>(blank)], board.tiles[static_cast<std::size_t>(to)]);
      if (done) return true;
    }
    return false;
  }
};

// The board's rows, numbers one blank apart, each row on its line.
inline std::string rows_text(const Board& board) {
  std::string text;
  for (int cell = 0; cell < board.cells(); ++cell)
    text += std::to_string(board.tiles[static_cast<std::size_t>(cell)]) + ((cell + 1) % board.cols == 0 ? "\n" : " ");
  return text;
}

// The boards' rows_text, one board after another (alds1_13_c's input of many boards).
inline std::string boards_text(const std::vector<Board>& boards) {
  std::string text;
  for (const Board& board : boards) text += rows_text(board);
  return text;
}

// The board's numbers on one line, one blank apart, in reading order (mipt091's input).
inline std::string line_text(const Board& board) {
  std::string line;
  for (int tile : board.tiles) line += (line.empty() ? "" : " ") + std::to_string(tile);
  return line + "\n";
}

}  // namespace board_oracle

#endif  // PUZZLE_TESTS_SLIDING_BOARD_ORACLE_HPP
