// Wrong: the textbook UVa 652 (textbook/uva652.cpp) with no blank line between two answers, which
// UVa's multiple-input format asks for: WA (a presentation error, which UVa also rejects).
// judge: uva652 WA
#define EIGHT_SEPARATOR ""
#include "../textbook/uva652.cpp"
