// Wrong: the textbook UVa 652 (textbook/uva652.cpp) writing an empty answer for a board of the other
// parity, where the statement asks for "unsolvable": WA.
// judge: uva652 WA
#define EIGHT_UNSOLVABLE ""
#include "../textbook/uva652.cpp"
