// Wrong: the textbook acm.mipt.ru 091 (textbook/mipt091.cpp) writing "No" instead of "NO" for a
// board of the other parity, an output format slip: WA on the first unsolvable board.
// judge: mipt091 WA
#define MIPT091_NO "No"
#include "../textbook/mipt091.cpp"
