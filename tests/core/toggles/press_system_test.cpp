// PressSystem (toggles/press_system.hpp) against brute force written here: for every board of every
// small geometry of both press shapes (up to 16 cells), the fewest presses found by trying every press
// set (the smaller set as a number on ties), the board's reachability and the system's rank. Lights
// Out's 5 x 6 board, too large for that, is checked by rank (full: one press set a board) and by its
// answers really turning random boards off; the 5 x 5 board by its known rank, 23.
#include "puzzle/toggles/press_system.hpp"

#include <gtest/gtest.h>

#include <bitset>
#include <cstdint>
#include <random>
#include <vector>

#include "puzzle/toggles/press_pattern.hpp"

namespace {

using puzzle::PressPattern;
using puzzle::PressSystem;
using puzzle::ToggleGeometry;

// What a press on (row, col) toggles, written from the statements.
std::uint32_t toggled(const ToggleGeometry& g, int row, int col) {
  std::uint32_t mask = 0;
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      const bool hit = g.shape == puzzle::press_plus
                           ? (r == row && (c - col) * (c - col) <= 1) || (c == col && (r - row) * (r - row) <= 1)
                           : r == row || c == col;
      if (hit) mask |= 1u << (r * g.cols + c);
    }
  return mask;
}

int popcount(std::uint32_t mask) { return static_cast<int>(std::bitset<32>(mask).count()); }

TEST(PressPattern, MasksAreTheStatementsPresses) {
  for (puzzle::PressShape shape : {puzzle::press_plus, puzzle::press_cross})
    for (int rows = 1; rows <= 5; ++rows)
      for (int cols = 1; cols <= 6; ++cols) {
        const ToggleGeometry g = {rows, cols, shape};
        const PressPattern pattern(g);
        for (int cell = 0; cell < g.cells(); ++cell)
          ASSERT_EQ(pattern.press(cell), toggled(g, cell / cols, cell % cols)) << rows << "x" << cols << " " << cell;
      }
}

TEST(PressSystem, FewestPressesOfEveryBoardMatchBruteForce) {
  for (puzzle::PressShape shape : {puzzle::press_plus, puzzle::press_cross})
    for (int rows = 1; rows <= 4; ++rows)
      for (int cols = 1; cols <= 4; ++cols) {
        const ToggleGeometry g = {rows, cols, shape};
        const int cells = g.cells();
        // best[board]: the fewest presses that toggle exactly `board`, the smallest set on ties.
        std::vector<std::uint32_t> best(std::size_t(1) << cells, ~0u);
        std::vector<int> rank_span;
        for (std::uint32_t set = 0; set < (1u << cells); ++set) {
          std::uint32_t board = 0;
          for (int cell = 0; cell < cells; ++cell)
            if (set >> cell & 1u) board ^= toggled(g, cell / cols, cell % cols);
          if (best[board] == ~0u || popcount(set) < popcount(best[board])) best[board] = set;
        }
        int reachable = 0;
        const PressSystem system((PressPattern(g)));
        for (std::uint32_t board = 0; board < (1u << cells); ++board) {
          std::uint32_t presses = 0;
          std::uint64_t tried = 0;
          const bool found = system.fewest_presses(board, presses, tried);
          ASSERT_EQ(found, best[board] != ~0u) << rows << "x" << cols << " board " << board;
          if (!found) continue;
          ++reachable;
          ASSERT_EQ(presses, best[board]) << rows << "x" << cols << " shape " << shape << " board " << board;
          ASSERT_EQ(tried, std::uint64_t(1) << system.free_presses());
        }
        EXPECT_EQ(reachable, 1 << system.rank()) << rows << "x" << cols;
        EXPECT_EQ(system.rank() + system.free_presses(), cells);
      }
}

TEST(PressSystem, RanksOfTheJudgesBoards) {
  EXPECT_EQ(PressSystem(PressPattern(ToggleGeometry{4, 4, puzzle::press_plus})).rank(), 12);   // Flip Game
  EXPECT_EQ(PressSystem(PressPattern(ToggleGeometry{4, 4, puzzle::press_cross})).rank(), 16);  // refrigerator
  EXPECT_EQ(PressSystem(PressPattern(ToggleGeometry{5, 6, puzzle::press_plus})).rank(), 30);   // Lights Out
  EXPECT_EQ(PressSystem(PressPattern(ToggleGeometry{5, 5, puzzle::press_plus})).rank(), 23);   // the classic 5 x 5
}

TEST(PressSystem, LightsOutAnswersTurnRandomBoardsOff) {
  const ToggleGeometry g = {5, 6, puzzle::press_plus};
  const PressPattern pattern(g);
  const PressSystem system(pattern);
  std::mt19937 random(1222);
  for (int i = 0; i < 2000; ++i) {
    const std::uint32_t board = static_cast<std::uint32_t>(random()) & g.all_cells();
    std::uint32_t presses = 0;
    std::uint64_t tried = 0;
    ASSERT_TRUE(system.fewest_presses(board, presses, tried));
    EXPECT_EQ(tried, 1u);
    std::uint32_t after = board;
    for (int cell = 0; cell < g.cells(); ++cell)
      if (presses >> cell & 1u) after ^= toggled(g, cell / 6, cell % 6);
    ASSERT_EQ(after, 0u) << board;
    EXPECT_EQ(pattern.pressed(board, presses), 0u);
  }
}

}  // namespace
