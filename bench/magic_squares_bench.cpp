// Benchmark of `magic_squares` (USACO "Magic Squares", Luogu P2730): one target a run, as the judges
// give it, 40 random targets (seed 2730) a process each, against the floor (bench_runner.hpp: a
// program that only reads its input and prints a line); then all 40,320 targets in one input.
// usage: magic_squares_bench MAGIC_SQUARES_BINARY PEER_DIR WORK_DIR   (PEER_DIR unused)
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "bench_runner.hpp"

namespace {

// A target as the judges write it: the 8 numbers on one line.
std::string target_line(const std::vector<int>& target) {
  std::string line;
  for (std::size_t i = 0; i < target.size(); ++i) line += (i ? " " : "") + std::to_string(target[i]);
  return line + "\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: magic_squares_bench MAGIC_SQUARES_BINARY PEER_DIR WORK_DIR\n");
    return 2;
  }
  const std::string ours = argv[1], work = argv[3];
  std::vector<int> target = {1, 2, 3, 4, 5, 6, 7, 8};
  std::mt19937 random(2730);
  std::vector<std::string> inputs;
  for (int i = 0; i < 40; ++i) {
    std::shuffle(target.begin(), target.end(), random);
    inputs.push_back(work + "/target" + std::to_string(i) + ".in");
    std::ofstream(inputs.back()) << target_line(target);
  }
  bench::print_against_floor("one random target a run, 40 targets:", "magic_squares",
                             bench::against_floor(ours, inputs, work));
  std::string every;
  std::sort(target.begin(), target.end());
  do every += target_line(target);
  while (std::next_permutation(target.begin(), target.end()));
  std::ofstream(work + "/every.in") << every;
  const bench::RunFigures all = bench::run_timed(ours, work + "/every.in", work + "/every.out", 5);
  std::printf("all 40,320 targets in one input: best of 5 %.1f ms (%.1f ms processor), peak %ld KiB%s\n",
              all.seconds * 1e3, all.cpu_seconds * 1e3, all.peak_kib, all.succeeded ? "" : "  FAILED");
  return 0;
}
