// Textbook solution of HDU 3600 "Simple Puzzle", the way most accepted solutions are written: read the
// tiles in reading order without the blank, count their inversions with a Fenwick tree (for each tile,
// the tiles before it that are larger), and apply the rule for the goal with the blank last: with an
// odd N the board is solvable iff the inversions are even; with an even N iff the inversions plus the
// blank's distance in rows from the bottom row are even. A 1 x 1 board, the blank alone, is solved.
// Cost: O(N^2 log N) per board, 4 bytes a cell.
// judge: hdu3600 AC
//
// Hooks for the wrong programs of wrong/hdu3600_*.cpp (each a few #defines, then this file):
//   HDU3600_BLANK_ROW_FROM_TOP  the blank's row counted from the top row (a parity slip)
//   HDU3600_EVEN_SIDE_AS_ODD    the blank's row ignored, as for an odd N
//   HDU3600_PAIRS_COUNTED       inversions counted pair by pair, O(N^4) a board
#include <cstdio>
#include <vector>

int main() {
  int side = 0;
  std::vector<int> tiles, fenwick;
  while (std::scanf("%d", &side) == 1 && side != 0) {
    const int cells = side * side;
    tiles.clear();
    int blank_row = 0;
    for (int cell = 0; cell < cells; ++cell) {
      int tile = 0;
      if (std::scanf("%d", &tile) != 1) return 0;
      if (tile == 0)
        blank_row = cell / side;
      else
        tiles.push_back(tile);
    }
    long long inversions = 0;
#ifdef HDU3600_PAIRS_COUNTED
    for (std::size_t i = 0; i < tiles.size(); ++i)
      for (std::size_t j = i + 1; j < tiles.size(); ++j) inversions += tiles[i] > tiles[j];
#else
    fenwick.assign(cells, 0);
    for (std::size_t seen = 0; seen < tiles.size(); ++seen) {
      int not_larger = 0;  // tiles seen so far that are at most this one
      for (int i = tiles[seen]; i > 0; i -= i & -i) not_larger += fenwick[i];
      inversions += static_cast<long long>(seen) - not_larger;
      for (int i = tiles[seen]; i < cells; i += i & -i) ++fenwick[i];
    }
#endif
#ifdef HDU3600_BLANK_ROW_FROM_TOP
    const int rows_from_bottom = blank_row;
#else
    const int rows_from_bottom = side - 1 - blank_row;
#endif
#ifdef HDU3600_EVEN_SIDE_AS_ODD
    const bool side_odd = true;
#else
    const bool side_odd = side % 2 == 1;
#endif
    const bool solvable = side_odd ? inversions % 2 == 0 : (inversions + rows_from_bottom) % 2 == 0;
    std::printf("%s\n", solvable ? "YES" : "NO");
  }
  return 0;
}
