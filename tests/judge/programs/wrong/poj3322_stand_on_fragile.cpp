// Bloxorz I, wrong: the textbook BFS (textbook/poj3322.cpp) letting the block stand on a fragile cell.
// judge: poj3322 WA
#define POJ3322_STAND_ON_FRAGILE
#include "../textbook/poj3322.cpp"
