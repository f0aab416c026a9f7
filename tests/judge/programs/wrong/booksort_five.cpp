// Booksort, wrong: the textbook IDA* (textbook/booksort.cpp) printing "5" where the statement asks for
// "5 or more" (the order needs 5 block moves or more).
// judge: poj3460 WA
// judge: luogu10488 WA
#define BOOKSORT_TOO_MANY_TEXT "5"
#include "../textbook/booksort.cpp"
