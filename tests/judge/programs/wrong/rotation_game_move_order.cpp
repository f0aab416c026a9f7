// The Rotation Game, wrong: the textbook IDA* (textbook/rotation_game.cpp) trying the moves from H down
// to A: its answers are shortest, but where several shortest move strings exist it prints the
// largest, not the smallest the statement asks for.
// judge: uva1343 WA
// judge: hdu1667 WA
#define ROTATION_GAME_FIRST_MOVE
#include "../textbook/rotation_game.cpp"
