// Shared by the learning tests of the sliding binaries whose boards are at most 9 cells (luogu1379,
// acwing845, alds1_13_b, uva652, leetcode773, uva10085): reads back a --show block as the boards it
// draws and the moves its labels name, checking that each board follows from the one before by its
// move (sliding_oracle.hpp's slide); and, for the binaries that print a count toward a fixed goal
// (luogu1379, acwing845, alds1_13_b, leetcode773), the learning tests themselves, on the binary's
// format (CountFormat): --show draws a canonical shortest path of the count's length, --stats reports
// each case without changing stdout, every --method gives the same counts.
#ifndef PUZZLE_TESTS_SLIDING_LEARNING_HPP
#define PUZZLE_TESTS_SLIDING_LEARNING_HPP

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <map>
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

// A binary that prints per board the fewest moves toward a fixed goal.
struct CountFormat {
  std::string binary;  // its path
  int rows, cols;
  Board goal;
  std::string (*input)(const std::vector<Board>& boards);  // the input holding these boards
  std::string unreachable;  // its answer for a board that cannot reach the goal; "" when that is bad input
  // As --stats names them: the plan's first strategy, and the one that answers the last of the
  // boards a test gives (its last, or the 8-puzzle's second: its table pays only after thousands).
  std::string first_method, last_method;
};

inline const std::vector<int>& distance_to_goal(const CountFormat& format) {
  static std::map<Board, std::vector<int>> tables;
  std::vector<int>& table = tables[format.goal];
  if (table.empty()) table = sliding_oracle::distances_from(format.goal, format.cols);
  return table;
}

// `count` random boards that reach the goal.
inline std::vector<Board> random_boards(const CountFormat& format, int count, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<Board> boards;
  while (static_cast<int>(boards.size()) < count) {
    Board board = format.goal;
    std::shuffle(board.begin(), board.end(), random);
    if (distance_to_goal(format)[sliding_oracle::encode(board)] >= 0) boards.push_back(board);
  }
  return boards;
}

// --show: after each count a block of that many moves, a canonical shortest path to the goal; nothing
// after the unreachable answer.
inline void expect_show_draws_canonical_paths(const CountFormat& format, const std::vector<Board>& boards) {
  const learning_test::Run shown = learning_test::run(format.binary, "--show", format.input(boards));
  ASSERT_EQ(shown.status, 0);
  EXPECT_TRUE(shown.err.empty());
  std::size_t at = 0;
  for (const Board& board : boards) {
    ASSERT_LT(at, shown.out.size());
    const std::string answer = shown.out[at++];
    if (!format.unreachable.empty() && answer == format.unreachable) {
      EXPECT_LT(distance_to_goal(format)[sliding_oracle::encode(board)], 0);
      continue;
    }
    Shown path;
    ASSERT_EQ(read_show(shown.out, at, board, format.rows, format.cols, std::stoul(answer), path), "")
        << sliding_oracle::spelled(board, "0");
    EXPECT_EQ(sliding_oracle::check_path(board, format.goal, format.cols, path.moves, distance_to_goal(format)), "")
        << path.moves;
  }
  EXPECT_EQ(at, shown.out.size());
}

// --stats: stdout unchanged; one report per board, the first by the plan's first strategy, the last by
// last_method, one build; each summary the count in words ("unsolvable" for an unreachable board, whose
// report names the parity).
inline void expect_stats_report_each_case(const CountFormat& format, const std::vector<Board>& boards) {
  const learning_test::PlainAndLearning runs =
      learning_test::run_plain_and(format.binary, "--stats", format.input(boards));
  EXPECT_EQ(runs.learning.out, runs.plain.out);
  const learning_test::Stats report = learning_test::parse_stats(runs.learning.err);
  ASSERT_EQ(report.cases.size(), boards.size());
  EXPECT_TRUE(learning_test::case_says(report.cases[0], "case 1: " + format.first_method));
  EXPECT_EQ(report.builds, 1u);
  EXPECT_TRUE(learning_test::case_says(report.cases.back(), ": " + format.last_method));
  for (std::size_t i = 0; i < boards.size() && i < runs.plain.out.size(); ++i) {
    const std::string& count = runs.plain.out[i];
    if (!format.unreachable.empty() && count == format.unreachable) {
      EXPECT_EQ(report.cases[i].answer, "unsolvable");
      EXPECT_TRUE(learning_test::case_says(report.cases[i], "inversion parity"));
    } else {
      EXPECT_EQ(report.cases[i].answer, count + (count == "1" ? " move" : " moves"));
    }
  }
}

// Every --method: the same answers as the default, each the oracle's distance (or the unreachable
// answer).
inline void expect_every_method_gives_the_same_answers(const CountFormat& format, const std::vector<Board>& boards) {
  const std::string input = format.input(boards);
  const learning_test::Run plain = learning_test::run(format.binary, "", input);
  ASSERT_EQ(plain.status, 0);
  ASSERT_EQ(plain.out.size(), boards.size());
  for (const char* method : {"default", "bfs", "astar", "idastar", "pdb"}) {
    const learning_test::Run run = learning_test::run(format.binary, std::string("--method ") + method, input);
    EXPECT_EQ(run.status, 0) << method;
    EXPECT_EQ(run.out, plain.out) << method;
  }
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const int distance = distance_to_goal(format)[sliding_oracle::encode(boards[i])];
    EXPECT_EQ(plain.out[i], distance < 0 ? format.unreachable : std::to_string(distance)) << "board " << i + 1;
  }
}

// --help lists the methods; an unknown one exits 2 with one line.
inline void expect_help_lists_the_methods(const CountFormat& format, const std::string& program) {
  const learning_test::Run help = learning_test::run(format.binary, "--help", "");
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(std::find(help.out.begin(), help.out.end(),
                      "  --method NAME  the algorithm that answers: default, bfs, astar, idastar, pdb"),
            help.out.end());
  const learning_test::Run bad = learning_test::run(format.binary, "--method dfs", format.input({format.goal}));
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(bad.out.empty());
  EXPECT_EQ(bad.err, std::vector<std::string>(1, program + ": unknown method 'dfs' (methods: default, bfs, astar, "
                                                           "idastar, pdb) (try --help)"));
}

}  // namespace sliding_learning

#endif  // PUZZLE_TESTS_SLIDING_LEARNING_HPP
