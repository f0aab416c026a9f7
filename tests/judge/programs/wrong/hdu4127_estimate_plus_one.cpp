// Flood-it!, wrong: the textbook IDA* (textbook/hdu4127.cpp) with the estimate one too large (the
// colours left plus one, as if the last move needed one more): boards not yet one colour get an answer
// one above the fewest when their last moves are forced.
// judge: hdu4127 WA
// judge: poj4007 WA
#define HDU4127_ESTIMATE_EXTRA 1
#include "../textbook/hdu4127.cpp"
