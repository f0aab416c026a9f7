// Wrong: the textbook POJ 2893 (textbook/poj2893.cpp) testing the parity of M, the number of rows,
// where the rule needs the width N: right on square boards and when M and N are both odd or both
// even, wrong on the others whose blank row matters: WA.
// judge: poj2893 WA
#define POJ2893_WIDTH_IS_M
#include "../textbook/poj2893.cpp"
