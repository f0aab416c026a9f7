// Wrong: the textbook Cubic Eight-Puzzle (textbook/cubic.cpp) turning a cube rolled between columns
// as if it rolled between rows, and back (the top colour swapped with the wrong side face): the
// search explores another puzzle and its counts are wrong: WA.
// judge: poj3131 WA
#define CUBIC_ROLLS_SWAPPED
#include "../textbook/cubic.cpp"
