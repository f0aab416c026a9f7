// The learning options of `poj3240` end to end: --show draws the board at the start and once a row,
// a column or the last block is placed, each labelled with the moves it took; replaying that many of
// the printed moves from the picture before gives the picture, with the lines placed so far at home
// and the last one the goal. --stats reports the solution's length against the Manhattan distance
// (counted here) and the searches' nodes, and adds up; stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "sliding_board_oracle.hpp"

namespace {

using board_oracle::Board;

std::vector<long> numbers_of(const learning_test::Picture& picture) {
  std::vector<long> numbers;
  for (const std::string& line : picture.lines) {
    std::istringstream words(line);
    for (std::string word; words >> word;) numbers.push_back(word == "." ? 0 : std::stol(word));
  }
  return numbers;
}

// Solvable boards of several sizes (random walks from the goal, and the goal itself).
std::vector<Board> solvable_boards() {
  std::mt19937 random(3240);
  std::vector<Board> boards = {board_oracle::goal(4, 4)};
  for (int n : {2, 3, 5, 10}) boards.push_back(board_oracle::random_walk(board_oracle::goal(n, n), 100000, random));
  return boards;
}

// A count as --stats writes it: "1 move", "2,216 moves".
std::string grouped(std::size_t value) {
  const std::string digits = std::to_string(value);
  std::string text;
  for (std::size_t i = 0; i < digits.size(); ++i)
    text += (i > 0 && (digits.size() - i) % 3 == 0 ? "," : "") + digits.substr(i, 1);
  return text;
}

std::string input_of(const Board& board) { return std::to_string(board.rows) + "\n" + board_oracle::rows_text(board); }

TEST(Poj3240Learning, ShowDrawsTheBoardOnceALineIsPlaced) {
  for (const Board& start : solvable_boards()) {
    const learning_test::PlainAndLearning runs =
        learning_test::run_plain_and(POJ3240_BINARY, "--show", input_of(start));
    const std::vector<std::string>& out = runs.learning.out;
    ASSERT_EQ(runs.plain.out.size(), 1u);
    const std::string moves = runs.plain.out[0];
    ASSERT_FALSE(out.empty());
    EXPECT_EQ(out[0], moves);
    std::size_t at = 1, replayed = 0;
    std::vector<learning_test::Picture> pictures;
    while (pictures.empty() || pictures.back().label.compare(0, 11, "last block:") != 0) {
      ASSERT_LT(at, out.size());
      for (const learning_test::Picture& picture :
           learning_test::read_show(out, at, 1, static_cast<std::size_t>(start.rows)))
        pictures.push_back(picture);
    }
    EXPECT_EQ(at, out.size());
    EXPECT_EQ(pictures[0].label, "start");
    Board board = start;
    EXPECT_EQ(numbers_of(pictures[0]), std::vector<long>(board.tiles.begin(), board.tiles.end()));
    int rows_home = 0, cols_home = 0;
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string& label = pictures[k].label;
      std::istringstream words(label);
      std::string kind, index_text, count_text;
      words >> kind;
      if (kind == "last") {
        words >> kind;  // "last block: N moves"
      } else {
        words >> index_text;  // "row 2: N moves"
      }
      words >> count_text;
      const std::size_t count = std::stoul(count_text);
      ASSERT_LE(replayed + count, moves.size()) << label;
      ASSERT_TRUE(board_oracle::replay(board, moves.substr(replayed, count), "DLRU")) << label;
      replayed += count;
      EXPECT_EQ(numbers_of(pictures[k]), std::vector<long>(board.tiles.begin(), board.tiles.end())) << label;
      if (kind == "row") {
        EXPECT_EQ(std::stoi(index_text), ++rows_home) << label;
      } else if (kind == "column") {
        EXPECT_EQ(std::stoi(index_text), ++cols_home) << label;
      }
      for (int cell = 0; cell < board.cells(); ++cell) {  // the lines placed so far are home
        if (cell / board.cols < rows_home || cell % board.cols < cols_home) {
          EXPECT_EQ(board.tiles[static_cast<std::size_t>(cell)], cell + 1) << label;
        }
      }
    }
    EXPECT_EQ(replayed, moves.size());
    EXPECT_EQ(board, board_oracle::goal(start.rows, start.cols));
  }
}

TEST(Poj3240Learning, StatsGiveTheLengthAgainstTheManhattanDistance) {
  std::vector<Board> boards = solvable_boards();
  boards.push_back(board_oracle::with_two_tiles_exchanged(boards.back()));  // unsolvable
  for (const Board& board : boards) {
    const learning_test::PlainAndLearning runs =
        learning_test::run_plain_and(POJ3240_BINARY, "--stats", input_of(board));
    const learning_test::Stats report = learning_test::stats_of(runs, 1, 0);
    ASSERT_EQ(report.cases.size(), 1u);
    const std::string& answer = runs.plain.out[0];
    if (answer == "No Answer!") {
      EXPECT_EQ(report.cases[0].answer, "unsolvable");
      EXPECT_TRUE(learning_test::case_says(report.cases[0], ": parity: no sequence of moves reaches the goal"));
      continue;
    }
    EXPECT_EQ(report.cases[0].answer, grouped(answer.size()) + (answer.size() == 1 ? " move" : " moves") +
                                          " (Manhattan distance " + grouped(board_oracle::manhattan(board)) + ")");
    EXPECT_TRUE(learning_test::case_says(report.cases[0], ": row by row and column by column"));
  }
}

}  // namespace
