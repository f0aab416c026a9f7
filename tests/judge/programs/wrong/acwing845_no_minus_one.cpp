// Wrong: the textbook AcWing 845 (textbook/acwing845.cpp) answering the hash map's entry for the goal
// even when the search never reached it: 0 instead of -1 for a board of the other parity: WA.
// judge: acwing845 WA
#define ACWING845_UNREACHED "0"
#include "../textbook/acwing845.cpp"
