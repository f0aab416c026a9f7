// Wrong: the textbook AcWing 845 (textbook/acwing845.cpp) expanding no board 30 moves away, a bound
// one short of the puzzle's: the two boards 31 moves from the goal get -1: WA.
// judge: acwing845 WA
#define ACWING845_DEPTH_CAP 30
#include "../textbook/acwing845.cpp"
