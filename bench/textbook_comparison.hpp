// Shared by the benchmarks that compare a binary with the textbook solution of the practice judge's
// tests (tests/judge/programs/textbook/<name>.cpp, compiled into the bench executable and run as a
// process of its own, textbook.hpp): each input file timed for ours, the bundle compiled as the judge
// compiles it, and the textbook, whole process, alternately; the outputs must agree.
#ifndef PUZZLE_BENCH_TEXTBOOK_COMPARISON_HPP
#define PUZZLE_BENCH_TEXTBOOK_COMPARISON_HPP

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "textbook.hpp"

namespace bench {

struct InputFile {
  const char* title;
  std::string input;
};

// main() of bench/<name>_bench.cpp: usage NAME_bench BINARY PEER_DIR WORK_DIR (PEER_DIR unused).
// `compile`: the judge's command for the bundle; `textbook`: the textbook's name in the figures.
inline int compare_with_textbook(int argc, char** argv, const std::string& name, const std::string& compile,
                                 const char* textbook_title, const std::vector<InputFile>& files, int runs) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: %s_bench BINARY PEER_DIR WORK_DIR\n", name.c_str());
    return 2;
  }
  const std::string ours = argv[1], work = argv[3];
  const std::string textbook = textbook_program(work, name);
  const std::string bundle = work + "/" + name + "_bundle";
  const bool with_bundle = compile_bundle(name, compile, bundle);
  for (const InputFile& file : files) {
    std::ofstream(work + "/in.txt") << file.input;
    const Comparison ours_against = compare_alternately(ours, textbook, work + "/in.txt", work, runs);
    const bool agree = read_file(work + "/ours.out") == read_file(work + "/peer.out");
    print_comparison(file.title, name.c_str(), textbook_title, ours_against);
    if (with_bundle) {
      const Comparison bundle_against = compare_alternately(bundle, textbook, work + "/in.txt", work, runs);
      print_comparison(("  the same, the bundle (" + compile + ")").c_str(), "bundle", textbook_title, bundle_against);
    }
    std::printf("  answers %s\n", agree ? "agree" : "DISAGREE");
  }
  return 0;
}

}  // namespace bench

#endif  // PUZZLE_BENCH_TEXTBOOK_COMPARISON_HPP
