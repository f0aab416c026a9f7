// Tests of rotation_game_solver.hpp: the judge's sample answers, a board already solved, one of the
// boards that need the most moves (13), answers that do not depend on the boards solved before, and a
// board without eight of each symbol refused. Exactness on every kind of board: rotation_game_oracle_test.
#include "puzzle/rotation_game/rotation_game_solver.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace {

std::vector<std::uint8_t> board(const std::vector<int>& symbols) {
  return std::vector<std::uint8_t>(symbols.begin(), symbols.end());
}

std::string letters(const puzzle::RotationGameAnswer& answer) { return puzzle::rotation_game_letters(answer.moves); }

const std::vector<std::uint8_t> sample_1 = board({1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3});
const std::vector<std::uint8_t> sample_2 = board({1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3});
const std::vector<std::uint8_t> solved = board({1, 1, 1, 1, 3, 3, 2, 2, 2, 3, 3, 2, 2, 3, 3, 2, 2, 2, 3, 3, 1, 1, 1, 1});
const std::vector<std::uint8_t> thirteen = board({1, 1, 2, 3, 2, 3, 2, 3, 3, 2, 3, 2, 1, 1, 1, 2, 1, 1, 1, 2, 2, 3, 3, 3});

TEST(RotationGameSolver, SampleAnswers) {
  puzzle::RotationGameSolver solver;
  const puzzle::RotationGameAnswer first = solver.solve(sample_1.data());
  EXPECT_EQ(letters(first), "AC");
  EXPECT_EQ(first.centre_symbol, 2);
  const puzzle::RotationGameAnswer second = solver.solve(sample_2.data());
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
  EXPECT_EQ(letters(answer), "AAABGAHBDDDHB");  // the published IDA* (../shared/peers) agrees
  EXPECT_EQ(answer.centre_symbol, 1);
  EXPECT_EQ(static_cast<int>(answer.moves.size()), puzzle::rotation_game_max_moves);
}

TEST(RotationGameSolver, AnswersDoNotDependOnEarlierBoards) {
  puzzle::RotationGameSolver fresh, used;
  used.solve(thirteen.data());
  used.solve(solved.data());
  EXPECT_EQ(letters(used.solve(sample_1.data())), letters(fresh.solve(sample_1.data())));
}

TEST(RotationGameSolverDeathTest, RefusesABoardWithoutEightOfEachSymbol) {
  std::vector<std::uint8_t> nine_ones = sample_1;
  nine_ones[4] = 1;  // was 3
  puzzle::RotationGameSolver solver;
  EXPECT_DEATH(solver.solve(nine_ones.data()), "eight cells of each symbol");
  std::vector<std::uint8_t> four = sample_1;
  four[4] = 4;
  EXPECT_DEATH(solver.solve(four.data()), "symbols 1-3");
}

}  // namespace
