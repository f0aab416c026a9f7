// Flip Game, wrong: the textbook enumeration (textbook/poj1753.cpp) printing "impossible", where the
// statement asks for the word "Impossible".
// judge: poj1753 WA
#define POJ1753_NONE_TEXT "impossible"
#include "../textbook/poj1753.cpp"
