// Wrong: the textbook UVa 10085 (textbook/uva10085.cpp) writing the moves in the order its parent
// pointers are walked, from the farthest board back to the start, without reversing them: WA.
// judge: uva10085 WA
#define UVA10085_PATH_AS_WALKED
#include "../textbook/uva10085.cpp"
