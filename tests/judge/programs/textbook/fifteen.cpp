// Textbook solution of UVa 10181 "15-Puzzle Problem", the way most accepted solutions are written:
// the parity test first (inversions of tiles 1-15 plus the blank's row counted from the bottom: odd
// means "This puzzle is not solvable."), then IDA* with the Manhattan distance as its estimate, the
// distance kept up to date a move at a time, never undoing the move before; the first solution found
// is a shortest one, printed as the blank's moves (L R U D). The judge accepts any solution of at most
// 50 moves and its data needs at most 45, so the bound grows from the estimate up to 50.
// Cost: IDA* nodes, a few million per board at the judge's 45 moves; no tables beyond 16 x 16 bytes.
// judge: uva10181 AC
//
// Hooks for the wrong programs of wrong/fifteen_*.cpp (each a few #defines, then this file):
//   FIFTEEN_LETTERS        the letters written for the blank moving up, down, left, right ("UDLR")
//   FIFTEEN_NOT_SOLVABLE   the line for a board of the other parity
//   FIFTEEN_MOST_MOVES     the largest bound IDA* tries (50)
//   FIFTEEN_ESTIMATE_WEIGHT  the estimate is multiplied by this (1: admissible)
//   FIFTEEN_PARITY_WITHOUT_BLANK_ROW  decides solvability by the inversions alone (an odd width's rule)
#include <cstdio>
#include <cstdlib>

#ifndef FIFTEEN_LETTERS
#define FIFTEEN_LETTERS "UDLR"
#endif
#ifndef FIFTEEN_NOT_SOLVABLE
#define FIFTEEN_NOT_SOLVABLE "This puzzle is not solvable."
#endif
#ifndef FIFTEEN_MOST_MOVES
#define FIFTEEN_MOST_MOVES 50
#endif
#ifndef FIFTEEN_ESTIMATE_WEIGHT
#define FIFTEEN_ESTIMATE_WEIGHT 1
#endif

namespace {

// The blank's moves up, down, left, right; kOpposite[m] undoes m.
const int kRowStep[4] = {-1, 1, 0, 0};
const int kColumnStep[4] = {0, 0, -1, 1};
const int kOpposite[4] = {1, 0, 3, 2};

int distance_home[16][16];  // [tile][cell]: the tile's Manhattan distance from the cell to its home
int board[16];
int blank;
int bound;
int next_bound;  // the least estimate over the bound met in this iteration
char moves[256];

bool search(int depth, int estimate, int last_move) {
  const int cost = depth + FIFTEEN_ESTIMATE_WEIGHT * estimate;
  if (cost > bound) {
    if (cost < next_bound) next_bound = cost;
    return false;
  }
  if (estimate == 0) {
    moves[depth] = '\0';
    return true;
  }
  for (int m = 0; m < 4; ++m) {
    if (last_move >= 0 && m == kOpposite[last_move]) continue;
    const int row = blank / 4 + kRowStep[m], column = blank % 4 + kColumnStep[m];
    if (row < 0 || row > 3 || column < 0 || column > 3) continue;
    const int from = row * 4 + column, tile = board[from], old_blank = blank;
    const int after = estimate - distance_home[tile][from] + distance_home[tile][old_blank];
    board[old_blank] = tile;
    board[from] = 0;
    blank = from;
    moves[depth] = FIFTEEN_LETTERS[m];
    if (search(depth + 1, after, m)) return true;
    board[from] = tile;
    board[old_blank] = 0;
    blank = old_blank;
  }
  return false;
}

bool solvable() {
  int inversions = 0;
  for (int i = 0; i < 16; ++i)
    for (int j = i + 1; j < 16; ++j) inversions += board[i] != 0 && board[j] != 0 && board[i] > board[j];
#ifdef FIFTEEN_PARITY_WITHOUT_BLANK_ROW
  return inversions % 2 == 0;
#else
  return (inversions + 3 - blank / 4) % 2 == 0;
#endif
}

}  // namespace

int main() {
  for (int tile = 1; tile < 16; ++tile)
    for (int cell = 0; cell < 16; ++cell)
      distance_home[tile][cell] = std::abs(cell / 4 - (tile - 1) / 4) + std::abs(cell % 4 - (tile - 1) % 4);
  int boards = 0;
  if (std::scanf("%d", &boards) != 1) return 0;
  while (boards-- > 0) {
    int estimate = 0;
    for (int cell = 0; cell < 16; ++cell) {
      if (std::scanf("%d", &board[cell]) != 1) return 0;
      if (board[cell] == 0) blank = cell;
      estimate += board[cell] == 0 ? 0 : distance_home[board[cell]][cell];
    }
    bool found = false;
    if (solvable())
      for (bound = FIFTEEN_ESTIMATE_WEIGHT * estimate; !found && bound <= FIFTEEN_MOST_MOVES * FIFTEEN_ESTIMATE_WEIGHT;
           bound = next_bound) {
        next_bound = 1 << 30;
        found = search(0, estimate, -1);
      }
    if (found)
      std::printf("%s\n", moves);
    else
      std::printf("%s\n", FIFTEEN_NOT_SOLVABLE);
  }
  return 0;
}
