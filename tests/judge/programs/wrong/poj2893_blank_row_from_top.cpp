// Wrong: the textbook POJ 2893 (textbook/poj2893.cpp) counting the blank's row from the top instead
// of from the bottom: on a board of even width and an even number of rows the two differ by an odd
// number, and the answer flips: WA.
// judge: poj2893 WA
#define POJ2893_BLANK_ROW_FROM_TOP
#include "../textbook/poj2893.cpp"
