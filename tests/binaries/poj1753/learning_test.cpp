// The learning options of `poj1753` end to end (toggle_learning.hpp): --show draws the board after
// each round of a fewest set, which the test replays with the statement's flips to one colour; nothing
// for Impossible. --stats reports the reduction once and, per board, both colours' 16 press sets (4
// free presses) or none; stdout is unchanged by either option.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"
#include "toggle_learning.hpp"

namespace {

using toggle_learning::Board;

Board flipped(Board board, int row, int col) {
  const int moves[5][2] = {{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  for (const auto& move : moves) {
    const int r = row + move[0], c = col + move[1];
    if (r >= 0 && r < 4 && c >= 0 && c < 4) board[r][c] = board[r][c] == 'b' ? 'w' : 'b';
  }
  return board;
}

bool one_colour(const Board& board) {
  const std::string all = board[0] + board[1] + board[2] + board[3];
  return all == std::string(16, 'b') || all == std::string(16, 'w');
}

const toggle_learning::Puzzle flip_game = {flipped, one_colour};

// The samples, one-colour boards, boards a few rounds from one colour (solvable) and random ones.
std::vector<Board> boards() {
  std::vector<Board> all = {{"bwwb", "bbwb", "bwwb", "bwww"},
                            {"bwbw", "wwww", "bbwb", "bwwb"},
                            {"wwww", "wwww", "wwww", "wwww"},
                            {"bbbb", "bbbb", "bbbb", "bbbb"}};
  std::mt19937 random(1753);
  for (int i = 0; i < 20; ++i) {
    Board board(4, std::string(4, random() % 2 ? 'b' : 'w'));
    for (int rounds = random() % 7; rounds > 0; --rounds) board = flipped(board, random() % 4, random() % 4);
    all.push_back(board);
    Board noise(4, "wwww");
    for (std::string& row : noise)
      for (char& piece : row) piece = random() % 2 ? 'b' : 'w';
    all.push_back(noise);
  }
  return all;
}

// The plain run's answers: one line each, the rounds or Impossible.
std::vector<toggle_learning::Answer> answers_of(const std::vector<std::string>& out) {
  std::vector<toggle_learning::Answer> answers;
  for (const std::string& line : out) answers.push_back({{line}, line == "Impossible" ? -1 : std::stoi(line)});
  return answers;
}

const toggle_learning::Binary poj1753 = {POJ1753_BINARY, flip_game, answers_of};

TEST(Poj1753Learning, ShowFlipsTheRoundsToOneColour) {
  const std::vector<Board> all = boards();
  toggle_learning::check_show_run(poj1753, all, toggle_learning::rows_of(all));
}

// Both colours' 16 press sets, none for Impossible.
std::uint64_t press_sets(const toggle_learning::Answer& answer) { return answer.presses < 0 ? 0 : 32; }

TEST(Poj1753Learning, StatsReportTheReductionOnceAndThePressSets) {
  toggle_learning::check_stats_run(poj1753, toggle_learning::rows_of(boards()), press_sets, 16);
}

}  // namespace
