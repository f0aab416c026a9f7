// Square Destroyer, wrong: the textbook IDA* (textbook/square_destroyer.cpp) numbering each row's
// vertical sticks before its horizontal ones, the statement's numbering misread: the missing
// sticks are taken from the wrong places.
// judge: poj1084 WA
// judge: uva1603 WA
#define SQUARE_DESTROYER_VERTICALS_FIRST
#include "../textbook/square_destroyer.cpp"
