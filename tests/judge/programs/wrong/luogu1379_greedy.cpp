// Wrong: the textbook A* of Luogu P1379 (textbook/luogu1379.cpp) as a greedy best-first search: the
// queue orders boards by the estimate alone, without the moves made. It finds the goal fast, by a
// path that is seldom the shortest: WA.
// judge: luogu1379 WA
#define LUOGU1379_MOVES_WEIGHT 0
#include "../textbook/luogu1379.cpp"
