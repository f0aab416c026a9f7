// Magic Squares, wrong: the textbook breadth-first search (textbook/magic_squares.cpp) breaking the
// sequence every 20 letters instead of every 60: a 21- or 22-move answer takes two lines.
// judge: usaco_msquare WA
// judge: luogu2730 WA
#define MAGIC_SQUARES_LETTERS_A_LINE 20
#include "../textbook/magic_squares.cpp"
