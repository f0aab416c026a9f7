// Textbook solution of UVa 652 "Eight": POJ 1077's reverse breadth-first search table
// (textbook/eight.cpp), read as UVa gives the boards (their number first) and answered one blank
// line apart. Any solution is accepted (special judge), so this answers a shortest one.
// Cost: the table's search of 9!/2 boards once, then per board at most 31 steps.
// judge: uva652 AC
#define EIGHT_CASE_COUNT
#include "eight.cpp"
