// Test helpers: a shelf of the oracle (block_sort_fixtures.hpp, books 1..n) as the core's framed
// BlockPermutation and back, for the tests of block_move.hpp, block_move_drawing.hpp,
// block_move_puzzle.hpp and reduced_distance_table.hpp.
#ifndef PUZZLE_TESTS_SHELF_CONVERSIONS_HPP
#define PUZZLE_TESTS_SHELF_CONVERSIONS_HPP

#include "block_sort_fixtures.hpp"
#include "puzzle/block_moves/block_move.hpp"

namespace block_sort_oracle {

inline puzzle::BlockPermutation permutation_of(const Shelf& shelf) {
  return puzzle::make_block_permutation(shelf.data(), static_cast<int>(shelf.size()));
}

inline Shelf shelf_of(const puzzle::BlockPermutation& permutation) {
  return Shelf(permutation.item + 1, permutation.item + 1 + permutation.size);
}

}  // namespace block_sort_oracle

#endif  // PUZZLE_TESTS_SHELF_CONVERSIONS_HPP
