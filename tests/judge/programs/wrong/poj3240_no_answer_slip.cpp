// Wrong: the textbook POJ 3240 (textbook/poj3240.cpp) writing "No Answer" without its exclamation
// mark, an output format slip: WA on the first unsolvable board.
// judge: poj3240 WA
#define POJ3240_NO_ANSWER "No Answer"
#include "../textbook/poj3240.cpp"
