// Wrong: the textbook UESTC 485 (textbook/rotation.cpp) labelling its answers "Case 1: " without the
// "#", an output format slip: WA on the first case.
// judge: uestc485 WA
#define ROTATION_CASE_LABEL "Case %d: "
#include "../textbook/rotation.cpp"
