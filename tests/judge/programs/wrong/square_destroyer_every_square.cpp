// Square Destroyer, wrong: the textbook IDA* (textbook/square_destroyer.cpp) with the estimate counting
// every whole square, not one per pass with its sticks taken: squares share sticks, so one stick
// breaks several and the estimate overestimates, cutting off the fewest sticks.
// judge: uva1603 WA
// judge: zoj1031 WA
#define SQUARE_DESTROYER_COUNT_EVERY_SQUARE
#include "../textbook/square_destroyer.cpp"
