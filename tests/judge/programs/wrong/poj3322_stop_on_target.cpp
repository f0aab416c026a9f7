// Bloxorz I, wrong: the textbook BFS (textbook/poj3322.cpp) never expanding a state with its top-left
// half on O, so a block that must lie across the target first never stands on it (a slip seen in
// published solutions).
// judge: poj3322 WA
#define POJ3322_STOP_ON_TARGET
#include "../textbook/poj3322.cpp"
