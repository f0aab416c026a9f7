// Flood-it!, wrong: the textbook IDA* (textbook/hdu4127.cpp) also trying every colour that takes in
// nothing, the area's own included: still right, but each level tries all 6 colours, and the boards
// that need the most moves run out of time.
// judge: hdu4127 TLE
#define HDU4127_ALLOW_SAME 1
#include "../textbook/hdu4127.cpp"
