// Wrong: the textbook acm.mipt.ru 091 (textbook/mipt091.cpp) whose parity test counts the blank's
// row from the top instead of from the bottom: on a board of even width the two differ by 3, so the
// answer flips: NO for the solved board, and a search that never ends for an unsolvable one: WA.
// judge: mipt091 WA
#define MIPT091_BLANK_ROW_FROM_TOP
#include "../textbook/mipt091.cpp"
