// Tests of sliding_rank_puzzle.hpp: on every board shape of up to 9 cells (and rows, columns >= 2),
// along random walks, the key kept up to date move by move equals SlidingPuzzle's key of the same
// board and that of a fresh state; the inverse move restores the state; the key space is SlidingPuzzle's.
#include "puzzle/sliding/tiles/sliding_rank_puzzle.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "puzzle/sliding/tiles/sliding_puzzle.hpp"

namespace {

TEST(SlidingRankPuzzle, KeysAreSlidingPuzzleKeysAlongRandomWalks) {
  const int shapes[][2] = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}};
  for (const auto& shape : shapes) {
    const int rows = shape[0], cols = shape[1], cells = rows * cols;
    std::vector<std::uint8_t> goal(static_cast<std::size_t>(cells));
    for (int cell = 0; cell < cells; ++cell)
      goal[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>((cell + 1) % cells);
    const puzzle::SlidingPuzzle plain(rows, cols, goal.data());
    const puzzle::SlidingRankPuzzle ranked(rows, cols);
    ASSERT_EQ(ranked.key_space(), plain.key_space());
    std::mt19937 random(static_cast<unsigned>(cells));
    std::vector<std::uint8_t> start = goal;
    std::shuffle(start.begin(), start.end(), random);  // either parity: keys compare within a walk
    puzzle::SlidingState a = plain.make_state(start.data());
    puzzle::SlidingRankState b = ranked.make_state(start.data());
    for (int step = 0; step < 20000; ++step) {
      puzzle::SlideMove moves[4];
      const int count = ranked.legal_moves(b, moves);
      const puzzle::SlideMove move = moves[random() % static_cast<unsigned>(count)];
      plain.apply(a, move);
      ranked.apply(b, move);
      ASSERT_EQ(ranked.key(b), plain.key(a)) << rows << "x" << cols << " step " << step;
      ASSERT_EQ(ranked.key(ranked.make_state(a.tiles)), ranked.key(b));
      if (step % 5 == 0) {
        puzzle::SlidingRankState back = b;
        ranked.apply(back, ranked.inverse(move));
        plain.apply(a, plain.inverse(move));
        ASSERT_EQ(ranked.key(back), plain.key(a));
        plain.apply(a, move);
      }
    }
  }
}

#ifndef NDEBUG
TEST(SlidingRankPuzzleDeathTest, AtMostNineCells) { EXPECT_DEATH(puzzle::SlidingRankPuzzle(2, 5), "at most 9 cells"); }
#endif

}  // namespace
