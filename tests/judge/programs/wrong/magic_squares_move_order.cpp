// Magic Squares, wrong: the textbook breadth-first search (textbook/magic_squares.cpp) trying the moves
// in the order C, B, A: the length is right, but where several shortest sequences exist it prints
// not the first in A < B < C, which the statement asks for.
// judge: usaco_msquare WA
// judge: acwing1107 WA
#define MAGIC_SQUARES_MOVE_ORDER "CBA"
#include "../textbook/magic_squares.cpp"
