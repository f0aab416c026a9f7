// Wrong: the textbook UVa 652 (textbook/uva652.cpp) with its letters naming the tile's move (down
// when the blank goes up) instead of the blank's: WA on every board a move or more from the goal.
// judge: uva652 WA
#define EIGHT_LETTERS "durl"
#include "../textbook/uva652.cpp"
