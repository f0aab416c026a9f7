// Wrong: the textbook UESTC 485 (textbook/rotation.cpp) writing "No solution!" (a lowercase s) for an
// unreachable target, an output format slip: WA on the first target of the other parity.
// judge: uestc485 WA
#define ROTATION_NO_SOLUTION "No solution!"
#include "../textbook/rotation.cpp"
