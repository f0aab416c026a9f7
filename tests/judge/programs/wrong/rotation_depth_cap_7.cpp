// Wrong: the textbook UESTC 485 (textbook/rotation.cpp) whose search stops at 7 moves, one short of
// the largest distance, 8: a target 8 moves away is answered "No Solution!": WA.
// judge: uestc485 WA
#define ROTATION_DEPTH_CAP 7
#include "../textbook/rotation.cpp"
