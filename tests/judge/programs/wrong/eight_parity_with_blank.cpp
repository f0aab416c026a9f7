// Wrong: the textbook eight (textbook/eight.cpp) deciding solvability first by an inversion count
// that takes the blank for a tile 9. That count's parity also changes with the blank's cell, so a
// solvable board whose blank stands an odd number of moves from the corner is called unsolvable: WA.
// judge: acwing179 WA
// judge: poj1077 WA
// judge: hdu1043 WA
#define EIGHT_PARITY_WITH_BLANK
#include "../textbook/eight.cpp"
