// The Morning after Halloween, wrong: the textbook BFS (textbook/uva1601.cpp) forbidding a ghost to
// enter a cell another ghost leaves in the same step (the statement allows it).
// judge: uva1601 WA
#define UVA1601_NO_FOLLOWING
#include "../textbook/uva1601.cpp"
