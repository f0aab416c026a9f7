// Wrong: the textbook UVa 10085 (textbook/uva10085.cpp) without the empty line the statement asks
// for after each case's moves: WA (a presentation error, which UVa also rejects).
// judge: uva10085 WA
#define UVA10085_AFTER_CASE ""
#include "../textbook/uva10085.cpp"
