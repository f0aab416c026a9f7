// Tests of farthest_board_solver.hpp: on random 3x3 starts and every 2x3 start, the answer (a path per
// blank cell, replayed) equals a search from the start itself (the learners' bfs), its board is where
// the path leads, as far from the start as any (an independent breadth-first search,
// sliding_oracle.hpp); one search per blank cell serves every later start; a board with a tile twice
// is refused.
#include "puzzle/sliding/plans/farthest_board_solver.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "recording_monitor.hpp"
#include "sliding_oracle.hpp"
#include "puzzle/grid/slide_letters.hpp"
#include "test_share.hpp"

namespace {

using sliding_oracle::Board;

puzzle::FarthestBoardCase case_of(const Board& board, int rows, int cols) {
  puzzle::FarthestBoardCase a_case;
  a_case.rows = rows;
  a_case.cols = cols;
  std::copy(board.begin(), board.end(), a_case.start);
  return a_case;
}

puzzle::SolverSettings settings(const std::string& method, puzzle::SearchMonitor* monitor = nullptr) {
  puzzle::SolverSettings chosen;
  chosen.method = method;
  chosen.monitor = monitor;
  return chosen;
}

// Checks `answer` for `start`: its board is where its path leads, as far from the start as any.
void check_answer(const Board& start, int cols, const puzzle::FarthestBoardAnswer& answer) {
  Board end = start;
  for (char letter : puzzle::slide_letters(answer.moves)) ASSERT_TRUE(sliding_oracle::slide(end, cols, letter));
  EXPECT_EQ(Board(answer.farthest, answer.farthest + start.size()), end);
  const std::vector<int> distance = sliding_oracle::distances_from(start, cols);
  const int farthest = *std::max_element(distance.begin(), distance.end());
  EXPECT_EQ(static_cast<int>(answer.moves.size()), farthest);
  EXPECT_EQ(distance[sliding_oracle::encode(end)], farthest);
}

void expect_same_answers(int rows, int cols, const std::vector<Board>& starts) {
  puzzle::FarthestBoardSolver shared(rows, cols), per_start(rows, cols);
  shared.configure(settings("default"));
  per_start.configure(settings("bfs"));
  for (const Board& start : starts) {
    const puzzle::FarthestBoardCase a_case = case_of(start, rows, cols);
    puzzle::FarthestBoardAnswer mine, theirs;
    ASSERT_TRUE(shared.solve(a_case, mine));
    ASSERT_TRUE(per_start.solve(a_case, theirs));
    EXPECT_EQ(mine.moves, theirs.moves) << sliding_oracle::spelled(start, "0");
    EXPECT_TRUE(std::equal(mine.farthest, mine.farthest + rows * cols, theirs.farthest));
    check_answer(start, cols, mine);
  }
}

TEST(FarthestBoardSolver, EveryTwoByThreeStartAsASearchFromItWouldAnswer) {
  expect_same_answers(2, 3, sliding_oracle::all_boards(6));
}

TEST(FarthestBoardSolver, RandomThreeByThreeStartsAsASearchFromThemWouldAnswer) {
  std::mt19937 random(10085);
  std::vector<Board> starts;
  Board board = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  for (int i = 0; i < test_share::cases(30); ++i) {
    std::shuffle(board.begin(), board.end(), random);
    starts.push_back(board);
  }
  expect_same_answers(3, 3, starts);
}

TEST(FarthestBoardSolver, OneSearchPerBlankCellServesEveryLaterStart) {
  puzzle::FarthestBoardSolver solver(3, 3);
  monitor_test::RecordingMonitor monitor;
  solver.configure(settings("default", &monitor));
  std::mt19937 random(10086);
  Board board = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  std::vector<bool> blank_seen(9, false);
  for (int i = 0; i < 200; ++i) {
    std::shuffle(board.begin(), board.end(), random);
    blank_seen[static_cast<std::size_t>(std::find(board.begin(), board.end(), 0) - board.begin())] = true;
    puzzle::FarthestBoardAnswer answer;
    solver.solve(case_of(board, 3, 3), answer);
  }
  EXPECT_EQ(monitor.builds.size(), static_cast<std::size_t>(std::count(blank_seen.begin(), blank_seen.end(), true)));
  EXPECT_EQ(monitor.built_entries, std::vector<std::uint64_t>(monitor.builds.size(), 181440));
  EXPECT_EQ(monitor.looked_up_entries.size(), 200u);
  EXPECT_EQ(monitor.methods, std::vector<std::string>(200, "the farthest path of the blank's cell"));
}

TEST(FarthestBoardSolverDeathTest, RefusesABoardWithATileTwice) {
  puzzle::FarthestBoardSolver solver(3, 3);
  puzzle::FarthestBoardAnswer answer;
  EXPECT_DEATH(solver.solve(case_of({1, 2, 3, 4, 5, 6, 7, 7, 0}, 3, 3), answer), "each tile once");
  EXPECT_DEATH(solver.solve(case_of({1, 2, 3, 4, 5, 0}, 2, 3), answer), "a board of its size");
}

}  // namespace
