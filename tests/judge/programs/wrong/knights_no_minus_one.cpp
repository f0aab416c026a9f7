// Knights, wrong: the textbook IDA* (textbook/knights.cpp) printing 16, the first bound it did not
// search, for a board more than 15 moves away, where the statement asks for -1.
// judge: luogu2324 WA
// judge: bzoj1085 WA
#define KNIGHTS_NONE_TEXT "16"
#include "../textbook/knights.cpp"
