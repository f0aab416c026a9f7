// Wrong: the textbook POJ 2893 (textbook/poj2893.cpp) deciding every board by its inversions alone,
// the rule of an odd width (the 8-puzzle's): on an even width a board whose blank is an odd number of
// rows above the bottom row gets the wrong answer: WA.
// judge: poj2893 WA
#define POJ2893_EVEN_WIDTH_AS_ODD
#include "../textbook/poj2893.cpp"
