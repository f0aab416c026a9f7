// The Morning after Halloween, wrong: the textbook BFS (textbook/uva1601.cpp) letting two ghosts swap
// cells in one step.
// judge: uva1601 WA
#define UVA1601_SWAPS_ALLOWED
#include "../textbook/uva1601.cpp"
