// Wrong: the textbook Sliding Puzzle (textbook/leetcode773.cpp) answering -1 at once when the
// inversions plus the blank's row are odd, the solvability rule of even widths. The width here is 3,
// odd: the inversions alone decide, so every solvable board with its blank in the second row (the
// goal among them) gets -1: WA.
// judge: leetcode773 WA
// judge: lintcode941 WA
#define LEETCODE773_PARITY_WITH_ROW
#include "../textbook/leetcode773.cpp"
