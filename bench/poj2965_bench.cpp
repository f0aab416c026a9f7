// Benchmark of `poj2965` (POJ 2965 "The Pilots Brothers' refrigerator"): whole-process times of the
// CMake build and of the bundle compiled as POJ compiles it (g++ -std=gnu++98 -O2), against the
// textbook solution of the practice judge's tests (tests/judge/programs/textbook/poj2965.cpp: every
// one of the 2^16 sets of switchings tried). Files: the judge's sample (6 switchings), every handle
// closed (16), and one handle closed (7); one board a file, as the judges give. Outputs must agree.
// usage: poj2965_bench POJ2965_BINARY PEER_DIR WORK_DIR   (PEER_DIR unused: the baseline is here)
#include <cstdio>

#include "textbook_comparison.hpp"

namespace textbook {
#define main textbook_main
#include "../tests/judge/programs/textbook/poj2965.cpp"
#undef main
}  // namespace textbook

int main(int argc, char** argv) {
  if (bench::called_as_textbook(argv[0])) return textbook::textbook_main();
  return bench::compare_with_textbook(argc, argv, "poj2965", "g++ -std=gnu++98 -O2", "textbook 2^16 sets",
                                      {{"POJ's sample (6 switchings)", "-+--\n----\n----\n-+--\n"},
                                       {"every handle closed (16 switchings)", "++++\n++++\n++++\n++++\n"},
                                       {"one handle closed (7 switchings)", "----\n-+--\n----\n----\n"}},
                                      10);
}
