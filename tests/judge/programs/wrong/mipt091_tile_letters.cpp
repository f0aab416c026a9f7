// Wrong: the textbook acm.mipt.ru 091 (textbook/mipt091.cpp) with its letters naming the tile's move
// (d when the blank goes up) instead of the blank's: the moves leave the board or do not solve it: WA
// on every board a move or more from the goal.
// judge: mipt091 WA
#define MIPT091_LETTERS "durl"
#include "../textbook/mipt091.cpp"
