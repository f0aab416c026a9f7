// The Rotation Game, wrong: the textbook IDA* (textbook/rotation_game.cpp) printing an empty move line
// for a board whose centre is already one symbol, instead of "No moves needed".
// judge: uva1343 WA
// judge: hdu1667 WA
#define ROTATION_GAME_SOLVED_TEXT ""
#include "../textbook/rotation_game.cpp"
