// Benchmark of `fifteen` (UVa 10181) on Korf's 100 random instances: in-process, the pattern
// databases' build time and per instance the length (checked), nodes and time; then the binary on all
// 100 at once (ski rental and build included); baseline: IDA* on Manhattan distance on the easiest.
// usage: fifteen_bench FIFTEEN_BINARY PEER_DIR WORK_DIR   (FIFTEEN_BENCH_COMPARE=1: other partitions)
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/sliding/sliding_pdb_solver.hpp"
#include "puzzle/sliding/tuning.hpp"

namespace {

typedef std::vector<std::vector<std::uint8_t> > Patterns;

const std::uint8_t goal[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};

struct Instance {
  std::uint8_t tiles[16];
  int length;  // published optimal length
};

// Korf's boards have the goal 0 1 ... 15 (blank top left): turned 180 degrees and renamed v -> 16 - v
// they have ours, 1 ... 15 then the blank, with the same lengths.
std::vector<Instance> read_korf(const std::string& path) {
  std::ifstream in(path);
  std::vector<Instance> instances;
  for (std::string line; std::getline(in, line);) {
    std::istringstream fields(line);
    Instance instance;
    int value = 0;
    for (int i = 0; i < 16 && fields >> value; ++i)
      instance.tiles[15 - i] = static_cast<std::uint8_t>(value == 0 ? 0 : 16 - value);
    if (fields >> instance.length) instances.push_back(instance);
  }
  return instances;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

struct Totals {
  double build, search;
  unsigned long long nodes;
  int wrong;
};

// Builds the databases of `patterns`, then solves instances [0, count); prints each when `verbose`.
Totals run_in_process(const Patterns& patterns, bool reflect, const std::vector<Instance>& instances, std::size_t count,
                      bool verbose) {
  Totals totals = {0, 0, 0, 0};
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  const puzzle::SlidingPdbPuzzle model(4, 4, goal, patterns, reflect);
  totals.build = seconds_since(start);
  for (std::size_t i = 0; i < count && i < instances.size(); ++i) {
    start = std::chrono::steady_clock::now();
    const puzzle::SearchResult<puzzle::SlideMove> result =
        puzzle::ida_star(model, model.make_state(instances[i].tiles), INT_MAX);
    const double seconds = seconds_since(start);
    const bool right = static_cast<int>(result.moves.size()) == instances[i].length;
    totals.search += seconds;
    totals.nodes += result.expanded;
    totals.wrong += !right;
    if (verbose)
      std::printf("  #%-3zu length %2zu%s  nodes %10llu  %8.4f s\n", i + 1, result.moves.size(), right ? "" : " WRONG",
                  static_cast<unsigned long long>(result.expanded), seconds);
  }
  return totals;
}

std::string patterns_text(const Patterns& patterns) {
  std::string text;
  for (std::size_t p = 0; p < patterns.size(); ++p) {
    if (p) text += " / ";
    for (std::size_t j = 0; j < patterns[p].size(); ++j) text += (j ? "," : "") + std::to_string(patterns[p][j]);
  }
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: fifteen_bench FIFTEEN_BINARY PEER_DIR WORK_DIR\n");
    return 2;
  }
  const std::string binary = argv[1], work = argv[3];
  const std::vector<Instance> instances = read_korf(SHARED_DATA_DIR "/korf100.txt");
  if (instances.size() != 100) {
    std::fprintf(stderr, "fifteen_bench: expected 100 instances in %s\n", SHARED_DATA_DIR "/korf100.txt");
    return 1;
  }

  std::printf("Korf's 100 instances, in-process, databases %s with reflection:\n",
              patterns_text(puzzle::fifteen_puzzle_patterns()).c_str());
  const Totals ours = run_in_process(puzzle::fifteen_puzzle_patterns(), true, instances, 100, true);
  std::printf("  build %.3f s + search %.3f s = %.3f s; nodes %llu (%.0f per instance, %.1f M/s); wrong lengths: %d\n",
              ours.build, ours.search, ours.build + ours.search, ours.nodes, ours.nodes / 100.0,
              ours.nodes / ours.search / 1e6, ours.wrong);

  std::string input = "100\n";
  for (const Instance& instance : instances)
    for (int cell = 0; cell < 16; ++cell) input += std::to_string(instance.tiles[cell]) + (cell % 4 == 3 ? "\n" : " ");
  std::ofstream(work + "/korf100.in") << input;
  const bench::RunFigures figures = bench::run_timed(binary, work + "/korf100.in", work + "/korf100.out", 1);
  std::istringstream out(bench::read_file(work + "/korf100.out"));
  int wrong = 0, index = 0;
  for (std::string line; std::getline(out, line); ++index)
    wrong += index >= 100 || static_cast<int>(line.size()) != instances[static_cast<std::size_t>(index)].length;
  wrong += index != 100;
  std::printf("the binary on all 100 (one input, build included): %.3f s, peak %ld KiB, wrong lengths: %d%s\n",
              figures.seconds, figures.peak_kib, wrong, figures.succeeded ? "" : "  FAILED");

  // Baseline: IDA* on Manhattan distance, on the three easiest instances (the published average is
  // about 400 million nodes per instance: hours for all 100).
  const puzzle::SlidingPuzzle manhattan(4, 4, goal);
  const std::size_t easiest[3] = {54, 15, 41};  // instances 55, 16, 42: 41, 42, 42 moves
  unsigned long long manhattan_nodes = 0, pdb_nodes = 0;
  double manhattan_seconds = 0, pdb_seconds = 0;
  const puzzle::SlidingPdbPuzzle model(4, 4, goal, puzzle::fifteen_puzzle_patterns(), true);
  for (std::size_t i : easiest) {
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    const puzzle::SearchResult<puzzle::SlideMove> plain =
        puzzle::ida_star(manhattan, manhattan.make_state(instances[i].tiles), INT_MAX);
    manhattan_seconds += seconds_since(start);
    manhattan_nodes += plain.expanded;
    start = std::chrono::steady_clock::now();
    const puzzle::SearchResult<puzzle::SlideMove> strong =
        puzzle::ida_star(model, model.make_state(instances[i].tiles), INT_MAX);
    pdb_seconds += seconds_since(start);
    pdb_nodes += strong.expanded;
    if (plain.moves != strong.moves) std::printf("  instance %zu: the answers differ!\n", i + 1);
  }
  std::printf(
      "baseline, IDA* + Manhattan on instances 55, 16, 42: %llu nodes, %.3f s (%.1f M nodes/s);"
      " databases: %llu nodes, %.4f s -> %.0fx fewer nodes, %.0fx faster\n",
      manhattan_nodes, manhattan_seconds, manhattan_nodes / manhattan_seconds / 1e6, pdb_nodes, pdb_seconds,
      static_cast<double>(manhattan_nodes) / pdb_nodes, manhattan_seconds / pdb_seconds);
  std::printf("ski rental: the build costs as much as %.1f M Manhattan nodes (the binary assumes %.1f M)\n",
              ours.build * manhattan_nodes / manhattan_seconds / 1e6, puzzle::fifteen_puzzle_build_cost_in_nodes() / 1e6);

  const char* compare = std::getenv("FIFTEEN_BENCH_COMPARE");
  if (compare && *compare == '1') {
    const std::size_t count = 25;
    const Patterns six_six_three = {{1, 2, 3, 4, 7, 8}, {5, 6, 9, 10, 13, 14}, {11, 12, 15}};
    const Patterns rows = {{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}, {11, 12, 13, 14, 15}};
    struct Candidate {
      const char* name;
      Patterns patterns;
      bool reflect;
    } candidates[] = {{"5-5-5 (ours)", puzzle::fifteen_puzzle_patterns(), true},
                      {"5-5-5 (ours), no reflection", puzzle::fifteen_puzzle_patterns(), false},
                      {"5-5-5 by rows", rows, true},
                      {"6-6-3 (best found)", six_six_three, true}};
    std::printf("partitions compared on the first %zu instances:\n", count);
    for (const Candidate& candidate : candidates) {
      const Totals totals = run_in_process(candidate.patterns, candidate.reflect, instances, count, false);
      std::printf("  %-28s %-40s build %6.3f s  nodes %10llu  search %6.3f s  total %6.3f s\n", candidate.name,
                  patterns_text(candidate.patterns).c_str(), totals.build, totals.nodes, totals.search,
                  totals.build + totals.search);
    }
  }
  return 0;
}
