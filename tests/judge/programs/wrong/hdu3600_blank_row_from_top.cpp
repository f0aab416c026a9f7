// Wrong: the textbook HDU 3600 (textbook/hdu3600.cpp) counting the blank's row from the top instead of
// from the bottom: for an even N the two differ by an odd number, and the answer flips (the sample's
// 2 x 2 board among them): WA.
// judge: hdu3600 WA
#define HDU3600_BLANK_ROW_FROM_TOP
#include "../textbook/hdu3600.cpp"
