// Editing a Book, wrong: the textbook IDA* (textbook/uva11212.cpp) searching bounds 0 to 4 only, as
// Booksort (POJ 3460) does: an order of 8 or 9 paragraphs that needs 5 operations gets 4.
// judge: uva11212 WA
#define UVA11212_MAX_MOVES 4
#include "../textbook/uva11212.cpp"
