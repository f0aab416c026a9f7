// Wrong: the textbook UVa 10181 (textbook/fifteen.cpp) with IDA*'s bound stopped at 44 moves, one
// short of the 45 the statement promises: a board that needs 45 is called not solvable: WA.
// judge: uva10181 WA
#define FIFTEEN_MOST_MOVES 44
#include "../textbook/fifteen.cpp"
