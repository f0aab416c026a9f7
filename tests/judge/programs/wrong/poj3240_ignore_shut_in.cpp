// Wrong: the textbook POJ 3240 (textbook/poj3240.cpp) placing the last two tiles of every line the
// two-move way, without the case where the last tile is shut in the first's home (or the blank is,
// behind it): the tile is walked out, the blank is left shut in behind it, and the tile steps back
// in, for ever. The classic bug of row-by-row solvers; it strikes most boards of 4 x 4 and more: TLE.
// judge: poj3240 TLE
#define POJ3240_IGNORE_SHUT_IN
#include "../textbook/poj3240.cpp"
