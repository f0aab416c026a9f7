// Wrong: the textbook HDU 3600 (textbook/hdu3600.cpp) deciding every board by its inversions alone,
// the rule of an odd N: an even board whose blank is an odd number of rows above the bottom row gets
// the wrong answer: WA.
// judge: hdu3600 WA
#define HDU3600_EVEN_SIDE_AS_ODD
#include "../textbook/hdu3600.cpp"
