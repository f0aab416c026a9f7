// HDU 1430, wrong: the textbook table (textbook/hdu1430.cpp) built with the moves tried C, B, A: the
// lengths are right, but where several shortest sequences exist it prints not the first in A < B < C.
// judge: hdu1430 WA
#define HDU1430_MOVE_ORDER "CBA"
#include "../textbook/hdu1430.cpp"
