// Knights, wrong: the textbook IDA* (textbook/knights.cpp) with bounds 0 to 14, one short of the
// statement's 15: a board exactly 15 moves away gets -1.
// judge: luogu2324 WA
// judge: acwing195 WA
#define KNIGHTS_MAX_MOVES 14
#include "../textbook/knights.cpp"
