// Wrong: the textbook POJ 3240 (textbook/poj3240.cpp) with its letters naming the tile's move (D when
// the blank goes up) instead of the blank's: the moves leave the board or do not solve it: WA on
// every board a move or more from the goal.
// judge: poj3240 WA
#define POJ3240_LETTERS "DURL"
#include "../textbook/poj3240.cpp"
