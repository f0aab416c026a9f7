// Benchmark of `poj1222` (POJ 1222 "EXTENDED LIGHTS OUT"): whole-process times of the CMake build and
// of the bundle compiled as POJ compiles it (g++ -std=gnu++98 -O2), against the textbook solution of
// the practice judge's tests (tests/judge/programs/textbook/poj1222.cpp: the 64 first rows, each
// chased down the panel). Files: the judge's sample (2 puzzles) and 100,000 random puzzles (fixed
// seed). Outputs must agree.
// usage: poj1222_bench POJ1222_BINARY PEER_DIR WORK_DIR   (PEER_DIR unused: the baseline is here)
#include <cstdio>
#include <random>
#include <string>

#include "textbook_comparison.hpp"

namespace textbook {
#define main textbook_main
#include "../tests/judge/programs/textbook/poj1222.cpp"
#undef main
}  // namespace textbook

namespace {

std::string random_puzzles(int count) {
  std::mt19937 random(1222);
  std::string text = std::to_string(count) + "\n";
  for (int i = 0; i < count; ++i)
    for (int cell = 0; cell < 30; ++cell) text += std::string(random() % 2 ? "1" : "0") + (cell % 6 == 5 ? "\n" : " ");
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  if (bench::called_as_textbook(argv[0])) return textbook::textbook_main();
  return bench::compare_with_textbook(argc, argv, "poj1222", "g++ -std=gnu++98 -O2", "textbook chase",
                                      {{"the judge's sample (2 puzzles)",
                                        "2\n0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0\n"
                                        "0 0 1 0 1 0\n1 0 1 0 1 1\n0 0 1 0 1 1\n1 0 1 1 0 0\n0 1 0 1 0 0\n"},
                                       {"100,000 random puzzles", random_puzzles(100000)}},
                                      5);
}
