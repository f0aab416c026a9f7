// The learning options of `poj2965` end to end (toggle_learning.hpp): --show draws the handles after
// each switching of the answer, which the test replays with the statement's rule (the handle's row
// and column turn) to every handle open. --stats reports the reduction once and one press set per
// board (the switchings have full rank); stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "toggle_learning.hpp"

namespace {

using toggle_learning::Board;

Board switched(Board board, int row, int col) {
  for (int i = 0; i < 4; ++i) {
    board[row][i] = board[row][i] == '+' ? '-' : '+';
    if (i != row) board[i][col] = board[i][col] == '+' ? '-' : '+';
  }
  return board;
}

bool all_open(const Board& board) { return board[0] + board[1] + board[2] + board[3] == std::string(16, '-'); }

const toggle_learning::Puzzle refrigerator = {switched, all_open};

// The sample, every handle closed, one handle closed, and random boards.
std::vector<Board> boards() {
  std::vector<Board> all = {
      {"-+--", "----", "----", "-+--"}, {"++++", "++++", "++++", "++++"}, {"----", "--+-", "----", "----"}};
  std::mt19937 random(2965);
  for (int i = 0; i < 30; ++i) {
    Board board(4, "----");
    for (std::string& row : board)
      for (char& handle : row) handle = random() % 2 ? '+' : '-';
    all.push_back(board);
  }
  return all;
}

// The plain run's answers: the count N, then N lines.
std::vector<toggle_learning::Answer> answers_of(const std::vector<std::string>& out) {
  std::vector<toggle_learning::Answer> answers;
  for (std::size_t at = 0; at < out.size();) {
    const int count = std::stoi(out[at]);
    answers.push_back({std::vector<std::string>(out.begin() + at, out.begin() + at + count + 1), count});
    at += count + 1;
  }
  return answers;
}

const toggle_learning::Binary poj2965 = {POJ2965_BINARY, refrigerator, answers_of};

TEST(Poj2965Learning, ShowSwitchesTheHandlesOpen) {
  const std::vector<Board> all = boards();
  toggle_learning::check_show_run(poj2965, all, toggle_learning::rows_of(all));
}

std::uint64_t one_press_set(const toggle_learning::Answer&) { return 1; }

TEST(Poj2965Learning, StatsReportTheReductionOnceAndOnePressSetABoard) {
  toggle_learning::check_stats_run(poj2965, toggle_learning::rows_of(boards()), one_press_set, 16);
}

}  // namespace
