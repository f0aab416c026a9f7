// Editing a Book, wrong: the textbook IDA* (textbook/uva11212.cpp) pruning when 2 d + h > 2 bound,
// as if one operation changed at most two successors: it changes three, so the estimate is too large
// and some orders get a count above the fewest.
// judge: uva11212 WA
#define UVA11212_WEIGHT 2
#include "../textbook/uva11212.cpp"
