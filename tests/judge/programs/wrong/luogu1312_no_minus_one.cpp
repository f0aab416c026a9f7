// The Mayan game, wrong: the textbook search (textbook/luogu1312.cpp) printing nothing for a board that
// exactly n moves cannot empty, where the statement asks for -1.
// judge: luogu1312 WA
// judge: acwing185 WA
#define LUOGU1312_NO_ANSWER_TEXT ""
#include "../textbook/luogu1312.cpp"
