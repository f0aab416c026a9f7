// Solvability of a sliding board of any size (POJ 2893's 999 x 999) toward the standard goal, 1 2
// ... n-1 in reading order and the blank last, by parity (Johnson & Story 1879, "Notes on the 15
// puzzle"), in O(n) with the cache in mind; and the cycles behind it, for learners. Boards of up to
// 32 cells against any goal: sliding_parity.hpp.
#ifndef PUZZLE_STANDARD_GOAL_PARITY_HPP
#define PUZZLE_STANDARD_GOAL_PARITY_HPP

#include <algorithm>
#include <cassert>
#include <stdint.h>
#include <vector>

namespace puzzle {

// Why a board of any size can or cannot reach the standard goal (1 2 ... n-1, the blank last). Map
// each cell to the goal cell of its tile (the blank's: the last cell); a move exchanges the blank with
// a neighbour, which flips that permutation's parity and moves the blank one step nearer to or
// farther from its goal cell. So a board is solvable only if the permutation's parity equals the
// parity of the blank's distance to its goal cell; and every such board is (Johnson & Story 1879).
struct StandardGoalParity {
  int permutation_parity;  // 0 even, 1 odd
  long blank_distance;     // rows below the blank plus columns right of it
  bool solvable() const { return permutation_parity == (blank_distance & 1); }
};

// The goal cell of a tile on a board of n cells: tile - 1, the blank's the last.
inline long goal_cell(uint32_t tile, long n) { return tile == 0 ? n - 1 : static_cast<long>(tile) - 1; }

// The parity argument for `tiles` (a rows x cols board in reading order, 0 the blank), in O(n).
// Parity by cycles, made cache-friendly: walking a million-cell permutation's cycles is a chain of
// cache misses, one a cell (tens of ms). So the goal cells are first grouped into at most 64 blocks
// of consecutive values, each keeping its cells' order: that stable grouping's parity is the parity
// of the pairs it reverses, counted in the same pass, two operations a cell; the grouped sequence is
// a permutation whose cycles stay within a block, walked in cache (its cells kept as 16-bit offsets:
// 32 KB a block for n < 2^20). Memory: 2 bytes and a bit a cell. Precondition: 2 <= rows, cols, or a
// 1 x 1 board, n <= 2^22; tiles holds 0..n-1 once each (checked on the way, by assert).
inline StandardGoalParity standard_goal_parity(const uint32_t* tiles, long rows, long cols) {
  assert(((rows >= 2 && cols >= 2) || rows * cols == 1) && "standard_goal_parity: 2 x 2 or more, or 1 x 1");
  const long n = rows * cols;
  assert(n <= (1L << 22) && "standard_goal_parity: at most 2^22 cells (blocks of 2^16)");
  int shift = 0;  // blocks of 2^shift goal cells
  while ((n - 1) >> shift >= 64) ++shift;
  std::vector<long> block_end(static_cast<std::size_t>(((n - 1) >> shift) + 1));
  for (std::size_t block = 0; block < block_end.size(); ++block) block_end[block] = static_cast<long>(block) << shift;
  std::vector<uint16_t> grouped(static_cast<std::size_t>(n));  // goal cells less their block's first
  StandardGoalParity parity = {0, 0};
  uint64_t later_blocks_odd = 0;  // bit b: whether the blocks after b hold an odd number of cells so far
  for (long cell = 0; cell < n; ++cell) {
    if (tiles[cell] == 0) parity.blank_distance = (rows - 1 - cell / cols) + (cols - 1 - cell % cols);
    assert(tiles[cell] < static_cast<uint64_t>(n) && "standard_goal_parity: tiles 0..n-1");
    const long goal = goal_cell(tiles[cell], n);
    const int block = static_cast<int>(goal >> shift);
    parity.permutation_parity ^= static_cast<int>(later_blocks_odd >> block & 1u);  // pairs reversed
    later_blocks_odd ^= (uint64_t(1) << block) - 1;
    long& end = block_end[static_cast<std::size_t>(block)];
    assert(end < std::min(n, (block + 1L) << shift) && "standard_goal_parity: each tile once");
    grouped[static_cast<std::size_t>(end++)] = static_cast<uint16_t>(goal - (static_cast<long>(block) << shift));
  }
  std::vector<uint32_t> visited(static_cast<std::size_t>(n / 32 + 1), 0);
  long cycles = 0;
  for (long start = 0; start < n; ++start) {
    if (visited[start >> 5] >> (start & 31) & 1u) continue;
    ++cycles;
    const long first = start >> shift << shift;  // the block's first cell
    for (long cell = start; !(visited[cell >> 5] >> (cell & 31) & 1u);
         cell = first + grouped[static_cast<std::size_t>(cell)])
      visited[cell >> 5] |= 1u << (cell & 31);
  }
  parity.permutation_parity ^= static_cast<int>((n - cycles) & 1);
  return parity;
}

// The cycles of the permutation that takes each cell of `tiles` to its tile's goal cell (as above), by
// walking them: how many, and with `cycle_of_cell`, each cell's, numbered from 1 in the order of their
// first cells (what --show draws; O(n) with a cache miss a cell on large boards). Precondition: tiles
// holds 0..n-1 once each, n = rows * cols >= 1 (checked on the way, by assert).
inline long goal_cycles(const uint32_t* tiles, long rows, long cols, std::vector<long>* cycle_of_cell = 0) {
  const long n = rows * cols;
  std::vector<uint32_t> visited(static_cast<std::size_t>(n / 32 + 1), 0);
  if (cycle_of_cell) cycle_of_cell->assign(static_cast<std::size_t>(n), 0);
  long cycles = 0;
  for (long start = 0; start < n; ++start) {
    if (visited[start >> 5] >> (start & 31) & 1u) continue;
    ++cycles;
    long cell = start;
    for (; !(visited[cell >> 5] >> (cell & 31) & 1u); cell = goal_cell(tiles[cell], n)) {
      assert(tiles[cell] < static_cast<uint64_t>(n) && "goal_cycles: tiles 0..n-1");
      visited[cell >> 5] |= 1u << (cell & 31);
      if (cycle_of_cell) (*cycle_of_cell)[static_cast<std::size_t>(cell)] = cycles;
    }
    assert(cell == start && "goal_cycles: each tile once");
  }
  return cycles;
}

}  // namespace puzzle

#endif  // PUZZLE_STANDARD_GOAL_PARITY_HPP
