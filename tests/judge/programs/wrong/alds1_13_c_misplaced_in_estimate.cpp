// Wrong: the textbook ALDS1_13_C (textbook/alds1_13_c.cpp) adding the number of misplaced tiles to
// the Manhattan distance ("both estimates are lower bounds, so their sum is a better one": it is not):
// the estimate overshoots, IDA* answers too many moves: WA.
// judge: aoj_alds1_13_c WA
#define ALDS1_13_C_MISPLACED_TOO
#include "../textbook/alds1_13_c.cpp"
