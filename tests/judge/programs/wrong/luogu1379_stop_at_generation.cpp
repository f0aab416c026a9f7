// Wrong: the textbook A* of Luogu P1379 (textbook/luogu1379.cpp) written as many published ones are:
// a board is closed when it is first generated, with the move count it was first reached by, and the
// search answers as soon as it generates the goal rather than when it expands it. The first count
// found for a board is not always its fewest (a board can be reached again, fewer moves from the
// start, through a board of a higher priority): on about 1 board in 16 the answer is too large: WA.
// judge: luogu1379 WA
#define LUOGU1379_STOP_AT_GENERATION
#include "../textbook/luogu1379.cpp"
