// Shared by the tests of the luogu1312 binary (NOIP 2011 "Mayan 游戏"), independent of the solver: the
// board as a grid of colours, the rules written from the statement (a block swaps with the cell
// beside it, then blocks fall and every line of 3 or more of a colour vanishes at once, until still),
// and a plain exhaustive search in the judges' order (x, y, then right before left) to exactly n
// moves, no prune; a move that leaves the board as it was is not a move (the binary's reading).
#ifndef PUZZLE_TESTS_MAYAN_FIXTURES_HPP
#define PUZZLE_TESTS_MAYAN_FIXTURES_HPP

#include <array>
#include <string>
#include <utility>
#include <vector>

namespace mayan_oracle {

typedef std::array<std::array<int, 7>, 5> Grid;  // grid[x][y], x from the left, y from the bottom; 0 empty

inline void fall(Grid& grid) {
  for (auto& column : grid)
    for (int y = 0; y < 7; ++y)
      for (int below = y; below > 0 && column[below - 1] == 0 && column[below] != 0; --below)
        std::swap(column[below - 1], column[below]);
}

// Falls and vanishes until still: a block goes when it is in a line of 3 of its colour, across or up.
inline void settle(Grid& grid) {
  for (;;) {
    fall(grid);
    Grid gone{};
    bool any = false;
    const auto colour = [&](int x, int y) { return x < 0 || x > 4 || y < 0 || y > 6 ? 0 : grid[x][y]; };
    for (int x = 0; x < 5; ++x)
      for (int y = 0; y < 7; ++y) {
        const int c = grid[x][y];
        if (c == 0) continue;
        for (int d = -2; d <= 0; ++d) {
          if (colour(x + d, y) == c && colour(x + d + 1, y) == c && colour(x + d + 2, y) == c) gone[x][y] = 1;
          if (colour(x, y + d) == c && colour(x, y + d + 1) == c && colour(x, y + d + 2) == c) gone[x][y] = 1;
        }
        any = any || gone[x][y];
      }
    if (!any) return;
    for (int x = 0; x < 5; ++x)
      for (int y = 0; y < 7; ++y)
        if (gone[x][y]) grid[x][y] = 0;
  }
}

inline bool empty(const Grid& grid) {
  for (const auto& column : grid)
    for (int c : column)
      if (c) return false;
  return true;
}

// The first solution of exactly `left` moves, in the judges' order, appended to `moves`.
inline bool solve(const Grid& grid, int left, std::vector<std::array<int, 3>>& moves) {
  if (left == 0) return empty(grid);
  for (int x = 0; x < 5; ++x)
    for (int y = 0; y < 7; ++y)
      for (int g : {1, -1}) {
        if (grid[x][y] == 0 || x + g < 0 || x + g > 4) continue;
        Grid next = grid;
        std::swap(next[x][y], next[x + g][y]);
        settle(next);
        if (next == grid) continue;
        moves.push_back({x, y, g});
        if (solve(next, left - 1, moves)) return true;
        moves.pop_back();
      }
  return false;
}

inline std::string answer(const Grid& grid, int n) {
  std::vector<std::array<int, 3>> moves;
  if (!solve(grid, n, moves)) return "-1\n";
  std::string text;
  for (const auto& m : moves)
    text += std::to_string(m[0]) + " " + std::to_string(m[1]) + " " + std::to_string(m[2]) + "\n";
  return text;
}

inline std::string input_of(const Grid& grid, int n) {
  std::string text = std::to_string(n) + "\n";
  for (const auto& column : grid) {
    for (int c : column)
      if (c) text += std::to_string(c) + " ";
    text += "0\n";
  }
  return text;
}

inline bool still(const Grid& grid) {
  Grid settled = grid;
  settle(settled);
  return settled == grid;
}

}  // namespace mayan_oracle

#endif  // PUZZLE_TESTS_MAYAN_FIXTURES_HPP
