// Wrong: the textbook acm.mipt.ru 091 (textbook/mipt091.cpp) with 500 moves there and back appended
// to its answer, as a solver that walks each tile home by fixed cycles of moves writes them: every
// answer is 1,000 moves or more, over the statement's cap (under 1,000): WA even on a solved board.
// judge: mipt091 WA
#define MIPT091_PADDING 500
#include "../textbook/mipt091.cpp"
