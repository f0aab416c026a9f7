// Benchmark of `uva1601`: whole-process times of the CMake build and of the bundle compiled as POJ and
// UVa compile it (g++ -std=gnu++98 -O2), against the textbook program of the practice judge's tests
// (tests/judge/programs/textbook/uva1601.cpp: one breadth-first search over the ghosts' positions),
// compiled into this bench and run through a link named uva1601_textbook (textbook.hpp), in the same
// run. Files: the practice judge's own (build/judge uva1601 --generate, fixed seed): the stress file
// (the 10 longest of 40 open 16 x 16 maps with 3 ghosts), the largest judge file (10 such maps) and
// the judges' sample. Outputs must agree. usage:
// uva1601_bench UVA1601_BINARY PEER_DIR WORK_DIR   (PEER_DIR unused; the judge is UVA1601_BINARY's neighbour)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "textbook.hpp"

namespace textbook {
#define main textbook_main
#include "../tests/judge/programs/textbook/uva1601.cpp"
#undef main
}  // namespace textbook

int main(int argc, char** argv) {
  if (bench::called_as_textbook(argv[0])) return textbook::textbook_main();
  if (!bench::has_bench_arguments("uva1601", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string judge = ours.substr(0, ours.find_last_of('/') + 1) + "judge";
  const std::string tests = work + "/uva1601_tests";
  if (std::system(("'" + judge + "' uva1601 --generate '" + tests + "' >/dev/null").c_str()) != 0) {
    std::fprintf(stderr, "uva1601_bench: %s could not write the judge's tests\n", judge.c_str());
    return 1;
  }
  const std::string textbook = bench::textbook_program(work, "uva1601");
  const std::string bundle = work + "/uva1601_bundle";
  const bool with_bundle = bench::compile_bundle("uva1601", "g++ -std=gnu++98 -O2", bundle);
  const struct {
    const char* title;
    const char* file;
  } files[] = {{"stress: 10 16 x 16 maps, 3 ghosts, longest answers", "stress-longest-16x16.in"},
               {"judge tier: 10 16 x 16 maps, 3 ghosts", "largest-16x16-3-ghosts.in"},
               {"the judges' sample (7, 36, 77)", "sample-1.in"}};
  for (const auto& file : files) {
    const std::string input = tests + "/" + file.file;
    const bench::Comparison ours_against = bench::compare_alternately(ours, textbook, input, work, 5);
    const bool agree = bench::read_file(work + "/ours.out") == bench::read_file(work + "/peer.out");
    bench::print_comparison(file.title, "uva1601", "textbook BFS", ours_against);
    if (with_bundle) {
      const bench::Comparison bundle_against = bench::compare_alternately(bundle, textbook, input, work, 5);
      bench::print_comparison("  the same, the bundle (gnu++98 -O2)", "bundle", "textbook BFS", bundle_against);
    }
    std::printf("  answers %s\n", agree ? "agree" : "DISAGREE");
  }
  return 0;
}
