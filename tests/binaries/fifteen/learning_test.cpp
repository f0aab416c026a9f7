// The learning options of `fifteen` end to end: --show draws 4x4 boards along each answer (moves in
// D L R U); --stats shows IDA*'s thresholds as it deepens, then the switch to the pattern databases;
// every --method answers shortest, all but astar canonically (fifteen_fixtures.hpp's IDA* oracle);
// breadth-first search and A* stop at their node bound with exit status 3.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "fifteen_fixtures.hpp"
#include "learning_fixtures.hpp"

namespace {

using fifteen_oracle::Board;

std::string input_of(const std::vector<Board>& boards) {
  std::string input = std::to_string(boards.size()) + "\n";
  for (const Board& board : boards) input += fifteen_oracle::board_text(board);
  return input;
}

// Boards drawn from random walks whose Manhattan distance is at most `most` (at least 1).
std::vector<Board> walked_boards(int count, int most, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<Board> boards;
  while (static_cast<int>(boards.size()) < count) {
    const Board board = fifteen_oracle::random_walk(random, 10 + static_cast<int>(random() % 100));
    const int distance = fifteen_oracle::manhattan(board);
    if (distance >= 1 && distance <= most) boards.push_back(board);
  }
  return boards;
}

Board board_of(const learning_test::Picture& picture) {
  Board board{};
  EXPECT_EQ(picture.lines.size(), 4u);
  for (std::size_t row = 0; row < 4 && row < picture.lines.size(); ++row)
    for (std::size_t col = 0; col < 4; ++col) {
      const std::string cell = picture.lines[row].substr(std::min(3 * col, picture.lines[row].size()), 2);
      board[4 * row + col] = cell.find('.') != std::string::npos ? 0 : std::stoi(cell);
    }
  return board;
}

// Applies a move letter (D L R U: where the blank goes); false if it leaves the board.
bool slide(Board& board, char letter) {
  const int blank = static_cast<int>(std::find(board.begin(), board.end(), 0) - board.begin());
  const int to = fifteen_oracle::target(blank, static_cast<int>(std::string("DLRU").find(letter)));
  if (to < 0) return false;
  std::swap(board[static_cast<std::size_t>(blank)], board[static_cast<std::size_t>(to)]);
  return true;
}

// Korf's instance 55 (41 moves), in this problem's goal: IDA* on the walking distance takes 41,402 nodes.
const Board korf55 = {{5, 10, 14, 4, 6, 12, 11, 1, 9, 0, 15, 7, 13, 2, 8, 3}};

TEST(FifteenLearning, ShowDrawsTheBoardsAlongEachAnswer) {
  std::vector<Board> boards = walked_boards(12, 30, 10181);
  boards.push_back(fifteen_oracle::goal);
  const learning_test::Run shown = learning_test::run(FIFTEEN_BINARY, "--show", input_of(boards));
  ASSERT_EQ(shown.status, 0);
  std::size_t at = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    ASSERT_LT(at, shown.out.size());
    const std::string answer = shown.out[at++];
    EXPECT_EQ(answer, fifteen_oracle::oracle(boards[i]));
    const std::vector<learning_test::Picture> pictures = learning_test::read_show(shown.out, at, answer.size() + 1, 4);
    ASSERT_EQ(pictures.size(), answer.size() + 1);
    Board board = boards[i];
    EXPECT_EQ(board_of(pictures[0]), board);
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      ASSERT_EQ(learning_test::move_of(pictures[k], k), std::string(1, answer[k - 1]));
      ASSERT_TRUE(slide(board, answer[k - 1]));
      ASSERT_EQ(board_of(pictures[k]), board) << "board " << i + 1 << ", move " << k;
    }
    EXPECT_EQ(board, fifteen_oracle::goal);
  }
  EXPECT_EQ(at, shown.out.size());
}

TEST(FifteenLearning, StatsShowTheThresholdsAsTheSearchDeepens) {
  const learning_test::Run run = learning_test::run(FIFTEEN_BINARY, "--stats", input_of({korf55}));
  ASSERT_EQ(run.status, 0);
  ASSERT_EQ(run.out, std::vector<std::string>(1, fifteen_oracle::oracle(korf55)));
  const learning_test::Stats report = learning_test::parse_stats(run.err);
  ASSERT_EQ(report.cases.size(), 1u);
  EXPECT_EQ(report.cases[0].answer, "41 moves");
  std::vector<std::string> thresholds;
  for (const std::string& line : report.cases[0].lines)
    if (line.compare(0, 12, "  threshold ") == 0) thresholds.push_back(line.substr(12, 2));
  EXPECT_EQ(thresholds, (std::vector<std::string>{"33", "35", "37", "39", "41"}));
  EXPECT_EQ(report.cases[0].nodes, 41402u);
}

TEST(FifteenLearning, EveryMethodAnswersShortestAllButAStarCanonically) {
  // Breadth-first search only on near boards (its nodes grow about 2.1-fold a move).
  const std::vector<std::pair<std::string, std::vector<Board>>> methods = {{"bfs", walked_boards(6, 12, 1)},
                                                                           {"astar", walked_boards(10, 30, 2)},
                                                                           {"idastar", walked_boards(10, 34, 3)},
                                                                           {"pdb", walked_boards(10, 34, 4)},
                                                                           {"default", walked_boards(10, 34, 5)}};
  for (const auto& [method, boards] : methods) {
    const learning_test::Run run = learning_test::run(FIFTEEN_BINARY, "--stats --method " + method, input_of(boards));
    ASSERT_EQ(run.status, 0) << method;
    ASSERT_EQ(run.out.size(), boards.size()) << method;
    for (std::size_t i = 0; i < boards.size(); ++i) {
      const std::string canonical = fifteen_oracle::oracle(boards[i]);
      if (method != "astar") {
        EXPECT_EQ(run.out[i], canonical) << method << ", board " << i + 1;
        continue;
      }
      Board board = boards[i];
      for (char letter : run.out[i]) ASSERT_TRUE(slide(board, letter)) << "astar, board " << i + 1;
      EXPECT_EQ(board, fifteen_oracle::goal);
      EXPECT_EQ(run.out[i].size(), canonical.size()) << "astar, board " << i + 1;
    }
    const learning_test::Stats report = learning_test::parse_stats(run.err);
    EXPECT_EQ(report.cases.size(), boards.size());
    EXPECT_EQ(report.builds, method == "pdb" ? 1u : 0u) << method;
  }
}

TEST(FifteenLearning, BreadthFirstSearchAndAStarStopAtTheirNodeBound) {
  for (const char* method : {"bfs", "astar"}) {
    const learning_test::Run run =
        learning_test::run(FIFTEEN_BINARY, std::string("--method ") + method + " --max-nodes 50000",
                           input_of({fifteen_oracle::goal, korf55}));
    EXPECT_EQ(run.status, 3) << method;
    EXPECT_EQ(run.out, std::vector<std::string>(1, ""));
    ASSERT_EQ(run.err.size(), 1u) << method;
    EXPECT_TRUE(learning_test::matches(run.err[0], std::string("fifteen: case 2: ") + method +
                                                       " stopped at 50,000 nodes kept (about *B); "
                                                       "try --method idastar or the default"))
        << run.err[0];
  }
}

}  // namespace
