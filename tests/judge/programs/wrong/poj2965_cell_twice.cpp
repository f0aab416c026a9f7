// The Pilots Brothers' refrigerator, wrong: the textbook enumeration (textbook/poj2965.cpp) turning
// the handle's row and then its column, so the handle itself turns twice and stays: 6 handles a
// switching instead of 7. Boards it cannot open make it exit with status 1.
// judge: poj2965 WA
// judge: acwing116 WA
#define POJ2965_CELL_TWICE 1
#include "../textbook/poj2965.cpp"
