// The Mayan game, wrong: the textbook search (textbook/luogu1312.cpp) trying a block's left move before
// its right one, against the statement's order (1 before -1): another solution where both empty it.
// judge: luogu1312 WA
// judge: acwing185 WA
#define LUOGU1312_LEFT_FIRST
#include "../textbook/luogu1312.cpp"
