// Shared by the tests of the binaries of the 8-puzzle judges and LeetCode's 2x3 board (luogu1379,
// acwing845, alds1_13_b, uva652, leetcode773, uva10085): an independent breadth-first search over
// R x C boards (at most 9 cells) from any board, written here; the check of a move string against
// it (legal, shortest, canonical: no smaller letter at any step also leads one step closer); and the
// boards' input spellings. Boards are tiles by cell, 0 the blank; a board's code is its rank among the
// (R*C)! orderings. Letters name where the blank goes, d l r u (or D L R U), canonical order d < l < r < u.
#ifndef PUZZLE_TESTS_SLIDING_ORACLE_HPP
#define PUZZLE_TESTS_SLIDING_ORACLE_HPP

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>
#include <vector>

namespace sliding_oracle {

typedef std::vector<int> Board;

// The board's rank among the orderings of its tiles (lexicographic).
inline std::uint32_t encode(const Board& board) {
  std::uint32_t code = 0;
  for (std::size_t i = 0; i < board.size(); ++i) {
    std::uint32_t smaller_after = 0;
    for (std::size_t j = i + 1; j < board.size(); ++j) smaller_after += board[j] < board[i];
    code = code * static_cast<std::uint32_t>(board.size() - i) + smaller_after;
  }
  return code;
}

inline std::uint32_t orderings(std::size_t cells) {
  std::uint32_t count = 1;
  for (std::size_t i = 2; i <= cells; ++i) count *= static_cast<std::uint32_t>(i);
  return count;
}

// Every board of `cells` cells, in lexicographic order (index = code).
inline std::vector<Board> all_boards(int cells) {
  Board board(static_cast<std::size_t>(cells));
  for (int i = 0; i < cells; ++i) board[static_cast<std::size_t>(i)] = i;
  std::vector<Board> boards;
  do boards.push_back(board);
  while (std::next_permutation(board.begin(), board.end()));
  return boards;
}

// The board after the blank moves by `letter` (d l r u, either case) on a board `cols` wide, or false
// if it would leave the board.
inline bool slide(Board& board, int cols, char letter) {
  const int cells = static_cast<int>(board.size()), rows = cells / cols;
  const int blank = static_cast<int>(std::find(board.begin(), board.end(), 0) - board.begin());
  const int row = blank / cols, col = blank % cols;
  int target = -1;
  switch (std::tolower(static_cast<unsigned char>(letter))) {
    case 'd':
      target = row + 1 < rows ? blank + cols : -1;
      break;
    case 'l':
      target = col > 0 ? blank - 1 : -1;
      break;
    case 'r':
      target = col + 1 < cols ? blank + 1 : -1;
      break;
    case 'u':
      target = row > 0 ? blank - cols : -1;
      break;
  }
  if (target < 0) return false;
  std::swap(board[static_cast<std::size_t>(blank)], board[static_cast<std::size_t>(target)]);
  return true;
}

// Distance from `source` of every board, by code (-1: unreachable). Moves undo each other, so it is
// also every board's distance to `source`.
inline std::vector<int> distances_from(const Board& source, int cols) {
  std::vector<int> distance(orderings(source.size()), -1);
  std::vector<Board> queue(1, source);
  distance[encode(source)] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int next = distance[encode(queue[head])] + 1;
    for (char letter : std::string("dlru")) {
      Board child = queue[head];
      if (!slide(child, cols, letter) || distance[encode(child)] >= 0) continue;
      distance[encode(child)] = next;
      queue.push_back(child);
    }
  }
  return distance;
}

// "" if `moves` take `board` to `goal` in as few moves as any (distance_to_goal: distances_from(goal)),
// and, with `canonical`, no smaller letter at any step also leads one step closer; else what is wrong.
inline std::string check_path(Board board, const Board& goal, int cols, const std::string& moves,
                              const std::vector<int>& distance_to_goal, bool canonical = true) {
  const int shortest = distance_to_goal[encode(board)];
  if (shortest < 0) return "the board cannot reach the goal";
  if (static_cast<int>(moves.size()) != shortest)
    return "length " + std::to_string(moves.size()) + ", shortest " + std::to_string(shortest);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const int here = distance_to_goal[encode(board)];
    for (char smaller : std::string("dlru")) {
      if (!canonical || smaller == std::tolower(static_cast<unsigned char>(moves[i]))) break;
      Board other = board;
      if (slide(other, cols, smaller) && distance_to_goal[encode(other)] == here - 1)
        return "move " + std::to_string(i + 1) + " could be '" + smaller + "'";
    }
    if (!slide(board, cols, moves[i])) return "illegal move " + std::to_string(i + 1);
  }
  return board == goal ? "" : "does not reach the goal";
}

// The board as tokens a cell, 0 spelled `blank` ("0" or "x"), one blank between, then a newline.
inline std::string spelled(const Board& board, const std::string& blank) {
  std::string text;
  for (std::size_t i = 0; i < board.size(); ++i)
    text += (i > 0 ? " " : "") + (board[i] == 0 ? blank : std::to_string(board[i]));
  return text + "\n";
}

// The boards as uva10085 reads them: their count on a line, then each board's rows of `cols` tiles,
// one blank apart, 0 the blank.
inline std::string counted_rows(const std::vector<Board>& boards, int cols) {
  const std::size_t width = static_cast<std::size_t>(cols);
  std::string text = std::to_string(boards.size()) + "\n";
  for (const Board& board : boards)
    for (std::size_t i = 0; i < board.size(); ++i)
      text += std::to_string(board[i]) + (i % width == width - 1 ? "\n" : " ");
  return text;
}

}  // namespace sliding_oracle

#endif  // PUZZLE_TESTS_SLIDING_ORACLE_HPP
