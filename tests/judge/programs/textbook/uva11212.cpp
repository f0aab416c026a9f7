// Editing a Book (UVa 11212), written the textbook way: IDA* on the number of cut-and-paste
// operations, bounds 0 to n - 1, the estimate h = wrong successors (a paragraph not followed by the
// next one, and the last paragraph if it is not n); one operation changes at most three successors,
// so a depth d is pruned when 3 d + h > 3 bound. A block [l, r] is pasted only to the right, after
// position k > r: pasting it left is pasting the paragraphs between to the right, so every order one
// operation away is still tried. Cost: at most C(10, 3) = 120 operations a level for 9 paragraphs, 5
// levels, pruned by the estimate.
// Hooks for wrong/uva11212_*.cpp: UVA11212_MAX_MOVES (the largest answer searched; 0: n - 1),
// UVA11212_WEIGHT (3 in the pruning test), UVA11212_FIRST_CASE (the first case's number).
// judge: uva11212 AC
#include <cstdio>
#include <cstring>

#ifndef UVA11212_MAX_MOVES
#define UVA11212_MAX_MOVES 0
#endif
#ifndef UVA11212_WEIGHT
#define UVA11212_WEIGHT 3
#endif
#ifndef UVA11212_FIRST_CASE
#define UVA11212_FIRST_CASE 1
#endif

static int n;
static int paragraphs[10];
static int saved[9][10];

static int wrong_successors() {
  int wrong = 0;
  for (int i = 0; i + 1 < n; ++i)
    if (paragraphs[i + 1] != paragraphs[i] + 1) ++wrong;
  return wrong + (paragraphs[n - 1] != n);
}

static bool search(int depth, int bound) {
  const int h = wrong_successors();
  if (h == 0) return true;
  if (UVA11212_WEIGHT * depth + h > UVA11212_WEIGHT * bound) return false;
  for (int l = 0; l < n; ++l)
    for (int r = l; r + 1 < n; ++r)
      for (int k = r + 1; k < n; ++k) {
        std::memcpy(saved[depth], paragraphs, sizeof paragraphs);
        // paragraphs[l..r] goes after paragraphs[k]: those of r+1..k move left.
        int at = l;
        for (int i = r + 1; i <= k; ++i) paragraphs[at++] = saved[depth][i];
        for (int i = l; i <= r; ++i) paragraphs[at++] = saved[depth][i];
        const bool found = search(depth + 1, bound);
        std::memcpy(paragraphs, saved[depth], sizeof paragraphs);
        if (found) return true;
      }
  return false;
}

int main() {
  int case_number = UVA11212_FIRST_CASE;
  while (std::scanf("%d", &n) == 1 && n != 0) {
    for (int i = 0; i < n; ++i) std::scanf("%d", &paragraphs[i]);
    const int most = UVA11212_MAX_MOVES > 0 ? UVA11212_MAX_MOVES : n - 1;
    int bound = 0;
    while (bound < most && !search(0, bound)) ++bound;
    std::printf("Case %d: %d\n", case_number++, bound);
  }
  return 0;
}
