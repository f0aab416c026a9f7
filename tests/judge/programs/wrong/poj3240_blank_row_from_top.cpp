// Wrong: the textbook POJ 3240 (textbook/poj3240.cpp) whose parity test counts the blank's row from
// the top: for an even n the answer flips wherever n - 1 minus the row is odd, "No Answer!" for
// a solvable board and, for an unsolvable one, moves that end with the last 2 x 2 block unsolved: WA.
// judge: poj3240 WA
#define POJ3240_BLANK_ROW_FROM_TOP
#include "../textbook/poj3240.cpp"
