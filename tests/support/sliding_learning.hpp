// Shared by the learning tests of the sliding binaries whose boards are at most 9 cells (luogu1379,
// acwing845, alds1_13_b, uva652, leetcode773, uva10085): reads back a --show block as the boards it
// draws and the moves its labels name, checking that each board follows from the one before by its
// move (sliding_oracle.hpp's slide).
#ifndef PUZZLE_TESTS_SLIDING_LEARNING_HPP
#define PUZZLE_TESTS_SLIDING_LEARNING_HPP

#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "sliding_oracle.hpp"

namespace sliding_learning {

using sliding_oracle::Board;

// The board a picture of `rows` x `cols` cells shows ('.' the blank; one-digit tiles one blank apart).
inline Board board_of(const learning_test::Picture& picture, int rows, int cols) {
  Board board(static_cast<std::size_t>(rows * cols), -1);
  for (std::size_t row = 0; row < static_cast<std::size_t>(rows) && row < picture.lines.size(); ++row)
    for (std::size_t col = 0; col < static_cast<std::size_t>(cols) && 2 * col < picture.lines[row].size(); ++col) {
      const char c = picture.lines[row][2 * col];
      board[row * static_cast<std::size_t>(cols) + col] = c == '.' ? 0 : c - '0';
    }
  return board;
}

// What a --show block drew: the moves its labels name, and the board it ends on.
struct Shown {
  std::string moves;
  Board end;
};

// Reads the --show block of a `count`-move answer from `start` at out[at], leaving `at` after it;
// "" if its first picture is the start and each next one the board before it after the move its label
// names (a letter), else what is wrong.
inline std::string read_show(const std::vector<std::string>& out, std::size_t& at, const Board& start, int rows,
                             int cols, std::size_t count, Shown& shown) {
  const std::vector<learning_test::Picture> pictures =
      learning_test::read_show(out, at, count + 1, static_cast<std::size_t>(rows));
  if (pictures.size() != count + 1) return "drew " + std::to_string(pictures.size()) + " pictures";
  if (pictures[0].label != "start") return "the first picture is labelled '" + pictures[0].label + "'";
  if (board_of(pictures[0], rows, cols) != start) return "the first picture is not the start";
  shown.moves.clear();
  shown.end = start;
  for (std::size_t k = 1; k < pictures.size(); ++k) {
    const std::string move = learning_test::move_of(pictures[k], k);
    if (move.size() != 1) return "picture " + std::to_string(k) + " is labelled '" + pictures[k].label + "'";
    if (!sliding_oracle::slide(shown.end, cols, move[0])) return "move " + std::to_string(k) + " is illegal";
    if (board_of(pictures[k], rows, cols) != shown.end) return "picture " + std::to_string(k) + " is not its board";
    shown.moves += move;
  }
  return "";
}

}  // namespace sliding_learning

#endif  // PUZZLE_TESTS_SLIDING_LEARNING_HPP
