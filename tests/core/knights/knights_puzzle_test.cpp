// Tests of knights_board.hpp and knights_puzzle.hpp: the target as the statement draws it, each move a
// knight's jump into the empty square that the opposite direction undoes, the misplaced knights kept
// equal to a recount along random walks and never above the distance (which a breadth-first search
// from the target gives, to 6 moves), and keys that tell boards apart.
#include "puzzle/knights/knights_puzzle.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <random>
#include <set>
#include <vector>

#include "puzzle/knights/knights_board.hpp"

namespace {

using puzzle::KnightsPuzzle;
using puzzle::KnightsState;

KnightsState target(const KnightsPuzzle& puzzle) {
  const puzzle::KnightsBoard board = {puzzle::knights_target_black, puzzle::knights_target_empty};
  return puzzle.make_state(board);
}

int recount(const KnightsState& state) {
  const char* rows[5] = {"11111", "01111", "00*11", "00001", "00000"};
  int count = 0;
  for (int cell = 0; cell < 25; ++cell) {
    if (cell == state.empty) continue;
    const char want = rows[cell / 5][cell % 5];
    count += want == '*' || (want == '1') != ((state.black >> cell & 1u) != 0);
  }
  return count;
}

TEST(KnightsPuzzle, TheTargetAsTheStatementDrawsIt) {
  const KnightsPuzzle puzzle;
  const KnightsState goal = target(puzzle);
  EXPECT_TRUE(puzzle.is_goal(goal));
  EXPECT_EQ(puzzle.estimate(goal), 0);
  EXPECT_EQ(recount(goal), 0);
  int black = 0;
  for (int cell = 0; cell < 25; ++cell) black += goal.black >> cell & 1u;
  EXPECT_EQ(black, 12);
  int moves[8];
  EXPECT_EQ(puzzle.legal_moves(goal, moves), 8);  // the centre: every jump
}

TEST(KnightsPuzzle, MovesAreJumpsTheOppositeDirectionUndoes) {
  const KnightsPuzzle puzzle;
  std::mt19937 random(195);
  KnightsState state = target(puzzle);
  for (int step = 0; step < 20000; ++step) {
    int moves[8];
    const int count = puzzle.legal_moves(state, moves);
    ASSERT_GE(count, 2);  // a corner has two jumps
    const int move = moves[random() % count];
    KnightsState next = state;
    puzzle.apply(next, move);
    const int rows = std::abs(next.empty / 5 - state.empty / 5), columns = std::abs(next.empty % 5 - state.empty % 5);
    ASSERT_TRUE((rows == 1 && columns == 2) || (rows == 2 && columns == 1));
    ASSERT_EQ(next.black >> state.empty & 1u, state.black >> next.empty & 1u);  // the knight came over
    ASSERT_EQ(puzzle.estimate(next), recount(next));
    KnightsState back = next;
    puzzle.apply(back, puzzle.inverse(move));
    ASSERT_EQ(back.black, state.black);
    ASSERT_EQ(back.empty, state.empty);
    state = next;
  }
}

TEST(KnightsPuzzle, TheEstimateNeverExceedsTheDistanceAndKeysAreDistinct) {
  const KnightsPuzzle puzzle;
  std::map<std::uint64_t, int> distance;
  std::vector<KnightsState> level(1, target(puzzle)), next_level;
  distance[puzzle.key(level[0])] = 0;
  for (int depth = 1; depth <= 6; ++depth, level.swap(next_level)) {
    next_level.clear();
    for (const KnightsState& state : level) {
      int moves[8];
      for (int m = 0, count = puzzle.legal_moves(state, moves); m < count; ++m) {
        KnightsState child = state;
        puzzle.apply(child, moves[m]);
        if (distance.emplace(puzzle.key(child), depth).second) {
          next_level.push_back(child);
          ASSERT_LE(puzzle.estimate(child), depth);
        }
      }
    }
  }
  EXPECT_EQ(distance.size(), 1578u);  // boards within 6 moves (the perimeter's count at radius 6)
}

}  // namespace
