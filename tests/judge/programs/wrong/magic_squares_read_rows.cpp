// Magic Squares, wrong: the textbook breadth-first search (textbook/magic_squares.cpp) reading the
// target as two rows left to right (1 2 3 4 / 5 6 7 8), not clockwise as the statement says (the
// bottom row right to left): it solves another board.
// judge: luogu2730 WA
// judge: acwing1107 WA
#define MAGIC_SQUARES_READ_ROWS
#include "../textbook/magic_squares.cpp"
