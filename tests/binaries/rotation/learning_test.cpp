// The learning options of `rotation` end to end: --show draws the boards along a shortest sequence of
// turns (the answer is only a count), which the test replays with its own turns to a board matching
// the target, in as many moves as the count; --stats reports each case (a look-up in the table, built
// once, or a breadth-first search over where the pinned tiles stand) and adds up, stdout unchanged.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <vector>

#include "learning_fixtures.hpp"

namespace {

typedef std::array<int, 9> Board;  // tiles by cell; in a target 0 is any tile

// Turns a row ('r') or column ('c') numbered from 1: '<' left, '>' right, '^' up, 'v' down.
bool turn(Board& board, const std::string& label) {
  if (label.size() != 3 || (label[0] != 'r' && label[0] != 'c') || label[1] < '1' || label[1] > '3') return false;
  const int line = label[1] - '1';
  const bool row = label[0] == 'r';
  if (row ? label[2] != '<' && label[2] != '>' : label[2] != '^' && label[2] != 'v') return false;
  const int cell[3] = {row ? 3 * line : line, row ? 3 * line + 1 : line + 3, row ? 3 * line + 2 : line + 6};
  const Board before = board;
  const bool back = label[2] == '<' || label[2] == '^';  // each tile one cell back, the first to the end
  for (int i = 0; i < 3; ++i) board[cell[i]] = before[cell[(i + (back ? 1 : 2)) % 3]];
  return true;
}

std::vector<std::string> rows_of(const Board& board) {
  std::vector<std::string> lines(3);
  for (int cell = 0; cell < 9; ++cell) lines[cell / 3] += (cell % 3 ? " " : "") + std::to_string(board[cell]);
  return lines;
}

bool matches(const Board& board, const Board& target) {
  for (int cell = 0; cell < 9; ++cell)
    if (target[cell] != 0 && target[cell] != board[cell]) return false;
  return true;
}

struct Case {
  Board start, target;
};

// Random starts; targets with every number of wildcards, some unreachable.
std::vector<Case> cases() {
  std::mt19937 random(485);
  std::vector<Case> all;
  for (int i = 0; i < 40; ++i) {
    Case one;
    one.start = {{1, 2, 3, 4, 5, 6, 7, 8, 9}};
    std::shuffle(one.start.begin(), one.start.end(), random);
    one.target = {{1, 2, 3, 4, 5, 6, 7, 8, 9}};
    std::shuffle(one.target.begin(), one.target.end(), random);
    for (int wild = 0; wild < i % 10; ++wild) one.target[random() % 9] = 0;
    all.push_back(one);
  }
  return all;
}

std::string input_of(const std::vector<Case>& all) {
  std::string input = std::to_string(all.size()) + "\n";
  for (const Case& one : all) {
    for (int tile : one.start) input += std::to_string(tile) + " ";
    input += "\n";
    for (int tile : one.target) input += (tile == 0 ? std::string("*") : std::to_string(tile)) + " ";
    input += "\n";
  }
  return input;
}

TEST(RotationLearning, ShowTurnsTheBoardToOneMatchingTheTarget) {
  const std::vector<Case> all = cases();
  const learning_test::Run shown = learning_test::run(ROTATION_BINARY, "--show", input_of(all));
  ASSERT_EQ(shown.status, 0);
  std::size_t at = 0;
  int unreachable = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    ASSERT_LT(at, shown.out.size());
    const std::string prefix = "Case #" + std::to_string(i + 1) + ": ";
    const std::string answer = shown.out[at++];
    ASSERT_EQ(answer.compare(0, prefix.size(), prefix), 0) << answer;
    if (answer == prefix + "No Solution!") {
      ++unreachable;
      continue;
    }
    const std::size_t moves = std::stoul(answer.substr(prefix.size()));
    const std::vector<learning_test::Picture> pictures = learning_test::read_show(shown.out, at, moves + 1, 3);
    ASSERT_EQ(pictures.size(), moves + 1);
    Board board = all[i].start;
    EXPECT_EQ(pictures[0].lines, rows_of(board));
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      ASSERT_TRUE(turn(board, learning_test::move_of(pictures[k], k))) << pictures[k].label;
      ASSERT_EQ(pictures[k].lines, rows_of(board)) << "case " << i + 1 << ", move " << k;
    }
    EXPECT_TRUE(matches(board, all[i].target)) << "case " << i + 1;
  }
  EXPECT_GT(unreachable, 0);
  EXPECT_EQ(at, shown.out.size());
}

TEST(RotationLearning, StatsReportTheTableOrTheSearchOfEachCase) {
  const std::vector<Case> all = cases();
  const learning_test::Run plain = learning_test::run(ROTATION_BINARY, "", input_of(all));
  const learning_test::Run run = learning_test::run(ROTATION_BINARY, "--stats", input_of(all));
  ASSERT_EQ(run.status, 0);
  EXPECT_EQ(run.out, plain.out);
  const learning_test::Stats report = learning_test::parse_stats(run.err);
  ASSERT_EQ(report.cases.size(), all.size());
  int table = 0, search = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    const std::string count = plain.out[i].substr(plain.out[i].find(": ") + 2);
    EXPECT_EQ(report.cases[i].answer, count == "No Solution!" ? count : count + (count == "1" ? " move" : " moves"));
    table += learning_test::case_says(report.cases[i], ": table look-up");
    search += learning_test::case_says(report.cases[i], ": breadth-first search over where the pinned items stand");
  }
  EXPECT_EQ(table + search, static_cast<int>(all.size()));
  EXPECT_GT(table, 0);
  EXPECT_GT(search, 0);
}

}  // namespace
