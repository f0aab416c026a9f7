// Booksort (POJ 3460, AcWing 180, Luogu P10488), written the textbook way: IDA* on the number of block
// moves, bounds 0 to 4, the estimate ceil(wrong successors / 3) (a book whose right neighbour is not
// the next book is a wrong successor; one block move changes at most three successors). A block
// [l, r] is only moved to the right, after position k > r: moving it left is moving the books between
// to the right, so every arrangement one move away is still tried. Right: the estimate never
// overestimates, and every bound up to 4 is searched in full before "5 or more". Cost: at most
// about 560 moves a level for 15 books, 4 levels, pruned hard by the estimate.
// Hooks for wrong/booksort_*.cpp: BOOKSORT_MAX_MOVES (the largest answer searched),
// BOOKSORT_DIVISOR (3 in the estimate), BOOKSORT_TOO_MANY_TEXT.
// judge: poj3460 AC
// judge: acwing180 AC
// judge: luogu10488 AC
#include <cstdio>
#include <cstring>

#ifndef BOOKSORT_MAX_MOVES
#define BOOKSORT_MAX_MOVES 4
#endif
#ifndef BOOKSORT_DIVISOR
#define BOOKSORT_DIVISOR 3
#endif
#ifndef BOOKSORT_TOO_MANY_TEXT
#define BOOKSORT_TOO_MANY_TEXT "5 or more"
#endif

static int n;
static int books[16];
static int saved[5][16];

static int estimate() {
  int wrong = 0;
  for (int i = 0; i + 1 < n; ++i)
    if (books[i + 1] != books[i] + 1) ++wrong;
  return (wrong + BOOKSORT_DIVISOR - 1) / BOOKSORT_DIVISOR;
}

static bool search(int depth, int bound) {
  const int h = estimate();
  if (h == 0) return true;
  if (depth + h > bound) return false;
  for (int length = 1; length < n; ++length)
    for (int l = 0; l + length <= n; ++l) {
      const int r = l + length - 1;
      for (int k = r + 1; k < n; ++k) {
        std::memcpy(saved[depth], books, sizeof books);
        // books[l..r] goes after books[k]: the books r+1..k move left by `length`.
        int at = l;
        for (int i = r + 1; i <= k; ++i) books[at++] = saved[depth][i];
        for (int i = l; i <= r; ++i) books[at++] = saved[depth][i];
        const bool found = search(depth + 1, bound);
        std::memcpy(books, saved[depth], sizeof books);
        if (found) return true;
      }
    }
  return false;
}

int main() {
  int cases = 0;
  if (std::scanf("%d", &cases) != 1) return 0;
  while (cases-- > 0) {
    if (std::scanf("%d", &n) != 1) return 0;
    for (int i = 0; i < n; ++i) std::scanf("%d", &books[i]);
    int bound = 0;
    while (bound <= BOOKSORT_MAX_MOVES && !search(0, bound)) ++bound;
    if (bound > BOOKSORT_MAX_MOVES)
      std::printf("%s\n", BOOKSORT_TOO_MANY_TEXT);
    else
      std::printf("%d\n", bound);
  }
  return 0;
}
