// The learning options of `eight` end to end: --show draws, after each answer, the boards along it,
// which replay legally from the board given to the goal; --stats reports each case (IDA*, then the
// table once it pays, parity for unsolvable boards) and adds up, stdout unchanged; every --method
// answers shortest, all but astar canonically (the breadth-first oracle of eight_puzzle_fixtures.hpp);
// a method past its node bound stops with exit status 3; bad options exit 2.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "eight_puzzle_fixtures.hpp"
#include "learning_fixtures.hpp"
#include "search_test_boards.hpp"

namespace {

const eight_oracle::Board hardest = {{8, 6, 7, 2, 5, 4, 3, 0, 1}};  // 31 moves
const eight_oracle::Board unsolvable = {{2, 1, 3, 4, 5, 6, 7, 8, 0}};

std::string input_of(const std::vector<eight_oracle::Board>& boards) {
  std::string input;
  for (const eight_oracle::Board& board : boards) {
    for (std::uint8_t tile : board) input += tile == 0 ? "x " : std::string(1, static_cast<char>('0' + tile)) + " ";
    input += "\n";
  }
  return input;
}

// The board a 3x3 picture shows ('.' the blank).
eight_oracle::Board board_of(const learning_test::Picture& picture) {
  eight_oracle::Board board{};
  EXPECT_EQ(picture.lines.size(), 3u);
  for (std::size_t row = 0; row < 3 && row < picture.lines.size(); ++row) {
    EXPECT_EQ(picture.lines[row].size(), 5u) << picture.lines[row];
    for (std::size_t col = 0; col < 3 && 2 * col < picture.lines[row].size(); ++col) {
      const char c = picture.lines[row][2 * col];
      board[3 * row + col] = static_cast<std::uint8_t>(c == '.' ? 0 : c - '0');
    }
  }
  return board;
}

TEST(EightLearning, ShowDrawsTheBoardsAlongEachAnswer) {
  std::vector<eight_oracle::Board> boards = search_test::random_solvable_eight_boards(25, 77);
  boards.push_back(eight_oracle::goal());
  boards.push_back(unsolvable);
  boards.push_back(hardest);
  const std::string input = input_of(boards);
  const learning_test::Run plain = learning_test::run(EIGHT_BINARY, "", input);
  const learning_test::Run shown = learning_test::run(EIGHT_BINARY, "--show", input);
  ASSERT_EQ(shown.status, 0);
  EXPECT_TRUE(shown.err.empty());
  std::size_t at = 0;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    ASSERT_LT(at, shown.out.size());
    const std::string answer = shown.out[at++];
    ASSERT_EQ(answer, plain.out[i]) << "board " << i + 1;
    if (answer == "unsolvable") continue;
    const std::vector<learning_test::Picture> pictures = learning_test::read_show(shown.out, at, answer.size() + 1, 3);
    ASSERT_EQ(pictures.size(), answer.size() + 1);
    EXPECT_EQ(pictures[0].label, "start");
    eight_oracle::Board board = boards[i];
    EXPECT_EQ(board_of(pictures[0]), board);
    for (std::size_t k = 1; k < pictures.size(); ++k) {
      const std::string move = learning_test::move_of(pictures[k], k);
      ASSERT_EQ(move, std::string(1, answer[k - 1]));
      ASSERT_TRUE(eight_oracle::slide(board, answer[k - 1])) << "board " << i + 1 << ", move " << k;
      ASSERT_EQ(board_of(pictures[k]), board) << "board " << i + 1 << ", move " << k;
    }
    EXPECT_EQ(board, eight_oracle::goal());
  }
  EXPECT_EQ(at, shown.out.size());
}

TEST(EightLearning, StatsReportEachCaseWithoutChangingTheAnswers) {
  // Enough boards that IDA* on Manhattan distance spends its budget and the pattern databases are
  // built part-way through (the table comes after thousands of boards: the oracle test).
  std::vector<eight_oracle::Board> boards = search_test::random_solvable_eight_boards(120, 78);
  boards.insert(boards.begin() + 3, unsolvable);
  const std::string input = input_of(boards);
  const learning_test::Run plain = learning_test::run(EIGHT_BINARY, "", input);
  const learning_test::Run stats = learning_test::run(EIGHT_BINARY, "--stats", input);
  ASSERT_EQ(stats.status, 0);
  EXPECT_EQ(stats.out, plain.out);
  const learning_test::Stats report = learning_test::parse_stats(stats.err);
  ASSERT_EQ(report.cases.size(), boards.size());
  EXPECT_TRUE(learning_test::case_says(report.cases[0], "case 1: IDA* on Manhattan distance"));
  EXPECT_TRUE(learning_test::case_says(report.cases[0], "  threshold "));
  EXPECT_EQ(report.cases[3].answer, "unsolvable");
  EXPECT_TRUE(learning_test::case_says(report.cases[3], "inversion parity"));
  EXPECT_EQ(report.builds, 1u);
  EXPECT_TRUE(learning_test::case_says(report.cases.back(), ": IDA* on additive pattern databases"));
  for (std::size_t i = 0; i < boards.size(); ++i) {
    if (i != 3) {
      EXPECT_EQ(report.cases[i].answer,
                std::to_string(plain.out[i].size()) + (plain.out[i].size() == 1 ? " move" : " moves"));
    }
  }
}

TEST(EightLearning, EveryMethodAnswersShortestAllButAStarCanonically) {
  std::vector<eight_oracle::Board> boards = search_test::random_solvable_eight_boards(30, 79);
  boards.push_back(hardest);
  boards.push_back(eight_oracle::goal());
  boards.push_back(unsolvable);
  const std::string input = input_of(boards);
  const std::vector<std::pair<std::string, std::string>> methods = {{"default", "IDA* on Manhattan distance"},
                                                                    {"bfs", "breadth-first search from the start"},
                                                                    {"astar", "A* on Manhattan distance"},
                                                                    {"idastar", "IDA* on Manhattan distance"},
                                                                    {"pdb", "IDA* on additive pattern databases"}};
  for (const auto& [method, name] : methods) {
    const learning_test::Run run = learning_test::run(EIGHT_BINARY, "--stats --method " + method, input);
    ASSERT_EQ(run.status, 0) << method;
    ASSERT_EQ(run.out.size(), boards.size()) << method;
    const learning_test::Stats report = learning_test::parse_stats(run.err);
    ASSERT_EQ(report.cases.size(), boards.size());
    EXPECT_TRUE(learning_test::case_says(report.cases[0], name)) << method;
    for (std::size_t i = 0; i + 1 < boards.size(); ++i) {
      const std::string& moves = run.out[i];
      if (method == "astar") {  // shortest, legal, reaching the goal
        eight_oracle::Board board = boards[i];
        for (char letter : moves) ASSERT_TRUE(eight_oracle::slide(board, letter)) << method << " board " << i + 1;
        EXPECT_EQ(board, eight_oracle::goal());
        EXPECT_EQ(static_cast<int>(moves.size()), eight_oracle::distances().at(eight_oracle::encode(boards[i])));
      } else {
        EXPECT_EQ(eight_oracle::check_canonical(boards[i], moves), "") << method << " board " << i + 1 << ": " << moves;
      }
    }
    EXPECT_EQ(run.out.back(), "unsolvable") << method;
  }
}

TEST(EightLearning, AMethodPastItsNodeBoundStopsWithExitThree) {
  const std::string input = input_of({eight_oracle::goal(), hardest, eight_oracle::goal()});
  for (const char* method : {"bfs", "astar"}) {
    const learning_test::Run run =
        learning_test::run(EIGHT_BINARY, std::string("--max-nodes 1000 --method ") + method, input);
    EXPECT_EQ(run.status, 3) << method;
    EXPECT_EQ(run.out, std::vector<std::string>(1, ""));  // the answer before it
    ASSERT_EQ(run.err.size(), 1u);
    EXPECT_TRUE(learning_test::matches(run.err[0], std::string("eight: case 2: ") + method +
                                                       " stopped at 1,000 nodes kept (about # KB); try "
                                                       "--method idastar or the default"))
        << run.err[0];
  }
}

TEST(EightLearning, HelpListsTheOptionsAndBadOnesExitTwo) {
  const learning_test::Run help = learning_test::run(EIGHT_BINARY, "--help", "");
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(std::find(help.out.begin(), help.out.end(),
                      "  --method NAME  the algorithm that answers: default, bfs, astar, idastar, pdb"),
            help.out.end());
  const learning_test::Run bad = learning_test::run(EIGHT_BINARY, "--method dfs", "2 3 4 1 5 x 7 6 8");
  EXPECT_EQ(bad.status, 2);
  EXPECT_TRUE(bad.out.empty());
  EXPECT_EQ(bad.err, std::vector<std::string>(
                         1, "eight: unknown method 'dfs' (methods: default, bfs, astar, idastar, pdb) (try --help)"));
}

}  // namespace
