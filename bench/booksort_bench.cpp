// Benchmark of `booksort`: whole-process times of the CMake build and of the bundle compiled as POJ
// compiles it (g++ -std=gnu++98 -O2), against the baseline IDA* (booksort_idastar) in the same run,
// on generated files (fixed seeds): the worst cases, shelves of 15 at distance exactly 4 and at 5 or
// more with the baseline's estimate at most 4 (so that it searches to depth 4); the hardest of those,
// whose cycle-graph bound is also at most 4 (so that ours searches too); uniformly random shelves;
// one hard case; and none (start-up and table). Distances are classified here by a plain IDA* over
// every block move with the framed breakpoint bound, independent of the solver.
// usage: booksort_bench BOOKSORT_BINARY PEER_DIR WORK_DIR   (PEER_DIR from ../shared/peers/build.sh)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "puzzle/block_moves/block_move.hpp"
#include "puzzle/block_moves/cycle_graph_bound.hpp"

namespace {

typedef std::vector<int> Shelf;  // the books 1..n in shelf order

const int books = 15;

// Exchanges the blocks of positions [first, middle) and [middle, last).
void move_block(Shelf& shelf, int first, int middle, int last) {
  std::rotate(shelf.begin() + first, shelf.begin() + middle, shelf.begin() + last);
}

// Breakpoints of the shelf framed by 0 and n+1: a move changes at most 3.
int framed_breakpoints(const Shelf& shelf) {
  int breakpoints = 0, before = 0;
  for (int book : shelf) breakpoints += book != before + 1, before = book;
  return breakpoints + (before != static_cast<int>(shelf.size()));
}

// The baseline's estimate: ceil(adjacent pairs out of order / 3), the ends not counted.
int baseline_estimate(const Shelf& shelf) {
  int wrong = 0;
  for (std::size_t i = 0; i + 1 < shelf.size(); ++i) wrong += shelf[i + 1] != shelf[i] + 1;
  return (wrong + 2) / 3;
}

bool sorts_within(Shelf& shelf, int moves_left) {
  const int breakpoints = framed_breakpoints(shelf);
  if (breakpoints == 0) return true;
  if (3 * moves_left < breakpoints) return false;
  const int n = static_cast<int>(shelf.size());
  for (int first = 0; first < n; ++first)
    for (int middle = first + 1; middle < n; ++middle)
      for (int last = middle + 1; last <= n; ++last) {
        move_block(shelf, first, middle, last);
        const bool sorted = sorts_within(shelf, moves_left - 1);
        move_block(shelf, first, first + last - middle, last);
        if (sorted) return true;
      }
  return false;
}

// The fewest moves, 0-4, or 5 for 5 or more.
int distance(Shelf shelf) {
  int moves = 0;
  while (moves <= 4 && !sorts_within(shelf, moves)) ++moves;
  return moves;
}

Shelf random_walk(int moves, std::mt19937& random) {
  Shelf shelf(books);
  std::iota(shelf.begin(), shelf.end(), 1);
  std::uniform_int_distribution<int> gap(0, books);
  for (int i = 0; i < moves; ++i) {
    int cut[3];
    do {
      for (int& c : cut) c = gap(random);
      std::sort(cut, cut + 3);
    } while (cut[0] == cut[1] || cut[1] == cut[2]);
    move_block(shelf, cut[0], cut[1], cut[2]);
  }
  return shelf;
}

bool cycle_bound_at_most_4(const Shelf& shelf) {
  return puzzle::cycle_graph_bound(puzzle::make_block_permutation(shelf.data(), books)) <= 4;
}

std::string case_text(const Shelf& shelf) {
  std::string text = std::to_string(shelf.size()) + "\n";
  for (std::size_t i = 0; i < shelf.size(); ++i) text += std::to_string(shelf[i]) + (i + 1 < shelf.size() ? " " : "\n");
  return text;
}

void write_cases(const std::string& path, std::vector<Shelf> shelves, std::mt19937& random) {
  std::shuffle(shelves.begin(), shelves.end(), random);
  std::string text = std::to_string(shelves.size()) + "\n";
  for (const Shelf& shelf : shelves) text += case_text(shelf);
  std::ofstream(path, std::ios::binary) << text;
}

// Shelves of 15 reached by `walk` random moves (5-7 when 0) with the baseline's estimate at most 4,
// `extra` true of them, at exactly `wanted` moves (5: 5 or more).
template <class Extra>
std::vector<Shelf> hard_shelves(int count, int walk, int wanted, Extra extra, std::mt19937& random) {
  std::vector<Shelf> shelves;
  while (static_cast<int>(shelves.size()) < count) {
    const Shelf shelf = random_walk(walk != 0 ? walk : 5 + static_cast<int>(random() % 3), random);
    if (baseline_estimate(shelf) <= 4 && extra(shelf) && distance(shelf) == wanted) shelves.push_back(shelf);
  }
  return shelves;
}

bool any_shelf(const Shelf&) { return true; }

struct Program {
  const char* name;
  std::string path;
  int repeats;
  bool is_baseline;
};

// Times each program on one file; prints whole-process seconds, microseconds per case (and beyond
// start-up: less the time of an empty input), peak memory, each ratio to the baseline (if given,
// last) and whether all answers agree.
void compare(const char* title, const std::string& input, int cases, const std::vector<Program>& programs,
             const std::vector<double>& start_up, const std::string& work) {
  std::printf("%s (%d cases)\n", title, cases);
  std::vector<double> seconds;
  std::string first_answers;
  bool same = true;
  for (std::size_t p = 0; p < programs.size(); ++p) {
    const std::string output = work + "/" + programs[p].name + ".out";
    const bench::RunFigures figures = bench::run_timed(programs[p].path, input, output, programs[p].repeats);
    seconds.push_back(figures.seconds);
    const std::string answers = bench::read_file(output);
    if (p == 0) first_answers = answers;
    same = same && answers == first_answers;
    std::printf("  %-16s %9.4f s %9.2f us/case", programs[p].name, figures.seconds, 1e6 * figures.seconds / cases);
    if (!start_up.empty()) std::printf(" (%8.2f beyond start-up)", 1e6 * (figures.seconds - start_up[p]) / cases);
    std::printf("  peak %6ld KiB%s\n", figures.peak_kib, figures.succeeded ? "" : "  FAILED");
  }
  std::printf("  ->");
  for (std::size_t p = 0; p + 1 < programs.size() && programs.back().is_baseline; ++p)
    std::printf(" %s %.1fx faster;", programs[p].name, seconds.back() / seconds[p]);
  std::printf(" answers %s\n", same ? "identical" : "DIFFER");
}

std::vector<double> start_up_seconds(const std::string& input, const std::vector<Program>& programs, const std::string& work) {
  std::vector<double> seconds;
  for (const Program& program : programs)
    seconds.push_back(bench::run_timed(program.path, input, work + "/none.out", 10).seconds);
  return seconds;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: booksort_bench BOOKSORT_BINARY PEER_DIR WORK_DIR\n");
    return 2;
  }
  const std::string ours = argv[1], work = argv[3];
  const std::string peer = std::string(argv[2]) + "/booksort_idastar";
  const std::string bundle = work + "/booksort_bundle";
  const std::string compile = "g++ -std=gnu++98 -O2 -o " + bundle + " " BUNDLE_DIR "/booksort.cpp";
  std::vector<Program> programs;
  programs.push_back(Program{"booksort", ours, 5, false});
  if (std::system(compile.c_str()) == 0) {
    programs.push_back(Program{"bundle(gnu++98)", bundle, 5, false});
  } else {
    std::printf("(could not compile the bundle: %s)\n", compile.c_str());
  }
  if (bench::file_exists(peer)) {
    programs.push_back(Program{"booksort_idastar", peer, 1, true});
  } else {
    std::printf("(peer %s not built: run ../shared/peers/build.sh)\n", peer.c_str());
  }

  std::mt19937 random(3460);
  std::vector<Shelf> worst = hard_shelves(1000, 4, 4, any_shelf, random);
  const std::vector<Shelf> five_or_more = hard_shelves(1000, 0, 5, any_shelf, random);
  const Shelf one = five_or_more.front();
  worst.insert(worst.end(), five_or_more.begin(), five_or_more.end());
  write_cases(work + "/worst.in", worst, random);
  write_cases(work + "/hardest.in", hard_shelves(200, 0, 5, cycle_bound_at_most_4, random), random);
  std::vector<Shelf> uniform;
  for (int i = 0; i < 2000; ++i) {
    Shelf shelf(static_cast<std::size_t>(std::uniform_int_distribution<int>(1, books)(random)));
    std::iota(shelf.begin(), shelf.end(), 1);
    std::shuffle(shelf.begin(), shelf.end(), random);
    uniform.push_back(shelf);
  }
  write_cases(work + "/uniform.in", uniform, random);
  write_cases(work + "/one.in", std::vector<Shelf>(1, one), random);
  std::ofstream(work + "/none.in", std::ios::binary) << "0\n";

  const std::vector<double> start_up = start_up_seconds(work + "/none.in", programs, work);
  compare("worst: 15 books, half at 4 moves, half 5+ with the baseline's estimate <= 4", work + "/worst.in", 2000,
          programs, start_up, work);
  compare("hardest: 15 books, 5+ with the cycle-graph bound <= 4 too", work + "/hardest.in", 200, programs,
          start_up, work);
  compare("uniform: 1-15 books, uniformly random", work + "/uniform.in", 2000, programs, start_up, work);
  compare("one hard case (5+)", work + "/one.in", 1, programs, std::vector<double>(), work);
  compare("no case (start-up and table)", work + "/none.in", 1, programs, std::vector<double>(), work);
  return 0;
}
