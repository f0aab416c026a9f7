// Wrong: the textbook UESTC 485 (textbook/rotation.cpp) turning rows only left and columns only up,
// 6 moves instead of 12: a line turned the other way costs two moves, so answers come out too large:
// WA.
// judge: uestc485 WA
#define ROTATION_ONE_WAY
#include "../textbook/rotation.cpp"
