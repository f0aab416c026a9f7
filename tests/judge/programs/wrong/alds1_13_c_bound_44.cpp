// Wrong: the textbook ALDS1_13_C (textbook/alds1_13_c.cpp) with the depth bound cut from the
// statement's 45 to 44: a board that needs 45 moves gets no answer: WA (issue 32's example).
// judge: aoj_alds1_13_c WA
#define ALDS1_13_C_MOST_MOVES 44
#include "../textbook/alds1_13_c.cpp"
