// Benchmark of `poj1753` (POJ 1753 "Flip Game"): whole-process times of the CMake build and of the
// bundle compiled as POJ compiles it (g++ -std=gnu++98 -O2), against the textbook solution of the
// practice judge's tests (tests/judge/programs/textbook/poj1753.cpp: every one of the 2^16 sets of
// flips tried). Files: the judges' samples (4 rounds; Impossible) and a board that needs 6 rounds, the
// most any board needs; one board a file, as the judges give. Outputs must agree.
// usage: poj1753_bench POJ1753_BINARY PEER_DIR WORK_DIR   (PEER_DIR unused: the baseline is here)
#include <cstdio>

#include "textbook_comparison.hpp"

namespace textbook {
#define main textbook_main
#include "../tests/judge/programs/textbook/poj1753.cpp"
#undef main
}  // namespace textbook

int main(int argc, char** argv) {
  if (bench::called_as_textbook(argv[0])) return textbook::textbook_main();
  return bench::compare_with_textbook(argc, argv, "poj1753", "g++ -std=gnu++98 -O2", "textbook 2^16 sets",
                                      {{"POJ's sample (4 rounds)", "bwwb\nbbwb\nbwwb\nbwww\n"},
                                       {"Timus's sample (Impossible)", "bwbw\nwwww\nbbwb\nbwwb\n"},
                                       {"a board of 6 rounds, the most any board needs", "bwbw\nbbwb\nbbww\nwwww\n"}},
                                      10);
}
