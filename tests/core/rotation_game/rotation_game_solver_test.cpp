// Tests of rotation_game_solver.hpp: the judge's sample answers, a board already solved, one of the
// boards that need the most moves (13), answers that do not depend on the boards solved before, and a
// board without eight of each symbol refused; a monitor hears each board's method (none for a solved
// board), the table's build once, and IDA*'s thresholds adding up to its nodes. Exactness on every
// kind of board: rotation_game_oracle_test.
#include "puzzle/rotation_game/rotation_game_solver.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "recording_monitor.hpp"

namespace {

std::vector<std::uint8_t> board(const std::vector<int>& symbols) {
  return std::vector<std::uint8_t>(symbols.begin(), symbols.end());
}

std::string letters(const puzzle::RotationGameAnswer& answer) { return puzzle::rotation_game_letters(answer.moves); }

const std::vector<std::uint8_t> first_sample =
    board({1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3});
const std::vector<std::uint8_t> second_sample =
    board({1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3});
const std::vector<std::uint8_t> solved =
    board({1, 1, 1, 1, 3, 3, 2, 2, 2, 3, 3, 2, 2, 3, 3, 2, 2, 2, 3, 3, 1, 1, 1, 1});
const std::vector<std::uint8_t> thirteen =
    board({1, 1, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 1, 1, 1, 2, 1, 1, 1, 2, 2, 3, 3, 3});

TEST(RotationGameSolver, SampleAnswers) {
  puzzle::RotationGameSolver solver;
  const puzzle::RotationGameAnswer first = solver.solve(first_sample.data());
  EXPECT_EQ(letters(first), "AC");
  EXPECT_EQ(first.centre_symbol, 2);
  const puzzle::RotationGameAnswer second = solver.solve(second_sample.data());
  EXPECT_EQ(letters(second), "DDHH");
  EXPECT_EQ(second.centre_symbol, 2);
}

TEST(RotationGameSolver, SolvedBoardNeedsNoMoves) {
  puzzle::RotationGameSolver solver;
  const puzzle::RotationGameAnswer answer = solver.solve(solved.data());
  EXPECT_TRUE(answer.moves.empty());
  EXPECT_EQ(answer.centre_symbol, 2);
}

TEST(RotationGameSolver, ThirteenMoves) {
  puzzle::RotationGameSolver solver;
  const puzzle::RotationGameAnswer answer = solver.solve(thirteen.data());
  EXPECT_EQ(letters(answer), "AAABGAHBDDDHB");  // the published IDA* (bench/run.sh's peer) agrees
  EXPECT_EQ(answer.centre_symbol, 1);
  EXPECT_EQ(static_cast<int>(answer.moves.size()), puzzle::rotation_game_max_moves);
}

TEST(RotationGameSolver, AnswersDoNotDependOnEarlierBoards) {
  puzzle::RotationGameSolver fresh, used;
  used.solve(thirteen.data());
  used.solve(solved.data());
  EXPECT_EQ(letters(used.solve(first_sample.data())), letters(fresh.solve(first_sample.data())));
}

TEST(RotationGameSolver, MonitorHearsTheMethodTheTableOnceAndTheThresholds) {
  puzzle::RotationGameSolver solver;
  monitor_test::RecordingMonitor monitor;
  solver.set_monitor(&monitor);
  solver.solve(solved.data());  // no search, no table
  ASSERT_EQ(monitor.methods.size(), 1u);
  EXPECT_EQ(monitor.methods[0], "none: one symbol fills the centre");
  EXPECT_TRUE(monitor.builds.empty() && monitor.searches.empty());
  solver.solve(thirteen.data());
  solver.solve(first_sample.data());
  ASSERT_EQ(monitor.methods.size(), 3u);
  // The texts name the table's depth.
  const std::string depth = "depth " + std::to_string(puzzle::RotationGameSolver::table_depth);
  EXPECT_NE(monitor.methods[1].find(depth), std::string::npos) << monitor.methods[1];
  EXPECT_EQ(monitor.methods[2], monitor.methods[1]);
  ASSERT_EQ(monitor.builds.size(), 1u);  // once, on the first board that needs a move
  EXPECT_NE(monitor.builds[0].find(depth), std::string::npos) << monitor.builds[0];
  EXPECT_EQ(monitor.built_entries, std::vector<std::uint64_t>{735471});
  ASSERT_EQ(monitor.searches.size(), 2u);
  EXPECT_TRUE(monitor.searches[0].found && monitor.searches[1].found);
  EXPECT_EQ(monitor.searches[0].kept, 14u);  // the path of 13 moves
  EXPECT_EQ(monitor.searches[0].expanded + monitor.searches[1].expanded, monitor.level_nodes());
  EXPECT_EQ(monitor.levels.back().value, 2);  // sample 1: "AC"
}

TEST(RotationGameSolverDeathTest, RefusesABoardWithoutEightOfEachSymbol) {
  std::vector<std::uint8_t> nine_ones = first_sample;
  nine_ones[4] = 1;  // was 3
  puzzle::RotationGameSolver solver;
  EXPECT_DEATH(solver.solve(nine_ones.data()), "eight cells of each symbol");
  std::vector<std::uint8_t> four = first_sample;
  four[4] = 4;
  EXPECT_DEATH(solver.solve(four.data()), "symbols 1-3");
}

}  // namespace
