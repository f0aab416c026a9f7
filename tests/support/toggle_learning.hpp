// Shared by the learning tests of the toggle binaries (poj1753, poj2965, poj1222): --show draws the
// board after each press of the answer, labelled row,column from 1, in row-major order; the test
// replays the presses with the statement's rule (written in each test) and checks every picture, that
// the last board is solved and that the presses are as many as the answer says. Boards are rows as
// the binary draws them (Lights Out's cells one blank apart).
#ifndef PUZZLE_TESTS_TOGGLE_LEARNING_HPP
#define PUZZLE_TESTS_TOGGLE_LEARNING_HPP

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "learning_fixtures.hpp"

namespace toggle_learning {

typedef std::vector<std::string> Board;

struct Puzzle {
  Board (*press)(Board board, int row, int col);  // the board after a press on (row, col), from 0
  bool (*solved)(const Board& board);
};

// The boards one after the other, a row a line, as the judges' inputs hold them (after a count, for
// those that count their cases).
inline std::string rows_of(const std::vector<Board>& boards) {
  std::string input;
  for (const Board& board : boards)
    for (const std::string& row : board) input += row + "\n";
  return input;
}

// One case as the plain run answers it: its lines, and its presses (-1: no press set, nothing drawn).
struct Answer {
  std::vector<std::string> lines;
  int presses;
};

// `shown`: the --show run's stdout on `boards`, whose plain answers are `answers`.
inline void check_show(const Puzzle& puzzle, const std::vector<Board>& boards, const std::vector<Answer>& answers,
                       const std::vector<std::string>& shown) {
  ASSERT_EQ(answers.size(), boards.size());
  std::size_t at = 0, drawn = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    for (const std::string& line : answers[i].lines) {
      ASSERT_LT(at, shown.size());
      ASSERT_EQ(shown[at++], line) << "board " << i + 1;
    }
    if (answers[i].presses < 0) continue;
    const std::size_t presses = static_cast<std::size_t>(answers[i].presses);
    const std::vector<learning_test::Picture> pictures =
        learning_test::read_show(shown, at, presses + 1, boards[i].size());
    ASSERT_EQ(pictures.size(), presses + 1);
    Board board = boards[i];
    EXPECT_EQ(pictures[0].label, "start");
    EXPECT_EQ(pictures[0].lines, board);
    int last = -1;
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string cell = learning_test::move_of(pictures[k], k);
      const std::size_t comma = cell.find(',');
      ASSERT_NE(comma, std::string::npos) << cell;
      const int row = std::stoi(cell.substr(0, comma)) - 1, col = std::stoi(cell.substr(comma + 1)) - 1;
      const int cols = 8;  // any bound above the widest board orders the cells row-major
      EXPECT_GT(row * cols + col, last) << "row-major order, board " << i + 1;
      last = row * cols + col;
      board = puzzle.press(board, row, col);
      ASSERT_EQ(pictures[k].lines, board) << "board " << i + 1 << ", press " << k;
    }
    EXPECT_TRUE(puzzle.solved(board)) << "board " << i + 1;
    ++drawn;
  }
  EXPECT_EQ(at, shown.size());
  EXPECT_GT(drawn, 0u);
}

// --stats: the reduction built once, each case's summary ("4 presses", "1 press", "impossible") and
// the press sets it looked at (`nodes`).
inline void check_stats(const learning_test::PlainAndLearning& runs, const std::vector<Answer>& answers,
                        const std::vector<std::uint64_t>& nodes, int cells) {
  const learning_test::Stats report = learning_test::stats_of(runs, answers.size(), 1);
  ASSERT_EQ(report.cases.size(), answers.size());
  for (std::size_t i = 0; i < answers.size(); ++i) {
    const int presses = answers[i].presses;
    EXPECT_EQ(report.cases[i].answer, presses < 0    ? std::string("impossible")
                                      : presses == 1 ? std::string("1 press")
                                                     : std::to_string(presses) + " presses");
    EXPECT_TRUE(learning_test::case_says(report.cases[i], ": Gauss-Jordan elimination over GF(2)"));
    EXPECT_EQ(report.cases[i].nodes, nodes[i]) << "case " << i + 1;
  }
  EXPECT_TRUE(learning_test::some_line_matches(runs.learning.err, "  built: " + std::to_string(cells) + " entries, *"));
}

// A toggle binary as its learning tests see it: where it is, the statement's rule, and how the plain
// run's stdout reads as answers.
struct Binary {
  const char* path;
  Puzzle puzzle;
  std::vector<Answer> (*answers_of)(const std::vector<std::string>& out);
};

// --show on `boards`, `input` as the judge's, against the plain run: check_show.
inline void check_show_run(const Binary& binary, const std::vector<Board>& boards, const std::string& input) {
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(binary.path, "--show", input);
  check_show(binary.puzzle, boards, binary.answers_of(runs.plain.out), runs.learning.out);
}

// --stats on `input`: check_stats, each case's press sets looked at given by `nodes_of` its answer.
inline void check_stats_run(const Binary& binary, const std::string& input, std::uint64_t (*nodes_of)(const Answer&),
                            int cells) {
  const learning_test::PlainAndLearning runs = learning_test::run_plain_and(binary.path, "--stats", input);
  const std::vector<Answer> answers = binary.answers_of(runs.plain.out);
  std::vector<std::uint64_t> nodes;
  for (const Answer& answer : answers) nodes.push_back(nodes_of(answer));
  check_stats(runs, answers, nodes, cells);
}

}  // namespace toggle_learning

#endif  // PUZZLE_TESTS_TOGGLE_LEARNING_HPP
