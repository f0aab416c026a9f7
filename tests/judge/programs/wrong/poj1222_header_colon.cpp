// EXTENDED LIGHTS OUT, wrong: the textbook chase (textbook/poj1222.cpp) printing "PUZZLE #m:" with a
// colon, as the Chinese copy of the problem (OpenJudge 2811, "熄灯问题") asks; POJ 1222, UVa 1560 and
// BOJ 6363 print no colon.
// judge: poj1222 WA
// judge: boj6363 WA
#define POJ1222_HEADER "PUZZLE #%d:\n"
#include "../textbook/poj1222.cpp"
