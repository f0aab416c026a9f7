// The Pilots Brothers' refrigerator, wrong for AcWing: the textbook enumeration
// (textbook/poj2965.cpp) printing the fewest switchings bottom row first, right to left. POJ's
// special judge takes any order; AcWing 116 asks for top to bottom, then left to right.
// judge: acwing116 WA
#define POJ2965_BOTTOM_UP 1
#include "../textbook/poj2965.cpp"
