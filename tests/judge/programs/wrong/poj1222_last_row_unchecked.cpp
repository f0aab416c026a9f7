// EXTENDED LIGHTS OUT, wrong: the textbook chase (textbook/poj1222.cpp) keeping the first row of no
// presses without checking that the chase leaves the last row dark: every puzzle whose answer presses
// a button of the first row gets a wrong set.
// judge: poj1222 WA
// judge: uva1560 WA
#define POJ1222_LAST_ROW_CHECKED 0
#include "../textbook/poj1222.cpp"
