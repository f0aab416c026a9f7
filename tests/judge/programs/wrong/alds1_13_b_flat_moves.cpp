// Wrong: the textbook IDA* of ALDS1_13_B (textbook/alds1_13_b.cpp) moving the blank to cells i-1 and
// i+1 without checking the row: from a row's first cell "left" lands on the previous row's last. The
// illegal moves make shorter paths: WA.
// judge: aoj_alds1_13_b WA
#define ALDS1_13_B_FLAT_MOVES
#include "../textbook/alds1_13_b.cpp"
