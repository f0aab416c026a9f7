// The Rotation Game, wrong: the textbook IDA* (textbook/rotation_game.cpp) with its bound capped at
// 10 moves, as if no board needed more; boards of 11 to 13 moves exist (random boards need 7 to 11),
// and on them it prints an empty move line. Rejected wherever a board needs more than 10 moves.
// judge: poj2286 WA
// judge: acwing181 WA
#define ROTATION_GAME_MAX_DEPTH 10
#include "../textbook/rotation_game.cpp"
