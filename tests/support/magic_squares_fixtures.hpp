// Shared by the tests of magic_squares and hdu1430, independent of the solver: the moves written from
// the statement on boards as 8-character strings read clockwise (A reverses the string, B turns each
// row one cell right: s[3] s[0..2] s[5..7] s[4], C turns the middle square clockwise), and the
// textbook's breadth-first search from 12345678 with the moves tried A, B, C, whose tree holds every
// board's first shortest sequence from 12345678 (the first to reach a board extends the first sequence
// of the first board of the level before that reaches it).
#ifndef PUZZLE_TESTS_MAGIC_SQUARES_FIXTURES_HPP
#define PUZZLE_TESTS_MAGIC_SQUARES_FIXTURES_HPP

#include <algorithm>
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

namespace magic_squares_oracle {

inline std::string after_move(const std::string& s, char letter) {
  if (letter == 'A') return std::string(s.rbegin(), s.rend());
  if (letter == 'B') return std::string{s[3], s[0], s[1], s[2], s[5], s[6], s[7], s[4]};
  return std::string{s[0], s[6], s[1], s[3], s[4], s[2], s[5], s[7]};
}

// The first shortest sequence from `start` to every board, by the textbook's search.
inline std::unordered_map<std::string, std::string> first_shortest_from(const std::string& start) {
  std::unordered_map<std::string, std::string> sequence;
  sequence[start] = "";
  std::deque<std::string> queue(1, start);
  for (; !queue.empty(); queue.pop_front())
    for (char letter : std::string("ABC")) {
      const std::string next = after_move(queue.front(), letter);
      if (sequence.emplace(next, sequence[queue.front()] + letter).second) queue.push_back(next);
    }
  return sequence;
}

inline const std::unordered_map<std::string, std::string>& from_identity() {
  static const std::unordered_map<std::string, std::string> sequence = first_shortest_from("12345678");
  return sequence;
}

// The answer for a start and a target board: pieces renamed after their cell on the start, so that
// the start reads 12345678 (moves act on cells: a sequence that takes the start to the target takes
// the renamed start to the renamed target).
inline std::string first_shortest(const std::string& start, const std::string& target) {
  std::string renamed;
  for (char piece : target) renamed += static_cast<char>('1' + start.find(piece));
  return from_identity().at(renamed);
}

// The board's two rows as --show draws them: the top left to right, the bottom left to right (cells
// 7 6 5 4), pieces one blank apart.
inline std::vector<std::string> rows_of(const std::string& board) {
  const std::string bottom(board.rbegin(), board.rbegin() + 4);
  std::string top_row, bottom_row;
  for (int i = 0; i < 4; ++i) {
    top_row += std::string(i > 0 ? " " : "") + board[static_cast<std::size_t>(i)];
    bottom_row += std::string(i > 0 ? " " : "") + bottom[static_cast<std::size_t>(i)];
  }
  return {top_row, bottom_row};
}

}  // namespace magic_squares_oracle

#endif  // PUZZLE_TESTS_MAGIC_SQUARES_FIXTURES_HPP
