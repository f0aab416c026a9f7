// Square Destroyer (POJ 1084, ZOJ 1031, UVa 1603, AcWing 182), written the textbook way: every square of
// every size listed as its sticks; IDA* on the number of sticks taken: take the first square still
// whole and try each of its sticks in turn. The estimate: on a copy of the grid, take a whole square,
// count 1 and take all its sticks, until no square is whole (each counted square needs a stick of
// its own). Right: the estimate never overestimates, and some stick of the first whole square must go
// in any answer. Cost: exponential in the answer (at most 14, the whole 5 x 5 grid).
// Hooks for wrong/square_destroyer_*.cpp: SQUARE_DESTROYER_MAX_STICKS (the largest answer searched),
// SQUARE_DESTROYER_COUNT_EVERY_SQUARE (the estimate counts every whole square, not one per pass: too
// big where squares share sticks), SQUARE_DESTROYER_VERTICALS_FIRST (each row's vertical sticks
// numbered before its horizontal ones: the statement's numbering misread).
// judge: poj1084 AC
// judge: zoj1031 AC
// judge: uva1603 AC
// judge: acwing182 AC
#include <cstdio>
#include <cstring>
#include <vector>

#ifndef SQUARE_DESTROYER_MAX_STICKS
#define SQUARE_DESTROYER_MAX_STICKS 60
#endif

static int n, sticks;
static std::vector<std::vector<int>> squares;
static bool present[61];

// Sticks are numbered row by row: the n horizontal sticks of a row of points, then the n + 1 vertical
// sticks below them.
#ifdef SQUARE_DESTROYER_VERTICALS_FIRST
static int horizontal(int row, int column) { return row * (2 * n + 1) + (row < n ? n + 1 : 0) + column + 1; }
static int vertical(int row, int column) { return row * (2 * n + 1) + column + 1; }
#else
static int horizontal(int row, int column) { return row * (2 * n + 1) + column + 1; }
static int vertical(int row, int column) { return row * (2 * n + 1) + n + column + 1; }
#endif

static void list_squares() {
  squares.clear();
  for (int size = 1; size <= n; ++size)
    for (int row = 0; row + size <= n; ++row)
      for (int column = 0; column + size <= n; ++column) {
        std::vector<int> square;
        for (int i = 0; i < size; ++i) {
          square.push_back(horizontal(row, column + i));
          square.push_back(horizontal(row + size, column + i));
          square.push_back(vertical(row + i, column));
          square.push_back(vertical(row + i, column + size));
        }
        squares.push_back(square);
      }
}

static bool whole(const std::vector<int>& square) {
  for (std::size_t i = 0; i < square.size(); ++i)
    if (!present[square[i]]) return false;
  return true;
}

static int first_whole() {
  for (std::size_t i = 0; i < squares.size(); ++i)
    if (whole(squares[i])) return static_cast<int>(i);
  return -1;
}

static int estimate() {
  bool saved[61];
  std::memcpy(saved, present, sizeof present);
  int count = 0;
  for (std::size_t i = 0; i < squares.size(); ++i)
    if (whole(squares[i])) {
      ++count;
#ifndef SQUARE_DESTROYER_COUNT_EVERY_SQUARE
      for (std::size_t j = 0; j < squares[i].size(); ++j) present[squares[i][j]] = false;
#endif
    }
  std::memcpy(present, saved, sizeof present);
  return count;
}

static bool search(int depth, int bound) {
  const int h = estimate();
  if (h == 0) return true;
  if (depth + h > bound) return false;
  const std::vector<int> square = squares[first_whole()];
  for (std::size_t i = 0; i < square.size(); ++i) {
    present[square[i]] = false;
    const bool found = search(depth + 1, bound);
    present[square[i]] = true;
    if (found) return true;
  }
  return false;
}

int main() {
  int cases = 0;
  if (std::scanf("%d", &cases) != 1) return 0;
  while (cases-- > 0) {
    int missing = 0;
    if (std::scanf("%d %d", &n, &missing) != 2) return 0;
    sticks = 2 * n * (n + 1);
    for (int stick = 1; stick <= sticks; ++stick) present[stick] = true;
    for (int i = 0; i < missing; ++i) {
      int stick = 0;
      std::scanf("%d", &stick);
      present[stick] = false;
    }
    list_squares();
    int bound = 0;
    while (bound < SQUARE_DESTROYER_MAX_STICKS && !search(0, bound)) ++bound;
    std::printf("%d\n", bound);
  }
  return 0;
}
