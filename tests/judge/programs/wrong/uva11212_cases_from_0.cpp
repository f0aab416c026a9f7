// Editing a Book, wrong: the right counts, but the cases numbered from 0 ("Case 0: 2"), where the
// statement's sample starts at "Case 1".
// judge: uva11212 WA
#define UVA11212_FIRST_CASE 0
#include "../textbook/uva11212.cpp"
