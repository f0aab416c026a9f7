// Booksort, wrong: the textbook IDA* (textbook/booksort.cpp) searching bounds 0 to 3 only: an order
// that needs exactly 4 block moves gets "5 or more".
// judge: poj3460 WA
// judge: acwing180 WA
#define BOOKSORT_MAX_MOVES 3
#include "../textbook/booksort.cpp"
