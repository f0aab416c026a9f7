// Textbook solution of POJ 2893 "M x N Puzzle", the way most accepted solutions are written: read the
// tiles in reading order without the blank, count their inversions by merge sort, and apply the rule
// for the goal with the blank in the bottom-right cell: with an odd width N a move keeps the parity
// of the inversions, so the board is solvable iff they are even; with an even width a vertical move
// changes it along with the blank's row, so the board is solvable iff the inversions plus the blank's
// distance in rows from the bottom row are even.
// Cost: O(MN log MN) per board, 8 bytes a cell.
// judge: poj2893 AC
//
// Hooks for the wrong programs of wrong/poj2893_*.cpp (each a few #defines, then this file):
//   POJ2893_BLANK_ROW_FROM_TOP  the blank's row counted from the top row (a parity slip)
//   POJ2893_EVEN_WIDTH_AS_ODD   the blank's row ignored, as for an odd width
//   POJ2893_WIDTH_IS_M          the first number, M (the rows), taken for the width
#include <cstdio>
#include <vector>

namespace {

std::vector<int> scratch;

// Sorts values[from, to) and returns the number of its inversions, taken modulo 2.
int inversion_parity(std::vector<int>& values, int from, int to) {
  if (to - from < 2) return 0;
  const int middle = from + (to - from) / 2;
  long long inversions = inversion_parity(values, from, middle) + inversion_parity(values, middle, to);
  int left = from, right = middle, out = from;
  while (left < middle || right < to) {
    if (right == to || (left < middle && values[left] < values[right])) {
      scratch[out++] = values[left++];
    } else {
      inversions += middle - left;  // values[right] is smaller than every value left on the left
      scratch[out++] = values[right++];
    }
  }
  for (int i = from; i < to; ++i) values[i] = scratch[i];
  return static_cast<int>(inversions % 2);
}

}  // namespace

int main() {
  int rows = 0, columns = 0;
  std::vector<int> tiles;
  while (std::scanf("%d %d", &rows, &columns) == 2 && (rows != 0 || columns != 0)) {
    tiles.clear();
    int blank_row = 0;
    for (int cell = 0; cell < rows * columns; ++cell) {
      int tile = 0;
      if (std::scanf("%d", &tile) != 1) return 0;
      if (tile == 0)
        blank_row = cell / columns;
      else
        tiles.push_back(tile);
    }
    scratch.resize(tiles.size());
    const int parity = inversion_parity(tiles, 0, static_cast<int>(tiles.size()));
#if defined(POJ2893_BLANK_ROW_FROM_TOP)
    const int rows_from_bottom = blank_row;
#else
    const int rows_from_bottom = rows - 1 - blank_row;
#endif
#if defined(POJ2893_EVEN_WIDTH_AS_ODD)
    const bool width_odd = true;
#elif defined(POJ2893_WIDTH_IS_M)
    const bool width_odd = rows % 2 == 1;
#else
    const bool width_odd = columns % 2 == 1;
#endif
    const bool solvable = width_odd ? parity == 0 : (parity + rows_from_bottom) % 2 == 0;
    std::printf("%s\n", solvable ? "YES" : "NO");
  }
  return 0;
}
