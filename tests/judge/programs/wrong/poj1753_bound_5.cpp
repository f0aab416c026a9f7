// Flip Game, wrong: the textbook enumeration (textbook/poj1753.cpp) looking at sets of at most 5
// rounds, as a depth-limited search that stops one short does: the boards that need 6 rounds (the
// most any board needs) get Impossible.
// judge: poj1753 WA
#define POJ1753_MAX_ROUNDS 5
#include "../textbook/poj1753.cpp"
