// The pattern-database strategy (database_search.hpp) that also prunes moves: the automaton of the
// sequences of up to `length` moves that an earlier one, no longer, replaces (sliding_move_pruning.hpp),
// built with the databases. Same answers, fewer nodes (15-puzzle, 12 moves: about half). Memory: the
// databases and the automaton (4x4, 12 moves: 104 KB). Precondition: length >= 2.
#ifndef PUZZLE_PRUNED_DATABASE_SEARCH_HPP
#define PUZZLE_PRUNED_DATABASE_SEARCH_HPP

#include <stdint.h>

#include "puzzle/search/move_pruning.hpp"
#include "puzzle/sliding/tiles/sliding_move_pruning.hpp"
#include "puzzle/sliding/estimates/sliding_pdb_puzzle.hpp"
#include "puzzle/sliding/plans/sliding_strategy.hpp"

namespace puzzle {

template <TilePatterns (*patterns)(), int length>
SlidingMethod* make_pruned_database_search(int rows, int cols, const uint8_t* goal) {
  SlidingPdbPuzzle* databases = new SlidingPdbPuzzle(rows, cols, goal, patterns(), true);
  return with_sizes(
      new SlidingSearch<SlidingPdbPuzzle, MovePruning>(databases, sliding_move_pruning(*databases, length)),
      *databases);
}

}  // namespace puzzle

#endif  // PUZZLE_PRUNED_DATABASE_SEARCH_HPP
