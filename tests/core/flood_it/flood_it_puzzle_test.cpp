// Tests of flood_it_board.hpp and flood_it_puzzle.hpp against the tests' own grid oracle
// (flood_it_fixtures.hpp): along random plays on random boards of sides 2-5, the model's area after
// each move equals the oracle's fill, the legal moves are the colours that grow the area, or one of
// them alone when it clears its colour from the board, and the estimate never exceeds the distance (a
// breadth-first search from the board with the area painted its colour, which starts from that area).
#include "puzzle/flood_it/flood_it_puzzle.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "flood_it_fixtures.hpp"
#include "puzzle/flood_it/flood_it_board.hpp"

namespace {

using flood_it_oracle::Area;
using flood_it_oracle::Board;

puzzle::FloodItBoard core_board(const Board& board) {
  puzzle::FloodItBoard result = puzzle::FloodItBoard();
  result.side = static_cast<int>(board.size());
  for (std::size_t row = 0; row < board.size(); ++row)
    for (std::size_t column = 0; column < board.size(); ++column)
      result.colour[puzzle::flood_it_row_stride * row + column] = static_cast<std::uint8_t>(board[row][column]);
  return result;
}

std::uint64_t bits_of(const Area& area, std::size_t side) {
  std::uint64_t bits = 0;
  for (std::size_t i = 0; i < area.size(); ++i)
    if (area[i]) bits |= puzzle::flood_it_cell(static_cast<int>(i / side), static_cast<int>(i % side));
  return bits;
}

// The board with the area's cells painted `colour`: its start is that area.
Board painted(Board board, const Area& area, int colour) {
  for (std::size_t i = 0; i < area.size(); ++i)
    if (area[i]) board[i / board.size()][i % board.size()] = colour;
  return board;
}

TEST(FloodItPuzzle, MovesFillAsTheOracleAndTheEstimateIsAdmissible) {
  std::mt19937 random(4127);
  int single_moves = 0, states = 0;
  for (int game = 0; game < 60; ++game) {
    const int side = 2 + game % 4;
    const Board board = flood_it_oracle::random_board(side, random);
    const puzzle::FloodItPuzzle model(core_board(board));
    puzzle::FloodItState state = model.start();
    int colour = board[0][0];
    Area area = flood_it_oracle::area_after(board, Area(board.size() * board.size(), false), colour);
    for (;;) {
      ASSERT_EQ(state.area, bits_of(area, board.size()));
      ASSERT_EQ(state.colour, colour);
      const int distance = flood_it_oracle::fewest_moves(painted(board, area, colour));
      ASSERT_LE(model.estimate(state), distance) << "game " << game;
      ++states;
      if (model.is_goal(state)) {
        EXPECT_EQ(distance, 0);
        break;
      }
      int moves[puzzle::FloodItPuzzle::max_branching];
      const int count = model.legal_moves(state, moves);
      ASSERT_GT(count, 0);
      for (int i = 0; i < count; ++i) {
        puzzle::FloodItState next = state;
        model.apply(next, moves[i]);
        EXPECT_NE(next.area & ~state.area, 0u) << "a move that takes in nothing";
      }
      int growing = 0;  // the colours that take in some cell, by the oracle
      for (int c = 0; c < 6; ++c) growing += c != colour && flood_it_oracle::area_after(board, area, c) != area;
      ASSERT_TRUE(count == growing || count == 1);
      if (count < growing) {  // one move given of several: only when it clears its colour
        ++single_moves;
        const Area after = flood_it_oracle::area_after(board, area, moves[0]);
        for (std::size_t i = 0; i < after.size(); ++i)
          EXPECT_TRUE(after[i] || board[i / board.size()][i % board.size()] != moves[0]) << "game " << game;
      }
      const int move = moves[random() % static_cast<unsigned>(count)];
      model.apply(state, move);
      colour = move;
      area = flood_it_oracle::area_after(board, area, colour);
    }
  }
  EXPECT_GT(single_moves, 20);
  EXPECT_GT(states, 300);
}

}  // namespace
