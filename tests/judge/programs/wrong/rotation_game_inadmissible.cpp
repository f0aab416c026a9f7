// The Rotation Game, wrong: the textbook IDA* (textbook/rotation_game.cpp) with the estimate doubled,
// 2 x (8 - the most frequent centre symbol): it overestimates (one move can bring one block in),
// so the search cuts off shortest solutions and prints longer or larger move strings.
// judge: poj2286 WA
// judge: acwing181 WA
#define ROTATION_GAME_ESTIMATE (2 * (8 - most_in_centre()))
#include "../textbook/rotation_game.cpp"
