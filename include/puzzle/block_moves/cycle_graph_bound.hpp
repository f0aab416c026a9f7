// A lower bound on the block moves that sort a permutation, from its cycle graph (Bafna & Pevzner
// 1998, "Sorting by transpositions", SIAM J. Discrete Math. 11(2)). Each gap g of the framed
// permutation is followed by gap pos(item[g] + 1) - 1, the gap just before the item that should
// follow item[g]: this permutes the n+1 gaps into cycles, and sorted is n+1 cycles of one gap each
// (an adjacency is such a cycle). A block move changes the number of odd cycles (of an odd number of
// gaps) by -2, 0 or +2, so at least (n + 1 - odd cycles) / 2 moves remain. It is never below the
// textbook bound ceil(breakpoints / 3): every breakpoint lies in a cycle of 2 or more gaps, and an
// odd one holds at least 3 of them. O(n).
#ifndef PUZZLE_CYCLE_GRAPH_BOUND_HPP
#define PUZZLE_CYCLE_GRAPH_BOUND_HPP

#include "puzzle/block_moves/block_move.hpp"

namespace puzzle {

inline int cycle_graph_bound(const BlockPermutation& permutation) {
  const int n = permutation.size;
  uint8_t position[max_block_items + 2];
  for (int i = 0; i <= n + 1; ++i) position[permutation.item[i]] = static_cast<uint8_t>(i);
  unsigned unvisited = (2u << n) - 1u;  // bit g for gap g, 0 <= g <= n
  int odd_cycles = 0;
  for (int start = 0; start <= n; ++start) {
    if (!(unvisited >> start & 1u)) continue;
    int length = 0;
    for (int gap = start; unvisited >> gap & 1u; gap = position[permutation.item[gap] + 1] - 1) {
      unvisited &= ~(1u << gap);
      ++length;
    }
    odd_cycles += length & 1;
  }
  return (n + 1 - odd_cycles) / 2;
}

}  // namespace puzzle

#endif  // PUZZLE_CYCLE_GRAPH_BOUND_HPP
