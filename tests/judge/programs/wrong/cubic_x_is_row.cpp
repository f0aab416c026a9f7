// Wrong: the textbook Cubic Eight-Puzzle (textbook/cubic.cpp) reading the empty square's "x y" as row
// and column; the statement's x is the column: every dataset whose x and y differ starts from the
// wrong cell: WA.
// judge: uva1604 WA
#define CUBIC_X_IS_ROW
#include "../textbook/cubic.cpp"
