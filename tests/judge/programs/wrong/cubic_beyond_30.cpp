// Wrong: the textbook Cubic Eight-Puzzle (textbook/cubic.cpp) searching 40 moves and printing what it
// finds, where the statement asks for -1 beyond 30: a dataset of 31 moves is answered 31: WA.
// judge: uva1604 WA
#define CUBIC_MOST_MOVES 40
#include "../textbook/cubic.cpp"
