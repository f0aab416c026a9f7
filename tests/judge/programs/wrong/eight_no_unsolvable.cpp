// Wrong: the textbook eight (textbook/eight.cpp) writing an empty line, the answer of a solved board,
// for a board of the other parity, where the statement asks for "unsolvable": WA.
// judge: poj1077 WA
// judge: acwing179 WA
// judge: hdu1043 WA
#define EIGHT_UNSOLVABLE ""
#include "../textbook/eight.cpp"
