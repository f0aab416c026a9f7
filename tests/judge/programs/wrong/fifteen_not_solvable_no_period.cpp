// Wrong: the textbook UVa 10181 (textbook/fifteen.cpp) writing "This puzzle is not solvable"
// without its final period, an output format slip: WA on the first unsolvable board.
// judge: uva10181 WA
#define FIFTEEN_NOT_SOLVABLE "This puzzle is not solvable"
#include "../textbook/fifteen.cpp"
