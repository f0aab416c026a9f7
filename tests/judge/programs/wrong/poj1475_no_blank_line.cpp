// Pushing Boxes, wrong: the textbook search (textbook/poj1475.cpp) printing no blank line after each
// maze (the statement asks for one after every maze, the last included).
// judge: poj1475 WA
#define POJ1475_NO_BLANK_LINE
#include "../textbook/poj1475.cpp"
