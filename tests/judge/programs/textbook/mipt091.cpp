// Textbook solution of acm.mipt.ru 091 "15-Puzzle" (any solution under 1000 moves), the way it is
// usually solved: the parity test (inversions of tiles 1-15 plus the blank's row counted from the
// bottom: odd means NO), then the board solved in stages, each by weighted IDA* (f = g + 2h, h the
// Manhattan distance of the tiles placed so far and of the stage's own): tiles 1-2, then 3-4 (the top
// row), then 5-6 and 7-8 with the top row frozen, then the last two rows (9-15) with the first two
// frozen. Weighting finds a stage's first solution at once, at most twice its fewest moves, so the
// answer stays far under the cap (about 120 moves at worst) and every board, even one of 80 moves,
// is answered in milliseconds.
// Cost: five IDA* runs of at most a few tens of thousands of nodes.
// judge: mipt091 AC
//
// Hooks for the wrong programs of wrong/mipt091_*.cpp (each a few #defines, then this file):
//   MIPT091_LETTERS             the letters for the blank moving up, down, left, right ("udlr")
//   MIPT091_NO                  the line for a board of the other parity ("NO")
//   MIPT091_BLANK_ROW_FROM_TOP  the parity test counts the blank's row from the top (a parity slip)
//   MIPT091_PADDING             moves there and back appended to the answer, so many pairs of them
#include <cstdio>
#include <cstdlib>
#include <string>

#ifndef MIPT091_LETTERS
#define MIPT091_LETTERS "udlr"
#endif
#ifndef MIPT091_NO
#define MIPT091_NO "NO"
#endif

namespace {

const int kRowStep[4] = {-1, 1, 0, 0};
const int kColumnStep[4] = {0, 0, -1, 1};
const int kOpposite[4] = {1, 0, 3, 2};
const int kWeight = 2;  // f = g + 2h: a stage's first solution at once, at most twice its fewest moves

int cells[16];
int blank;
int first_free_row;  // rows above it are frozen (solved by an earlier stage)
int last_tile;       // the stage's estimate counts tiles 1..last_tile
int limit;
std::string moves;

int distance_home(int tile, int cell) {
  return std::abs(cell / 4 - (tile - 1) / 4) + std::abs(cell % 4 - (tile - 1) % 4);
}

// The Manhattan distance of the tiles that count in this stage, if the tile on `cell` counts.
int counted(int tile, int cell) { return tile != 0 && tile <= last_tile ? distance_home(tile, cell) : 0; }

bool deepen(int depth, int estimate, int came) {
  if (estimate == 0) return true;
  if (depth + kWeight * estimate > limit) return false;
  for (int m = 0; m < 4; ++m) {
    if (came >= 0 && m == kOpposite[came]) continue;
    const int row = blank / 4 + kRowStep[m], column = blank % 4 + kColumnStep[m];
    if (row < first_free_row || row > 3 || column < 0 || column > 3) continue;
    const int to = row * 4 + column, tile = cells[to], from = blank;
    const int next = estimate - counted(tile, to) + counted(tile, from);
    cells[from] = tile;
    cells[to] = 0;
    blank = to;
    moves += MIPT091_LETTERS[m];
    if (deepen(depth + 1, next, m)) return true;
    moves.erase(moves.size() - 1);
    cells[to] = tile;
    cells[from] = 0;
    blank = from;
  }
  return false;
}

// One stage: tiles 1..up_to home, moving only in the rows from `free_row` down.
void solve_stage(int free_row, int up_to) {
  first_free_row = free_row;
  last_tile = up_to;
  int estimate = 0;
  for (int cell = 0; cell < 16; ++cell) estimate += counted(cells[cell], cell);
  for (limit = kWeight * estimate; !deepen(0, estimate, -1); ++limit) {
  }
}

}  // namespace

int main() {
  for (int cell = 0; cell < 16; ++cell) {
    if (std::scanf("%d", &cells[cell]) != 1) return 0;
    if (cells[cell] == 0) blank = cell;
  }
  int inversions = 0;
  for (int i = 0; i < 16; ++i)
    for (int j = i + 1; j < 16; ++j) inversions += cells[i] != 0 && cells[j] != 0 && cells[i] > cells[j];
#ifdef MIPT091_BLANK_ROW_FROM_TOP
  const int blank_row = blank / 4;
#else
  const int blank_row = 3 - blank / 4;
#endif
  if ((inversions + blank_row) % 2 != 0) {
    std::printf("%s\n", MIPT091_NO);
    return 0;
  }
  solve_stage(0, 2);
  solve_stage(0, 4);
  solve_stage(1, 6);
  solve_stage(1, 8);
  solve_stage(2, 15);
#ifdef MIPT091_PADDING
  for (int pair = 0; pair < MIPT091_PADDING; ++pair) moves += "lr";
#endif
  std::printf("YES\n");
  if (!moves.empty()) std::printf("%s\n", moves.c_str());
  return 0;
}
