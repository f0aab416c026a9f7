// Wrong: the textbook eight (textbook/eight.cpp) answering the first board only, right for POJ 1077
// and AcWing 179, which give one; HDU 1043 gives boards until end of input: WA there.
// judge: hdu1043 WA
#define EIGHT_ONE_BOARD
#include "../textbook/eight.cpp"
