// Shared by the learning tests of the parity binaries (poj2893, hdu3600): what their --stats and
// --show must say about a board, checked against the board itself (sliding_board_oracle.hpp), with
// the cycles counted here: the summary "solvable: odd permutation (9 cells in 6 cycles), blank 3
// moves from home", and the two pictures, the board and each cell's cycle.
#ifndef PUZZLE_TESTS_PARITY_LESSON_CHECKS_HPP
#define PUZZLE_TESTS_PARITY_LESSON_CHECKS_HPP

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "sliding_board_oracle.hpp"

namespace parity_lesson {

using board_oracle::Board;

// Each cell's cycle under "cell -> goal cell of its tile", numbered from 1 by first cell.
inline std::vector<long> cycles_of(const Board& board) {
  const int n = board.cells();
  std::vector<long> cycle(static_cast<std::size_t>(n), 0);
  long count = 0;
  for (int start = 0; start < n; ++start) {
    if (cycle[static_cast<std::size_t>(start)] != 0) continue;
    ++count;
    for (int cell = start; cycle[static_cast<std::size_t>(cell)] == 0;) {
      cycle[static_cast<std::size_t>(cell)] = count;
      const int tile = board.tiles[static_cast<std::size_t>(cell)];
      cell = tile == 0 ? n - 1 : tile - 1;
    }
  }
  return cycle;
}

inline std::string thousands(long value) {
  std::string digits = std::to_string(value), text;
  for (std::size_t i = 0; i < digits.size(); ++i)
    text += (i > 0 && (digits.size() - i) % 3 == 0 ? "," : "") + digits.substr(i, 1);
  return text;
}

// The summary --stats must give `board`, and the answer it must have.
inline std::string summary(const Board& board, bool& solvable) {
  const std::vector<long> cycle = cycles_of(board);
  long cycles = 0;
  for (long c : cycle) cycles = std::max(cycles, c);
  const int blank = board.blank();
  const long distance = (board.rows - 1 - blank / board.cols) + (board.cols - 1 - blank % board.cols);
  const long parity = (board.cells() - cycles) % 2;
  solvable = parity == distance % 2;
  const auto count = [](long value, const char* thing) {
    return thousands(value) + " " + thing + (value == 1 ? "" : "s");
  };
  return std::string(solvable ? "solvable" : "unsolvable") + ": " + (parity == 0 ? "even" : "odd") + " permutation (" +
         count(board.cells(), "cell") + " in " + count(cycles, "cycle") + "), blank " + count(distance, "move") +
         " from home";
}

// The numbers of a picture's lines ('.' read as 0).
inline std::vector<long> numbers_of(const learning_test::Picture& picture) {
  std::vector<long> numbers;
  for (const std::string& line : picture.lines) {
    std::istringstream words(line);
    for (std::string word; words >> word;) numbers.push_back(word == "." ? 0 : std::stol(word));
  }
  return numbers;
}

// Checks the --show block of `board` at out[at] (leaving `at` after it): the board and its cycles
// side by side when it fits in 25 rows of 80 columns, else the one line that says it is not drawn.
inline void expect_show(const std::vector<std::string>& out, std::size_t& at, const Board& board) {
  const std::size_t width = static_cast<std::size_t>(board.cols) * (std::to_string(board.cells() - 1).size() + 1) - 1;
  if (board.rows > 25 || width > 80) {
    ASSERT_LT(at + 1, out.size());
    EXPECT_EQ(out[at], "(not drawn: " + std::to_string(board.rows) + " x " + std::to_string(board.cols) +
                           " is more than 25 rows of 80 columns)");
    EXPECT_EQ(out[at + 1], "");
    at += 2;
    return;
  }
  const std::vector<learning_test::Picture> pictures =
      learning_test::read_show(out, at, 2, static_cast<std::size_t>(board.rows));
  ASSERT_EQ(pictures.size(), 2u);
  EXPECT_EQ(pictures[0].label, "board");
  EXPECT_EQ(pictures[1].label, "cycles");
  std::vector<long> tiles(board.tiles.begin(), board.tiles.end());
  EXPECT_EQ(numbers_of(pictures[0]), tiles);
  EXPECT_EQ(numbers_of(pictures[1]), cycles_of(board));
}

// Checks a whole --show run against the plain run on `boards`: each board's answer line, then its
// block (expect_show), and nothing after the last.
inline void expect_shows(const learning_test::PlainAndLearning& runs, const std::vector<Board>& boards) {
  std::size_t at = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    ASSERT_LT(at, runs.learning.out.size());
    EXPECT_EQ(runs.learning.out[at++], runs.plain.out[i]);
    expect_show(runs.learning.out, at, boards[i]);
  }
  EXPECT_EQ(at, runs.learning.out.size());
}

}  // namespace parity_lesson

#endif  // PUZZLE_TESTS_PARITY_LESSON_CHECKS_HPP
