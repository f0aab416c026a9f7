// Wrong: the textbook UVa 10181 (textbook/fifteen.cpp) with the Manhattan distance doubled, an
// estimate that is not a lower bound: IDA* answers at once, but with solutions longer than the
// judge's 50 moves on the boards of 40 moves and more: WA.
// judge: uva10181 WA
#define FIFTEEN_ESTIMATE_WEIGHT 2
#include "../textbook/fifteen.cpp"
