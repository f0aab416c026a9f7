// HDU 1430, wrong: the textbook table (textbook/hdu1430.cpp) with the renaming taken the wrong way: the
// target's pieces renamed 1..8 and the start renamed with them, so it answers the way back, from the
// target to the start.
// judge: hdu1430 WA
#define HDU1430_RENAME_BY_TARGET
#include "../textbook/hdu1430.cpp"
