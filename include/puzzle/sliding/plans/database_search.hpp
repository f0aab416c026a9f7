// The pattern-database strategy of the sliding solver (sliding_strategy.hpp): IDA* on additive
// disjoint pattern databases of a tuned partition (the plans), read on the board and, when the goal
// maps onto itself, on its mirror image (sliding_pdb_puzzle.hpp), never undoing a move. (Not max'ed
// with the walking distance: that saves fewer nodes than it costs per node; docs/binaries/fifteen.md.)
// Build: one database per pattern, 16^k bytes each; then O(1) a node. Precondition: as
// SlidingPdbPuzzle.
#ifndef PUZZLE_DATABASE_SEARCH_HPP
#define PUZZLE_DATABASE_SEARCH_HPP

#include <stdint.h>

#include "puzzle/sliding/estimates/sliding_pdb_puzzle.hpp"
#include "puzzle/sliding/plans/sliding_strategy.hpp"

namespace puzzle {

// The method on the partition `patterns()` returns.
template <TilePatterns (*patterns)()>
SlidingMethod* make_database_search(int rows, int cols, const uint8_t* goal) {
  SlidingPdbPuzzle* databases = new SlidingPdbPuzzle(rows, cols, goal, patterns(), true);
  return with_sizes(new SlidingSearch<SlidingPdbPuzzle>(databases), *databases);
}

}  // namespace puzzle

#endif  // PUZZLE_DATABASE_SEARCH_HPP
