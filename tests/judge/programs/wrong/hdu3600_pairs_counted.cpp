// Wrong: the textbook HDU 3600 (textbook/hdu3600.cpp) counting inversions pair by pair: right, but
// O(N^4) a board, 4 * 10^9 comparisons for a 300 x 300 board, far over HDU's 1 s: TLE.
// judge: hdu3600 TLE
#define HDU3600_PAIRS_COUNTED
#include "../textbook/hdu3600.cpp"
