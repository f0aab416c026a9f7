// Booksort, wrong: the textbook IDA* (textbook/booksort.cpp) with the estimate ceil(wrong successors / 2):
// a block move can mend three successors at once, so it overestimates and cuts off shortest
// answers (a bigger count, or "5 or more" for a sortable order).
// judge: luogu10488 WA
// judge: acwing180 WA
#define BOOKSORT_DIVISOR 2
#include "../textbook/booksort.cpp"
