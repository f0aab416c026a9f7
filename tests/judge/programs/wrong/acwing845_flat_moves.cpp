// Wrong: the textbook AcWing 845 (textbook/acwing845.cpp) moving the blank to the string's cells i-1
// and i+1 without checking the row: from a row's first cell "left" lands on the previous row's last.
// The extra moves make shorter, illegal paths: WA.
// judge: acwing845 WA
#define ACWING845_FLAT_MOVES
#include "../textbook/acwing845.cpp"
