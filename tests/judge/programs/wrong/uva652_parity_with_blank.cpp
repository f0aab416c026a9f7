// Wrong: the textbook UVa 652 (textbook/uva652.cpp) deciding solvability by an inversion count that
// takes the blank for a tile 9, whose parity also changes with the blank's cell: solvable boards are
// called unsolvable: WA.
// judge: uva652 WA
#define EIGHT_PARITY_WITH_BLANK
#include "../textbook/uva652.cpp"
