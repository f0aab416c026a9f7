// Tests of rotation_game_drawing.hpp: the '#' board in 7 lines, a board kept as its symbols'
// placements drawn the same, the letters A-H as labels; and each move replayed on RotationGameMoves
// draws the board the statement's move gives (rotation_game_fixtures.hpp).
#include "puzzle/rotation_game/rotation_game_drawing.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "rotation_game_fixtures.hpp"

namespace {

std::vector<std::uint8_t> symbols_of(const rotation_game_oracle::Board& board) {
  return std::vector<std::uint8_t>(board.begin(), board.end());
}

const rotation_game_oracle::Board sample_1 = {{1, 1, 1, 1, 3, 2, 3, 2, 3, 1, 3, 2, 2, 3, 1, 2, 2, 2, 3, 1, 2, 1, 3, 3}};

TEST(RotationGameDrawing, BoardAsTheHashShape) {
  EXPECT_EQ(puzzle::draw_rotation_game_board(symbols_of(sample_1).data()),
            (std::vector<std::string>{"    1   1", "    1   1", "3 2 3 2 3 1 3", "    2   2", "3 1 2 2 2 3 1",
                                      "    2   1", "    3   3"}));
}

TEST(RotationGameDrawing, MovesReplayedDrawTheStatementsBoards) {
  const puzzle::PlacementGraph graph = puzzle::rotation_game_placement_graph();
  const puzzle::RotationGameMoves moves(graph);
  const puzzle::RotationGameState start = puzzle::RotationGameMoves::state_of_board(symbols_of(sample_1).data());
  EXPECT_EQ(puzzle::RotationGameBoardDrawing()(start), puzzle::draw_rotation_game_board(symbols_of(sample_1).data()));
  for (int move = 0; move < puzzle::rotation_game_move_count; ++move) {
    const char letter = static_cast<char>('A' + move);
    EXPECT_EQ(puzzle::RotationGameMoveLabel()(start, move), std::string(1, letter));
    puzzle::RotationGameState state = start;
    moves.apply(state, move);
    EXPECT_EQ(puzzle::RotationGameBoardDrawing()(state),
              puzzle::draw_rotation_game_board(symbols_of(rotation_game_oracle::after_move(sample_1, letter)).data()))
        << letter;
  }
}

}  // namespace
