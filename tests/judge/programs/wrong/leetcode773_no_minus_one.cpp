// Wrong: the textbook Sliding Puzzle (textbook/leetcode773.cpp) answering 0, not -1, when the search
// exhausts the board's half of the 720 boards without reaching the goal: WA.
// judge: leetcode773 WA
// judge: lintcode941 WA
#define LEETCODE773_UNREACHED "0"
#include "../textbook/leetcode773.cpp"
