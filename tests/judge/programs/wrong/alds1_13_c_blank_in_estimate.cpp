// Wrong: the textbook ALDS1_13_C (textbook/alds1_13_c.cpp) whose Manhattan distance also counts the
// blank's distance from its home, a common slip: the estimate is no longer a lower bound (a board one
// move away is estimated 2), so IDA* skips shorter solutions and answers too many moves: WA.
// judge: aoj_alds1_13_c WA
#define ALDS1_13_C_COUNT_BLANK
#include "../textbook/alds1_13_c.cpp"
