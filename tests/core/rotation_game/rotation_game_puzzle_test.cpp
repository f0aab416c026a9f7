// Tests of rotation_game_puzzle.hpp: a board's state is its three placements; the centre-distance table
// has the histogram of an independent search (the oracle test derives it again from scratch), and cut
// at a depth it agrees with the whole table up to that depth; the estimate is the least over the
// symbols of min(distance, depth + 1), so admissible, and exact where the answer is within depth + 1;
// apply and the inverse move every symbol.
#include "puzzle/rotation_game/rotation_game_puzzle.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

namespace {

std::vector<std::uint8_t> random_board(std::mt19937& random) {
  std::vector<std::uint8_t> board;
  for (int symbol = 1; symbol <= 3; ++symbol) board.insert(board.end(), 8, static_cast<std::uint8_t>(symbol));
  std::shuffle(board.begin(), board.end(), random);
  return board;
}

const puzzle::PlacementGraph& graph() {
  static const puzzle::PlacementGraph placements = puzzle::rotation_game_placement_graph();
  return placements;
}

const std::vector<std::uint8_t>& whole_table() {
  static const std::vector<std::uint8_t> table = puzzle::rotation_game_centre_distances(graph(), 254);
  return table;
}

TEST(RotationGamePuzzle, StateHoldsThePlacementOfEachSymbol) {
  std::mt19937 random(2286);
  const std::vector<std::uint8_t> board = random_board(random);
  const puzzle::RotationGameState state = puzzle::RotationGamePuzzle::state_of_board(board.data());
  for (int cell = 0; cell < 24; ++cell)
    for (int s = 0; s < 3; ++s)
      EXPECT_EQ(state.placement[s] >> cell & 1u, board[static_cast<std::size_t>(cell)] == s + 1 ? 1u : 0u);
}

TEST(RotationGamePuzzle, CentreSymbol) {
  puzzle::RotationGameState state = {{0, puzzle::rotation_game_centre, 0xFFFFFFu & ~puzzle::rotation_game_centre}};
  EXPECT_EQ(puzzle::RotationGamePuzzle::centre_symbol(state), 2);
  state.placement[1] ^= 1u << 6;
  state.placement[0] ^= 1u << 6;
  EXPECT_EQ(puzzle::RotationGamePuzzle::centre_symbol(state), 0);
}

TEST(RotationGamePuzzle, WholeTableHistogram) {
  const std::vector<long> expected = {1,     8,      44,     208,    876,   3220,  10498, 30236,
                                      73982, 146466, 208170, 178588, 72941, 10045, 188};
  std::vector<long> histogram(expected.size(), 0);
  for (const std::uint8_t distance : whole_table()) {
    ASSERT_LT(distance, expected.size());
    ++histogram[distance];
  }
  EXPECT_EQ(histogram, expected);
}

TEST(RotationGamePuzzle, CutTableAgreesWithTheWholeTableUpToItsDepth) {
  for (const int depth : {0, 5, 8, 13, 14}) {
    const std::vector<std::uint8_t> cut = puzzle::rotation_game_centre_distances(graph(), depth);
    ASSERT_EQ(cut.size(), whole_table().size());
    for (std::size_t key = 0; key < cut.size(); ++key)
      ASSERT_EQ(cut[key], whole_table()[key] <= depth ? int(whole_table()[key]) : int(puzzle::unreached))
          << depth << " " << key;
  }
}

TEST(RotationGamePuzzle, EstimateIsTheNearestSymbolCutAtDepthPlusOne) {
  std::mt19937 random(1343);
  for (const int depth : {6, 8, 10}) {
    const std::vector<std::uint8_t> cut = puzzle::rotation_game_centre_distances(graph(), depth);
    const puzzle::RotationGamePuzzle puzzle(graph(), cut, depth);
    for (int trial = 0; trial < 2000; ++trial) {
      const std::vector<std::uint8_t> board = random_board(random);
      const puzzle::RotationGameState state = puzzle::RotationGamePuzzle::state_of_board(board.data());
      int nearest = 255;
      for (int s = 0; s < 3; ++s) nearest = std::min<int>(nearest, whole_table()[graph().key(state.placement[s])]);
      ASSERT_EQ(puzzle.estimate(state), std::min(nearest, depth + 1));
      ASSERT_EQ(puzzle.is_goal(state), nearest == 0);
    }
  }
}

TEST(RotationGamePuzzle, ApplyMovesEverySymbolAndUndoRestores) {
  std::mt19937 random(181);
  const puzzle::RotationGamePuzzle puzzle(graph(), whole_table(), 254);
  const std::vector<std::uint8_t> board = random_board(random);
  const puzzle::RotationGameState start = puzzle::RotationGamePuzzle::state_of_board(board.data());
  int moves[puzzle::RotationGamePuzzle::max_branching];
  ASSERT_EQ(puzzle.legal_moves(start, moves), 8);
  for (int move = 0; move < 8; ++move) {
    EXPECT_EQ(moves[move], move);
    puzzle::RotationGameState state = start;
    puzzle.apply(state, move);
    for (int s = 0; s < 3; ++s) {
      std::uint32_t expected = start.placement[s];
      graph().apply(expected, move);
      EXPECT_EQ(state.placement[s], expected);
    }
    puzzle.apply(state, puzzle.inverse(move));
    for (int s = 0; s < 3; ++s) EXPECT_EQ(state.placement[s], start.placement[s]);
  }
}

TEST(RotationGamePuzzleDeathTest, RefusesATableThatIsNotOfPlacements) {
  const std::vector<std::uint8_t> short_table(1000, 0);
  EXPECT_DEATH(puzzle::RotationGamePuzzle(graph(), short_table, 8), "a distance for every placement");
  EXPECT_DEATH(puzzle::RotationGamePuzzle(graph(), whole_table(), 255), "table depth");
}

}  // namespace
