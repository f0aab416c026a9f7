// Wrong: the textbook eight (textbook/eight.cpp) with its letters naming the move of the tile that
// slides into the blank (down when the blank goes up) instead of the blank's own move, as the
// statement asks. Every answer of a move or more spells other moves: WA.
// judge: poj1077 WA
// judge: acwing179 WA
// judge: hdu1043 WA
#define EIGHT_LETTERS "durl"
#include "../textbook/eight.cpp"
