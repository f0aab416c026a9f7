// Benchmark of `poj1753` (POJ 1753 "Flip Game"): whole-process times of the CMake build and of the
// bundle compiled as POJ compiles it (g++ -std=gnu++98 -O2), against the textbook solution of the
// practice judge's tests (tests/judge/programs/textbook/poj1753.cpp: every one of the 2^16 sets of
// flips tried), compiled into this executable and run as its own process. Files: the judge's
// samples (4 rounds; Impossible) and a board that needs 6 rounds, the most any board needs; one board
// a file, as the judges give. Outputs must agree.
// usage: poj1753_bench POJ1753_BINARY PEER_DIR WORK_DIR   (PEER_DIR unused: the baseline is here)
#include <cstdio>
#include <fstream>
#include <string>

#include "bench_runner.hpp"
#include "textbook.hpp"

namespace textbook {
#define main textbook_main
#include "../tests/judge/programs/textbook/poj1753.cpp"
#undef main
}  // namespace textbook

int main(int argc, char** argv) {
  if (bench::called_as_textbook(argv[0])) return textbook::textbook_main();
  if (argc != 4) {
    std::fprintf(stderr, "usage: poj1753_bench POJ1753_BINARY PEER_DIR WORK_DIR\n");
    return 2;
  }
  const std::string ours = argv[1], work = argv[3];
  const std::string textbook = bench::textbook_program(work, "poj1753");
  const std::string bundle = work + "/poj1753_bundle";
  const bool with_bundle = bench::compile_bundle("poj1753", "g++ -std=gnu++98 -O2", bundle);
  const struct {
    const char* title;
    std::string input;
  } files[] = {{"POJ's sample (4 rounds)", "bwwb\nbbwb\nbwwb\nbwww\n"},
               {"Timus's sample (Impossible)", "bwbw\nwwww\nbbwb\nbwwb\n"},
               {"a board of 6 rounds, the most any board needs", "bwbw\nbbwb\nbbww\nwwww\n"}};
  for (const auto& file : files) {
    std::ofstream(work + "/in.txt") << file.input;
    const bench::Comparison ours_against = bench::compare_alternately(ours, textbook, work + "/in.txt", work, 10);
    const bool agree = bench::read_file(work + "/ours.out") == bench::read_file(work + "/peer.out");
    bench::print_comparison(file.title, "poj1753", "textbook 2^16 sets", ours_against);
    if (with_bundle) {
      const bench::Comparison bundle_against = bench::compare_alternately(bundle, textbook, work + "/in.txt", work, 10);
      bench::print_comparison("  the same, the bundle (gnu++98 -O2)", "bundle", "textbook 2^16 sets", bundle_against);
    }
    std::printf("  answers %s\n", agree ? "agree" : "DISAGREE");
  }
  return 0;
}
