// HDU 1430, wrong: the textbook table (textbook/hdu1430.cpp) printing nothing for a pair of equal
// boards, where the answer is an empty line: every later answer is a line early.
// judge: hdu1430 WA
#define HDU1430_SKIP_EMPTY_LINE
#include "../textbook/hdu1430.cpp"
