// Wrong: the textbook Eight II (textbook/eight2.cpp) renaming by the goal and looking the start up in
// the goal's blank cell's table, then reversing the walk: a shortest answer, but the smallest of the
// paths as seen from the goal, which is not the smallest from the start: WA where shortest answers tie.
// judge: hdu3567 WA
#define EIGHT2_FROM_GOAL
#include "../textbook/eight2.cpp"
