// Square Destroyer's grid (POJ 1084, ZOJ 1031, UVa 1603, AcWing 182): an n x n grid of unit squares
// made of matchsticks, 2n(n + 1) of them, numbered from 1 row by row: the n horizontal sticks of a
// row of points, then the n + 1 vertical sticks below it (so 1 and n + 1 are the first horizontal and
// the first vertical stick). Here sticks count from 0 (the judges' number - 1). A square of side k
// (1 <= k <= n) is whole when its 4k sticks are all there; sum of (n - k + 1)^2 squares: 55 for n = 5,
// 140 for n = 7. O(n^3) to list them.
#ifndef PUZZLE_STICK_GRID_HPP
#define PUZZLE_STICK_GRID_HPP

#include <cassert>
#include <vector>

#include "puzzle/ranking/bit_set.hpp"

namespace puzzle {

inline int stick_count(int n) { return 2 * n * (n + 1); }
// The horizontal stick right of point (row, column), 0 <= row <= n, 0 <= column < n.
inline int horizontal_stick(int n, int row, int column) { return row * (2 * n + 1) + column; }
// The vertical stick below point (row, column), 0 <= row < n, 0 <= column <= n.
inline int vertical_stick(int n, int row, int column) { return row * (2 * n + 1) + n + column; }

// Every square of the n x n grid as the set of its sticks, smallest first. Precondition (asserted):
// n >= 1 and the sticks fit the bit sets.
template <int Words>
std::vector<BitSet<Words> > grid_squares(int n) {
  assert(n >= 1 && stick_count(n) <= BitSet<Words>::capacity && "grid_squares: sticks beyond the bit sets");
  std::vector<BitSet<Words> > squares;
  for (int side = 1; side <= n; ++side)
    for (int row = 0; row + side <= n; ++row)
      for (int column = 0; column + side <= n; ++column) {
        BitSet<Words> sticks = BitSet<Words>::none();
        for (int i = 0; i < side; ++i) {
          sticks.insert(horizontal_stick(n, row, column + i));
          sticks.insert(horizontal_stick(n, row + side, column + i));
          sticks.insert(vertical_stick(n, row + i, column));
          sticks.insert(vertical_stick(n, row + i, column + side));
        }
        squares.push_back(sticks);
      }
  return squares;
}

}  // namespace puzzle

#endif  // PUZZLE_STICK_GRID_HPP
