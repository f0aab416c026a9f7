// Wrong: the textbook IDA* of ALDS1_13_B (textbook/alds1_13_b.cpp) giving up after a bound of 30, one
// short of the puzzle's farthest boards (31 moves): they get -1: WA.
// judge: aoj_alds1_13_b WA
#define ALDS1_13_B_LARGEST_BOUND 30
#include "../textbook/alds1_13_b.cpp"
