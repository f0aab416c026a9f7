// HDU 1430, wrong (too slow): the textbook's answers (textbook/hdu1430.cpp) found by a breadth-first
// search from each pair's own start, without the renaming: every answer right, but 40,320 boards a
// pair, where the judge's data has many pairs; one search from 12345678, renamed per pair, is needed.
// judge: hdu1430 TLE
#define HDU1430_SEARCH_PER_PAIR
#include "../textbook/hdu1430.cpp"
