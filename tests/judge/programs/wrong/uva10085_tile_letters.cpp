// Wrong: the textbook UVa 10085 (textbook/uva10085.cpp) with its letters naming the move of the tile
// that slides into the blank (D when the blank goes up), not the blank's: the moves reach another
// board: WA.
// judge: uva10085 WA
#define UVA10085_LETTERS "DURL"
#include "../textbook/uva10085.cpp"
