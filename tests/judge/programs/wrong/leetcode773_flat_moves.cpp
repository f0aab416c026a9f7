// Wrong: the textbook Sliding Puzzle (textbook/leetcode773.cpp) taking the neighbours of cell i as
// i-1, i+1, i-3, i+3 on the flat string: cells 2 and 3, the ends of the two rows, become neighbours,
// and the illegal moves make shorter paths (and reach boards of the other parity): WA.
// judge: leetcode773 WA
// judge: lintcode941 WA
#define LEETCODE773_FLAT_MOVES
#include "../textbook/leetcode773.cpp"
