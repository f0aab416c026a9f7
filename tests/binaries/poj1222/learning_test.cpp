// The learning options of `poj1222` end to end (toggle_learning.hpp): --show draws the panel after
// each press of the answer, lights one blank apart as the input writes them, which the test replays
// with the statement's rule to every light off. --stats reports the reduction once and one press set
// per puzzle (the presses have full rank on 5 x 6); stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "toggle_learning.hpp"

namespace {

using toggle_learning::Board;

// Rows drawn "0 1 1 0 1 0": column c at 2c.
Board pressed(Board board, int row, int col) {
  const int moves[5][2] = {{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  for (const auto& move : moves) {
    const int r = row + move[0], c = col + move[1];
    if (r >= 0 && r < 5 && c >= 0 && c < 6) board[r][2 * c] = board[r][2 * c] == '1' ? '0' : '1';
  }
  return board;
}

bool all_off(const Board& board) {
  for (const std::string& row : board)
    if (row != "0 0 0 0 0 0") return false;
  return true;
}

const toggle_learning::Puzzle lights_out = {pressed, all_off};

// The sample's puzzles, every light on, one light on, and random panels.
std::vector<Board> puzzles() {
  std::vector<Board> all = {{"0 1 1 0 1 0", "1 0 0 1 1 1", "0 0 1 0 0 1", "1 0 0 1 0 1", "0 1 1 1 0 0"},
                            {"0 0 1 0 1 0", "1 0 1 0 1 1", "0 0 1 0 1 1", "1 0 1 1 0 0", "0 1 0 1 0 0"},
                            Board(5, "1 1 1 1 1 1"),
                            {"0 0 0 0 0 0", "0 0 0 0 0 0", "0 0 1 0 0 0", "0 0 0 0 0 0", "0 0 0 0 0 0"}};
  std::mt19937 random(1560);
  for (int i = 0; i < 12; ++i) {
    Board board(5, "0 0 0 0 0 0");
    for (std::string& row : board)
      for (std::size_t c = 0; c < row.size(); c += 2) row[c] = random() % 2 ? '1' : '0';
    all.push_back(board);
  }
  return all;
}

// n, then the n puzzles.
std::string input_of(const std::vector<Board>& all) {
  return std::to_string(all.size()) + "\n" + toggle_learning::rows_of(all);
}

// The plain run's answers: PUZZLE #m and 5 rows; the presses are the rows' 1s.
std::vector<toggle_learning::Answer> answers_of(const std::vector<std::string>& out) {
  EXPECT_EQ(out.size() % 6, 0u) << "PUZZLE #m and 5 rows a puzzle";
  std::vector<toggle_learning::Answer> answers;
  for (std::size_t at = 0; at + 6 <= out.size(); at += 6) {
    int presses = 0;
    for (std::size_t row = 1; row <= 5; ++row)
      for (char c : out[at + row]) presses += c == '1';
    answers.push_back({std::vector<std::string>(out.begin() + at, out.begin() + at + 6), presses});
  }
  return answers;
}

const toggle_learning::Binary poj1222 = {POJ1222_BINARY, lights_out, answers_of};

TEST(Poj1222Learning, ShowPressesEveryLightOut) {
  const std::vector<Board> all = puzzles();
  toggle_learning::check_show_run(poj1222, all, input_of(all));
}

std::uint64_t one_press_set(const toggle_learning::Answer&) { return 1; }

TEST(Poj1222Learning, StatsReportTheReductionOnceAndOnePressSetAPuzzle) {
  toggle_learning::check_stats_run(poj1222, input_of(puzzles()), one_press_set, 30);
}

}  // namespace
