// The partition of the 3x3 board's tiles for additive pattern databases (database_search.hpp), shared
// by the plans that search on them (eight_puzzle_plan.hpp, eight_puzzle_pair_plan.hpp): tiles 1-4 and
// 5-8 of the standard goal (reading order), two databases of 3,024 placements (64 KB each by key) per
// goal blank cell (their build: docs/performance.md, `eight`). O(1).
#ifndef PUZZLE_EIGHT_PUZZLE_PATTERNS_HPP
#define PUZZLE_EIGHT_PUZZLE_PATTERNS_HPP

#include <stdint.h>
#include <vector>

#include "puzzle/sliding/estimates/sliding_pdb_puzzle.hpp"

namespace puzzle {

inline TilePatterns eight_puzzle_patterns() {
  const uint8_t tiles[2][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
  TilePatterns patterns;
  for (int p = 0; p < 2; ++p) patterns.push_back(std::vector<uint8_t>(tiles[p], tiles[p] + 4));
  return patterns;
}

}  // namespace puzzle

#endif  // PUZZLE_EIGHT_PUZZLE_PATTERNS_HPP
