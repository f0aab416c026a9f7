// Wrong: the textbook Cubic Eight-Puzzle (textbook/cubic.cpp) searching 29 moves instead of the
// statement's 30: a dataset that needs exactly 30 moves (the sample's sixth) is answered -1: WA.
// judge: aoj1268 WA
#define CUBIC_MOST_MOVES 29
#include "../textbook/cubic.cpp"
