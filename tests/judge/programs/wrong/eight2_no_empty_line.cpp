// Wrong: the textbook Eight II (textbook/eight2.cpp) writing nothing, not an empty line, after
// "Case k: 0" when the start is the goal: the next case's lines shift up one: WA.
// judge: hdu3567 WA
#define EIGHT2_EMPTY_ANSWER ""
#include "../textbook/eight2.cpp"
