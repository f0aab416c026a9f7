// Shared by the tests of the square_destroyer binary, independent of the solver: the squares of an n x n
// grid as sets of sticks numbered as the statement numbers them (from 1, row by row: the n horizontal
// sticks of a row of points, then the n + 1 vertical sticks below it), as 64-bit masks (bit s - 1 for
// stick s); and grids with sticks missing, written as the judge's input.
#ifndef PUZZLE_TESTS_SQUARE_DESTROYER_FIXTURES_HPP
#define PUZZLE_TESTS_SQUARE_DESTROYER_FIXTURES_HPP

#include <cstdint>
#include <string>
#include <vector>

namespace square_destroyer_oracle {

inline int sticks(int n) { return 2 * n * (n + 1); }

// Every square of the grid, any size, as the mask of its sticks.
inline std::vector<std::uint64_t> squares(int n) {
  const auto horizontal = [n](int row, int column) { return row * (2 * n + 1) + column; };
  const auto vertical = [n](int row, int column) { return row * (2 * n + 1) + n + column; };
  std::vector<std::uint64_t> all;
  for (int side = 1; side <= n; ++side)
    for (int row = 0; row + side <= n; ++row)
      for (int column = 0; column + side <= n; ++column) {
        std::uint64_t mask = 0;
        for (int i = 0; i < side; ++i)
          mask |= 1ull << horizontal(row, column + i) | 1ull << horizontal(row + side, column + i) |
                  1ull << vertical(row + i, column) | 1ull << vertical(row + i, column + side);
        all.push_back(mask);
      }
  return all;
}

// Whether some square of `squares` is whole with the sticks of `gone` taken away.
inline bool some_square_whole(const std::vector<std::uint64_t>& squares, std::uint64_t gone) {
  for (std::uint64_t square : squares)
    if ((square & gone) == 0) return true;
  return false;
}

// An n x n grid with the sticks of `missing` taken away.
struct Grid {
  int n;
  std::uint64_t missing;  // bit s - 1: stick s
};

// The grids as the judge writes them: their count, then per grid n and the count and numbers of its
// missing sticks.
inline std::string input_of(const std::vector<Grid>& grids) {
  std::string input = std::to_string(grids.size()) + "\n";
  for (const Grid& grid : grids) {
    std::string listed;
    int count = 0;
    for (int s = 0; s < sticks(grid.n); ++s)
      if (grid.missing >> s & 1u) listed += " " + std::to_string(s + 1), ++count;
    input += std::to_string(grid.n) + "\n" + std::to_string(count) + listed + "\n";
  }
  return input;
}

}  // namespace square_destroyer_oracle

#endif  // PUZZLE_TESTS_SQUARE_DESTROYER_FIXTURES_HPP
