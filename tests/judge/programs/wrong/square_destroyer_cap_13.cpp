// Square Destroyer, wrong: the textbook IDA* (textbook/square_destroyer.cpp) stopping at 13 sticks:
// the whole 5 x 5 grid needs 14, and it prints 13.
// judge: poj1084 WA
// judge: acwing182 WA
#define SQUARE_DESTROYER_MAX_STICKS 13
#include "../textbook/square_destroyer.cpp"
