// Pushing Boxes, wrong: the textbook search (textbook/poj1475.cpp) keeping the first way into each box
// state, not the one with the fewest moves: the fewest pushes, but extra walks on many mazes (a slip
// seen in published solutions).
// judge: poj1475 WA
#define POJ1475_FIRST_WAY
#include "../textbook/poj1475.cpp"
