// Wrong: the textbook IDA* of ALDS1_13_B (textbook/alds1_13_b.cpp) whose Manhattan distance also
// counts the blank: the estimate can exceed the moves left (a board one move away is estimated at
// 2), the first bound tried can already be past the fewest moves, and the answer is too large: WA.
// judge: aoj_alds1_13_b WA
#define ALDS1_13_B_BLANK_IN_ESTIMATE
#include "../textbook/alds1_13_b.cpp"
