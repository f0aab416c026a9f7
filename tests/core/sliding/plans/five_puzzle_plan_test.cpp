// Tests of five_puzzle_plan.hpp: the solver with `leetcode773`'s plan answers LeetCode's examples
// (1, 5 and 14 moves, one unreachable board) and its farthest board (21 moves, 360 boards a goal) by
// the table alone; the learners' 3-2 partition covers tiles 1-5 once, and IDA* on its databases gives
// the same answers.
#include "puzzle/sliding/plans/five_puzzle_plan.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "recording_monitor.hpp"
#include "puzzle/sliding/plans/database_search.hpp"
#include "puzzle/sliding/estimates/sliding_pdb_puzzle.hpp"
#include "puzzle/sliding/plans/sliding_solver.hpp"

namespace {

struct Example {
  std::uint8_t board[6];
  int moves;  // -1: unreachable
};
const Example examples[] = {{{1, 2, 3, 4, 0, 5}, 1},  {{1, 2, 3, 5, 4, 0}, -1}, {{4, 1, 2, 5, 0, 3}, 5},
                            {{3, 2, 4, 1, 5, 0}, 14}, {{4, 5, 0, 1, 2, 3}, 21}, {{1, 2, 3, 4, 5, 0}, 0}};
const std::uint8_t goal2x3[6] = {1, 2, 3, 4, 5, 0};

int fewest_moves(puzzle::SlidingSolver& solver, const std::uint8_t* board) {
  std::vector<puzzle::SlideMove> moves;
  return solver.solve(board, goal2x3, moves) == puzzle::sliding_solved ? static_cast<int>(moves.size()) : -1;
}

TEST(FivePuzzlePlan, AnswersLeetCodesExamplesByTheTableAlone) {
  puzzle::SlidingSolver solver(2, 3, puzzle::five_puzzle_plan());
  monitor_test::RecordingMonitor monitor;
  solver.set_monitor(&monitor);
  for (const Example& example : examples) EXPECT_EQ(fewest_moves(solver, example.board), example.moves);
  // The unreachable board is refused by parity; the others are looked up in one table of 360 boards.
  EXPECT_EQ(std::count(monitor.methods.begin(), monitor.methods.end(), std::string("table look-up")), 5);
  EXPECT_EQ(monitor.built_entries, std::vector<std::uint64_t>(1, 360));
}

TEST(FivePuzzlePlan, TheLearnersPartitionAnswersAlike) {
  ASSERT_TRUE(puzzle::SlidingPdbPuzzle::partitions_the_tiles(puzzle::five_puzzle_patterns(), 6));
  const puzzle::SlidingStrategy databases = {
      "databases", 0, &puzzle::make_database_search<puzzle::five_puzzle_patterns>, puzzle::no_node_budget, false};
  puzzle::SlidingSolver solver(2, 3, puzzle::SlidingPlan(1, databases));
  for (const Example& example : examples) EXPECT_EQ(fewest_moves(solver, example.board), example.moves);
}

}  // namespace
