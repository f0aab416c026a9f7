// Benchmark of `fifteen` (UVa 10181) on Korf's 100 random instances and the 80-move boards.
// In-process (no process start): what the solver builds (walking distance, pattern databases, move-
// pruning automaton) and its search on each instance (length checked, nodes, time); the ski-rental
// constant (the build in walking-distance nodes). Whole process (the binary spawned as a user runs
// it, start-up included), alternately against the binary before the speed work (PEER_DIR/
// fifteen_9a88095, built by bench/run.sh: the binary of this round's start), answers compared: Korf's 100 in one input,
// the 10 longest in one input, each 80-move board. usage: fifteen_bench FIFTEEN_BINARY PEER_DIR WORK_DIR
//   FIFTEEN_BENCH_RUNS=n: whole-process runs of each file (default 3; the 80-move boards run once)
//   FIFTEEN_BENCH_EIGHTY=0: skip the 80-move boards (the baseline takes about a minute on each)
//   FIFTEEN_BENCH_COMPARE=1: also the variants (move pruning, walking distance, partition), pruning
//   lengths, and other partitions
//   FIFTEEN_BENCH_THREADS=1: also what two threads could give (a prototype; the binary has one)
#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "bench_runner.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/search/move_pruning.hpp"
#include "puzzle/sliding/tiles/sliding_move_pruning.hpp"
#include "puzzle/sliding/estimates/sliding_pdb_puzzle.hpp"
#include "puzzle/sliding/plans/fifteen_puzzle_plan.hpp"
#include "puzzle/sliding/estimates/sliding_walking_puzzle.hpp"

namespace {

const std::uint8_t goal[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};

struct Instance {
  std::uint8_t tiles[16];
  int length;  // published optimal length
  int number;  // 1-based, as Korf numbers them
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
    instance.number = static_cast<int>(instances.size()) + 1;
    if (fields >> instance.length) instances.push_back(instance);
  }
  return instances;
}

// Two of the positions that need 80 moves, the most any needs (Brüngger et al. 1999), for our goal.
std::vector<Instance> eighty_move_boards() {
  const std::uint8_t boards[2][16] = {{0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1},
                                      {0, 12, 10, 13, 15, 11, 14, 9, 3, 7, 2, 5, 4, 8, 6, 1}};
  std::vector<Instance> instances(2);
  for (int i = 0; i < 2; ++i) {
    std::copy(boards[i], boards[i] + 16, instances[static_cast<std::size_t>(i)].tiles);
    instances[static_cast<std::size_t>(i)].length = 80;
    instances[static_cast<std::size_t>(i)].number = i + 1;
  }
  return instances;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

int environment_number(const char* name, int otherwise) {
  const char* value = std::getenv(name);
  return value && *value ? std::atoi(value) : otherwise;
}

std::string patterns_text(const puzzle::TilePatterns& patterns) {
  std::string text;
  for (std::size_t p = 0; p < patterns.size(); ++p) {
    if (p) text += " / ";
    for (std::size_t j = 0; j < patterns[p].size(); ++j) text += (j ? "," : "") + std::to_string(patterns[p][j]);
  }
  return text;
}

std::string input_of(const std::vector<Instance>& instances) {
  std::string input = std::to_string(instances.size()) + "\n";
  for (const Instance& instance : instances)
    for (int cell = 0; cell < 16; ++cell) input += std::to_string(instance.tiles[cell]) + (cell % 4 == 3 ? "\n" : " ");
  return input;
}

// Lines of an output whose length is not the published one, or that differ between two outputs.
int wrong_lines(const std::string& output, const std::vector<Instance>& instances) {
  std::istringstream in(output);
  int wrong = 0;
  std::size_t index = 0;
  for (std::string line; std::getline(in, line); ++index)
    wrong += index >= instances.size() || static_cast<int>(line.size()) != instances[index].length;
  return wrong + static_cast<int>(index != instances.size());
}

// What the solver's database search is: which estimates, and which move pruning (0: never undoing).
struct Variant {
  const char* name;
  puzzle::TilePatterns patterns;
  bool walking;
  int pruning_length;
};

struct Totals {
  double build, search;
  unsigned long long nodes;
  int wrong;
};

// The databases max'ed with the walking distance, a variant measured here (not shipped): the search
// model of both, each kept up to date every move.
struct WithWalking {
  struct State {
    puzzle::SlidingPdbPuzzle::State databases;
    puzzle::SlidingWalkingPuzzle::State walking;
  };
  typedef puzzle::SlideMove Move;
  static const int max_branching = puzzle::slide_move_count;
  const puzzle::SlidingPdbPuzzle& databases;
  const puzzle::SlidingWalkingPuzzle& walking;
  State make_state(const std::uint8_t* tiles) const {
    return State{databases.make_state(tiles), walking.make_state(tiles)};
  }
  int estimate(const State& state) const {
    return std::max(databases.estimate(state.databases), walking.estimate(state.walking));
  }
  bool is_goal(const State& state) const { return databases.is_goal(state.databases); }
  int legal_moves(const State& state, Move* out) const { return databases.legal_moves(state.databases, out); }
  Move inverse(Move move) const { return databases.inverse(move); }
  void apply(State& state, Move move) const {
    walking.apply(state.walking, move);
    databases.apply(state.databases, move);
  }
};

template <class Model>
puzzle::SearchResult<puzzle::SlideMove> search(const Model& model, const std::uint8_t* tiles,
                                               const puzzle::MovePruning* pruning) {
  return puzzle::ida_star(model, model.make_state(tiles),
                          puzzle::IdaStarOptions<puzzle::MovePruning>().pruned_by(pruning));
}

// Builds the variant, then solves instances [0, count); prints each when `verbose`.
Totals run_in_process(const Variant& variant, const std::vector<Instance>& instances, std::size_t count, bool verbose) {
  Totals totals = {0, 0, 0, 0};
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  const puzzle::SlidingPdbPuzzle model(4, 4, goal, variant.patterns, true);
  const puzzle::SlidingWalkingPuzzle walking(4, 4, goal);
  const WithWalking both = {model, walking};
  const double databases = seconds_since(start);
  start = std::chrono::steady_clock::now();
  const puzzle::MovePruning pruning = puzzle::sliding_move_pruning(model, std::max(2, variant.pruning_length));
  const double automaton = variant.pruning_length ? seconds_since(start) : 0;
  totals.build = databases + automaton;
  if (verbose)
    std::printf("  build: databases%s %.3f s, move-pruning automaton (%d moves, %zu states) %.1f ms\n",
                variant.walking ? " and walking distance" : "", databases, variant.pruning_length, pruning.states(),
                automaton * 1e3);
  const puzzle::MovePruning* pruned = variant.pruning_length ? &pruning : nullptr;
  for (std::size_t i = 0; i < count && i < instances.size(); ++i) {
    start = std::chrono::steady_clock::now();
    const puzzle::SearchResult<puzzle::SlideMove> result =
        variant.walking ? search(both, instances[i].tiles, pruned) : search(model, instances[i].tiles, pruned);
    const double seconds = seconds_since(start);
    const bool right = static_cast<int>(result.moves.size()) == instances[i].length;
    totals.search += seconds;
    totals.nodes += result.expanded;
    totals.wrong += !right;
    if (verbose)
      std::printf("  #%-3d length %2zu%s  nodes %10llu  %8.4f s\n", instances[i].number, result.moves.size(),
                  right ? "" : " WRONG", static_cast<unsigned long long>(result.expanded), seconds);
  }
  return totals;
}

void print_totals(const char* name, const Totals& totals, std::size_t count) {
  std::printf("  %-44s build %6.3f s + search %6.3f s = %6.3f s; nodes %10llu (%.0f per instance, %.1f M/s)%s\n", name,
              totals.build, totals.search, totals.build + totals.search, totals.nodes,
              static_cast<double>(totals.nodes) / static_cast<double>(count), totals.nodes / totals.search / 1e6,
              totals.wrong ? "  WRONG LENGTHS" : "");
}

// The binary against the baseline on one input, whole process, alternately; answers compared.
void compare_binaries(const char* title, const std::vector<Instance>& instances, const std::string& binary,
                      const std::string& baseline, const std::string& work, int runs) {
  const std::string input = work + "/fifteen.in";
  std::ofstream(input) << input_of(instances);
  if (baseline.empty()) {
    const bench::RunFigures figures = bench::run_timed(binary, input, work + "/ours.out", runs);
    std::printf("%s\n  whole process: fifteen %.3f s (best of %d), peak %ld KiB; wrong lengths %d\n", title,
                figures.seconds, runs, figures.peak_kib, wrong_lines(bench::read_file(work + "/ours.out"), instances));
    return;
  }
  const bench::Comparison comparison = bench::compare_alternately(binary, baseline, input, work, runs);
  bench::print_comparison(title, "fifteen", "9a88095", comparison);
  const std::string ours = bench::read_file(work + "/ours.out"), theirs = bench::read_file(work + "/peer.out");
  std::printf("  wrong lengths: %d; answers %s the baseline's\n", wrong_lines(ours, instances),
              ours == theirs ? "identical to" : "DIFFERENT FROM");
}

// What a second thread could give at best (a prototype: the binaries stay single-threaded): the
// three databases built on two threads, and Korf's 100 searched by two threads taking every other
// instance (no split of one search can do better than whole instances in parallel).
void measure_two_threads(const puzzle::TilePatterns& patterns, int pruning_length,
                         const std::vector<Instance>& instances) {
  for (int threads = 1; threads <= 2; ++threads) {
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    std::vector<std::vector<std::uint8_t>> databases(patterns.size());
    std::vector<std::thread> workers;
    for (int worker = 0; worker < threads; ++worker)
      workers.emplace_back([&, worker] {
        for (std::size_t p = static_cast<std::size_t>(worker); p < patterns.size();
             p += static_cast<std::size_t>(threads))
          databases[p] = puzzle::pattern_database(4, 4, goal, patterns[p]);
      });
    for (std::thread& worker : workers) worker.join();
    const double build = seconds_since(start);
    const puzzle::SlidingPdbPuzzle model(4, 4, goal, patterns, true);
    const puzzle::MovePruning pruning = puzzle::sliding_move_pruning(model, pruning_length);
    start = std::chrono::steady_clock::now();
    workers.clear();
    for (int worker = 0; worker < threads; ++worker)
      workers.emplace_back([&, worker] {
        for (std::size_t i = static_cast<std::size_t>(worker); i < instances.size();
             i += static_cast<std::size_t>(threads))
          search(model, instances[i].tiles, &pruning);
      });
    for (std::thread& worker : workers) worker.join();
    std::printf("%d thread%s: the three databases built in %.3f s; Korf's 100 searched in %.3f s\n", threads,
                threads == 1 ? "" : "s", build, seconds_since(start));
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("fifteen", argc)) return 2;
  const std::string binary = argv[1], work = argv[3];
  const std::string baseline_path = std::string(argv[2]) + "/fifteen_9a88095";
  const std::string baseline = bench::file_exists(baseline_path) ? baseline_path : "";
  const std::vector<Instance> instances = read_korf(SHARED_DATA_DIR "/korf100.txt");
  if (instances.size() != 100) {
    std::fprintf(stderr, "fifteen_bench: expected 100 instances in %s\n", SHARED_DATA_DIR "/korf100.txt");
    return 1;
  }
  const int runs = environment_number("FIFTEEN_BENCH_RUNS", 3);
  const puzzle::TilePatterns patterns = puzzle::fifteen_puzzle_patterns();
  const int pruning_length = puzzle::fifteen_puzzle_pruning_length;

  std::printf(
      "In-process (no process start): Korf's 100 instances, databases %s with reflection, move pruning up"
      " to %d moves\n",
      patterns_text(patterns).c_str(), pruning_length);
  const Variant shipped = {"as shipped", patterns, false, pruning_length};
  const Totals ours = run_in_process(shipped, instances, 100, true);
  print_totals("total:", ours, 100);

  // The ski-rental constant: the build in nodes of the cheap search (IDA* on the walking distance).
  const puzzle::SlidingWalkingPuzzle walking(4, 4, goal);
  const int easy[] = {55, 16, 42, 9, 12};  // 41, 42, 42, 46, 45 moves
  unsigned long long walking_nodes = 0;
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
  for (int number : easy)
    walking_nodes +=
        puzzle::ida_star(walking, walking.make_state(instances[static_cast<std::size_t>(number - 1)].tiles),
                         puzzle::IdaStarOptions<>())
            .expanded;
  const double walking_seconds = seconds_since(start);
  std::printf(
      "ski rental: IDA* on the walking distance alone, instances 55, 16, 42, 9, 12: %llu nodes, %.3f s"
      " (%.1f M nodes/s); the build costs as much as %.1f M of its nodes (the binary assumes %.1f M)\n",
      walking_nodes, walking_seconds, walking_nodes / walking_seconds / 1e6,
      ours.build * walking_nodes / walking_seconds / 1e6, puzzle::fifteen_puzzle_build_cost_in_nodes() / 1e6);

  if (baseline.empty()) std::printf("(no baseline %s: bench/run.sh builds it)\n", baseline_path.c_str());
  std::printf(
      "Whole process, the binary as a user runs it (start-up, ski rental, build included), against the binary"
      " of commit 9a88095 on the same input, alternately:\n");
  compare_binaries("Korf's 100 in one input:", instances, binary, baseline, work, runs);
  std::vector<Instance> longest = instances;
  std::stable_sort(longest.begin(), longest.end(),
                   [](const Instance& a, const Instance& b) { return a.length > b.length; });
  longest.resize(10);
  std::string numbers;
  for (const Instance& instance : longest) numbers += (numbers.empty() ? "" : ", ") + std::to_string(instance.number);
  compare_binaries(("the 10 longest (" + numbers + ") in one input:").c_str(), longest, binary, baseline, work, runs);
  if (environment_number("FIFTEEN_BENCH_EIGHTY", 1)) {
    for (const Instance& board : eighty_move_boards())
      compare_binaries(("80-move board " + std::to_string(board.number) + " alone:").c_str(),
                       std::vector<Instance>(1, board), binary, baseline, work, 1);
  }

  if (environment_number("FIFTEEN_BENCH_COMPARE", 0)) {
    std::printf("Variants, in-process, Korf's 100 (build + search):\n");
    const puzzle::TilePatterns before = {
        {1, 2, 3, 4, 8}, {5, 6, 9, 10, 13}, {7, 11, 12, 14, 15}};  // 9a88095's partition
    const Variant variants[] = {{"9a88095's search: its partition, never undoing", before, false, 0},
                                {"  + move pruning, 12 moves", before, false, 12},
                                {"  + walking distance (max'ed)", before, true, 0},
                                {"  + both", before, true, 12},
                                {"this partition, never undoing", patterns, false, 0},
                                {"  + move pruning (as shipped)", patterns, false, pruning_length},
                                {"  + walking distance too", patterns, true, pruning_length}};
    for (const Variant& variant : variants)
      print_totals(variant.name, run_in_process(variant, instances, 100, false), 100);
    std::printf("Move pruning by length (this partition), Korf's 100:\n");
    for (int length = 4; length <= 14; length += 2) {
      const Variant variant = {"", patterns, false, length};
      const std::string name = "up to " + std::to_string(length) + " moves";
      print_totals(name.c_str(), run_in_process(variant, instances, 100, false), 100);
    }
    std::printf("Partitions (with reflection and move pruning), the first 40 instances:\n");
    // The partitions into connected patterns of 5 with the best estimates over random boards (of 27
    // up to the mirror), 9a88095's, rows, a mirror-symmetric one (two builds), and the best 6-6-3.
    const puzzle::TilePatterns candidates[] = {patterns,
                                               {{1, 5, 6, 9, 13}, {2, 3, 4, 7, 8}, {10, 11, 12, 14, 15}},
                                               {{1, 5, 9, 10, 13}, {2, 3, 4, 6, 7}, {8, 11, 12, 14, 15}},
                                               {{1, 2, 5, 9, 10}, {3, 4, 6, 7, 8}, {11, 12, 13, 14, 15}},
                                               {{1, 2, 3, 4, 8}, {5, 6, 7, 9, 13}, {10, 11, 12, 14, 15}},
                                               {{1, 2, 3, 4, 8}, {5, 6, 9, 10, 13}, {7, 11, 12, 14, 15}},
                                               {{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}, {11, 12, 13, 14, 15}},
                                               {{2, 3, 4, 7, 8}, {5, 9, 13, 10, 14}, {1, 6, 11, 12, 15}},
                                               {{1, 2, 3, 4, 7, 8}, {5, 6, 9, 10, 13, 14}, {11, 12, 15}}};
    for (const puzzle::TilePatterns& candidate : candidates) {
      const Variant variant = {"", candidate, false, pruning_length};
      print_totals(patterns_text(candidate).c_str(), run_in_process(variant, instances, 40, false), 40);
    }
  }
  if (environment_number("FIFTEEN_BENCH_THREADS", 0)) measure_two_threads(patterns, pruning_length, instances);
  return 0;
}
