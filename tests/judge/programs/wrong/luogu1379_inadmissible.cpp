// Wrong: the textbook A* of Luogu P1379 (textbook/luogu1379.cpp) with the Manhattan distance counted
// twice, an estimate that can exceed the moves left (inadmissible): faster, and on about half the
// boards more moves than the fewest: WA.
// judge: luogu1379 WA
#define LUOGU1379_ESTIMATE_WEIGHT 2
#include "../textbook/luogu1379.cpp"
