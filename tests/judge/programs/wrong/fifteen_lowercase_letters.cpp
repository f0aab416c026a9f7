// Wrong: the textbook UVa 10181 (textbook/fifteen.cpp) writing its moves in lowercase (u d l r),
// letters the judge does not read as moves: WA on every board a move or more from the goal.
// judge: uva10181 WA
#define FIFTEEN_LETTERS "udlr"
#include "../textbook/fifteen.cpp"
