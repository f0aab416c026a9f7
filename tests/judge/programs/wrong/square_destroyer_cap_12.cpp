// Square Destroyer, wrong: the textbook IDA* (textbook/square_destroyer.cpp) stopping at 12 sticks, as
// if no grid of the judge's data needed more: a 5 x 5 grid missing one stick needs 13 (the whole grid
// 14), and it prints 12.
// judge: poj1084 WA
// judge: acwing182 WA
#define SQUARE_DESTROYER_MAX_STICKS 12
#include "../textbook/square_destroyer.cpp"
