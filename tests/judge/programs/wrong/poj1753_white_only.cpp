// Flip Game, wrong: the textbook enumeration (textbook/poj1753.cpp) aiming at all white only, where
// the statement takes either colour: a board nearer to all black gets too many rounds (or Impossible).
// judge: poj1753 WA
// judge: timus1060 WA
#define POJ1753_ALL_BLACK_TOO 0
#include "../textbook/poj1753.cpp"
