// The Mayan game, wrong: the textbook search (textbook/luogu1312.cpp) clearing one line at a time, the
// blocks dropping in between, where the statement clears every line at once: a block in a row and a
// column of its colour takes only one of them, and drops can make or break lines.
// judge: luogu1312 WA
// judge: acwing185 WA
#define LUOGU1312_ONE_LINE
#include "../textbook/luogu1312.cpp"
