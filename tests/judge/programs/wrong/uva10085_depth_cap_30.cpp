// Wrong: the textbook UVa 10085 (textbook/uva10085.cpp) expanding no board 30 moves from the start,
// a bound one short: from a blank in a corner or on a side the farthest boards are 31 moves away,
// and it answers one 30 moves away: WA.
// judge: uva10085 WA
#define UVA10085_DEPTH_CAP 30
#include "../textbook/uva10085.cpp"
