// Benchmark of `booksort`: whole-process times of the CMake build and of the bundle compiled as POJ
// compiles it (g++ -std=gnu++98 -O2), against the baseline IDA* (booksort_idastar) in the same run,
// on generated files (fixed seeds): the worst cases, shelves of 15 at distance exactly 4 and at 5 or
// more with the baseline's estimate at most 4 (so that it searches to depth 4); the hardest of those,
// whose cycle-graph bound is also at most 4 (so that ours searches too); uniformly random shelves;
// one of the hardest cases; and none (start-up and table). Distances are classified here by a plain
// IDA* over every block move with the framed breakpoint bound, independent of the solver.
// With BOOKSORT_BENCH_COMPARE=1 it also times, in process on the same files, the methods that the
// solver's was chosen from (docs/binaries/booksort.md): estimates, move sets, meeting in the middle, table sizes.
// usage: booksort_bench BOOKSORT_BINARY PEER_DIR WORK_DIR   (PEER_DIR: the published solutions as bench/run.sh builds
// them; docs/performance.md)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "puzzle/block_moves/block_move_puzzle.hpp"
#include "puzzle/block_moves/cycle_graph_bound.hpp"
#include "puzzle/search/ida_star.hpp"

namespace {

typedef std::vector<int> Shelf;  // the books 1..n in shelf order

const int books = 15;

// A shelf framed by 0 and n+1, for the searches here: gap g lies between item[g] and item[g + 1].
struct Framed {
  int n;
  std::uint8_t item[puzzle::max_block_items + 2];
};

Framed framed(const Shelf& shelf) {
  Framed f;
  f.n = static_cast<int>(shelf.size());
  f.item[0] = 0;
  for (int i = 0; i < f.n; ++i) f.item[i + 1] = static_cast<std::uint8_t>(shelf[static_cast<std::size_t>(i)]);
  f.item[f.n + 1] = static_cast<std::uint8_t>(f.n + 1);
  return f;
}

// Exchanges the blocks between gaps first, middle and last.
void move_block(Framed& f, int first, int middle, int last) {
  std::rotate(f.item + first + 1, f.item + middle + 1, f.item + last + 1);
}

bool is_breakpoint(const Framed& f, int gap) { return f.item[gap + 1] != f.item[gap] + 1; }

int breakpoints(const Framed& f, bool count_ends) {
  int count = 0;
  for (int gap = count_ends ? 0 : 1; gap <= (count_ends ? f.n : f.n - 1); ++gap) count += is_breakpoint(f, gap);
  return count;
}

std::uint64_t key(const Framed& f) {
  std::uint64_t value = 0;
  for (int i = 1; i <= f.n; ++i) value = value << 4 | (f.item[i] - 1u);
  return value;
}

// The shelves within 2 moves of sorted, for meeting in the middle: an open-addressing hash set of
// 60-bit keys (4 bits a book) with their distances.
class NearSorted {
 public:
  explicit NearSorted(int n) : keys_(1u << 20, empty), distance_(1u << 20, 0) {
    Framed sorted;
    sorted.n = n;
    for (int i = 0; i <= n + 1; ++i) sorted.item[i] = static_cast<std::uint8_t>(i);
    insert(key(sorted), 0);
    std::vector<Framed> level(1, sorted);
    for (int d = 1; d <= 2; ++d) {
      std::vector<Framed> next;
      for (const Framed& f : level)
        for (int first = 0; first <= n; ++first)
          for (int middle = first + 1; middle <= n; ++middle)
            for (int last = middle + 1; last <= n; ++last) {
              Framed moved = f;
              move_block(moved, first, middle, last);
              if (insert(key(moved), d)) next.push_back(moved);
            }
      level.swap(next);
    }
  }
  // The distance of a shelf within 2 moves of sorted, or -1.
  int find(std::uint64_t k) const {
    for (std::size_t i = slot(k);; i = (i + 1) & mask)
      if (keys_[i] == k)
        return distance_[i];
      else if (keys_[i] == empty)
        return -1;
  }

 private:
  static constexpr std::uint64_t empty = ~0ull;  // constexpr: inline (C++17), so a reference to it links
  static const std::size_t mask = (1u << 20) - 1;
  static std::size_t slot(std::uint64_t k) { return static_cast<std::size_t>(k * 0x9E3779B97F4A7C15ull >> 40) & mask; }
  bool insert(std::uint64_t k, int d) {
    std::size_t i = slot(k);
    while (keys_[i] != empty && keys_[i] != k) i = (i + 1) & mask;
    if (keys_[i] == k) return false;
    keys_[i] = k;
    distance_[i] = static_cast<std::uint8_t>(d);
    return true;
  }
  std::vector<std::uint64_t> keys_;
  std::vector<std::uint8_t> distance_;
};

// A depth-first search to a depth limit, with the options the methods differ in.
struct Options {
  bool count_ends;       // breakpoints of the framed shelf (else the baseline's: ends not counted)
  bool cycle_bound;      // the larger of ceil(breakpoints / 3) and the cycle-graph bound
  bool breakpoint_cuts;  // only moves whose three cuts are breakpoints
  bool meet_in_middle;   // with 2 moves left, look the shelf up among those within 2 of sorted
};

int estimate(const Framed& f, const Options& options) {
  int bound = (breakpoints(f, options.count_ends) + 2) / 3;
  if (options.cycle_bound) {
    puzzle::BlockPermutation permutation;
    std::memset(&permutation, 0, sizeof permutation);
    permutation.size = static_cast<std::uint8_t>(f.n);
    std::memcpy(permutation.item, f.item, static_cast<std::size_t>(f.n + 2));
    bound = std::max(bound, puzzle::cycle_graph_bound(permutation));
  }
  return bound;
}

bool sorts_within(Framed& f, int moves_left, const Options& options, const NearSorted* near) {
  const int bound = estimate(f, options);
  if (bound > moves_left) return false;
  if (breakpoints(f, true) == 0) return true;
  if (near != 0 && moves_left <= 2) {
    const int d = near->find(key(f));
    return d >= 0 && d <= moves_left;
  }
  for (int first = 0; first <= f.n; ++first)
    for (int middle = first + 1; middle <= f.n; ++middle)
      for (int last = middle + 1; last <= f.n; ++last) {
        if (options.breakpoint_cuts && !(is_breakpoint(f, first) && is_breakpoint(f, middle) && is_breakpoint(f, last)))
          continue;
        move_block(f, first, middle, last);
        const bool sorted = sorts_within(f, moves_left - 1, options, near);
        move_block(f, first, first + last - middle, last);
        if (sorted) return true;
      }
  return false;
}

// The fewest moves, 0-4, or 5 for 5 or more.
int distance(const Shelf& shelf, const Options& options, const NearSorted* near) {
  Framed f = framed(shelf);
  int moves = std::min(estimate(f, options), 5);
  while (moves <= 4 && !sorts_within(f, moves, options, near)) ++moves;
  return moves;
}

// The classifier of the generated files: every move, the framed breakpoint bound only.
const Options plain = {true, false, false, false};

Shelf random_walk(int moves, std::mt19937& random) {
  Shelf shelf(books);
  std::iota(shelf.begin(), shelf.end(), 1);
  Framed f = framed(shelf);
  std::uniform_int_distribution<int> gap(0, books);
  for (int i = 0; i < moves; ++i) {
    int cut[3];
    do {
      for (int& c : cut) c = gap(random);
      std::sort(cut, cut + 3);
    } while (cut[0] == cut[1] || cut[1] == cut[2]);
    move_block(f, cut[0], cut[1], cut[2]);
  }
  return Shelf(f.item + 1, f.item + 1 + books);
}

// The baseline's estimate: ceil(adjacent pairs out of order / 3), the ends not counted.
int baseline_estimate(const Shelf& shelf) { return (breakpoints(framed(shelf), false) + 2) / 3; }

bool cycle_bound_at_most_4(const Shelf& shelf) {
  return puzzle::cycle_graph_bound(puzzle::make_block_permutation(shelf.data(), books)) <= 4;
}

bool any_shelf(const Shelf&) { return true; }

// Shelves of 15 reached by `walk` random moves (5-7 when 0) with the baseline's estimate at most 4,
// `extra` true of them, at exactly `wanted` moves (5: 5 or more).
template <class Extra>
std::vector<Shelf> hard_shelves(int count, int walk, int wanted, Extra extra, std::mt19937& random) {
  std::vector<Shelf> shelves;
  while (static_cast<int>(shelves.size()) < count) {
    const Shelf shelf = random_walk(walk != 0 ? walk : 5 + static_cast<int>(random() % 3), random);
    if (baseline_estimate(shelf) <= 4 && extra(shelf) && distance(shelf, plain, 0) == wanted) shelves.push_back(shelf);
  }
  return shelves;
}

std::string case_text(const Shelf& shelf) {
  std::string text = std::to_string(shelf.size()) + "\n";
  for (std::size_t i = 0; i < shelf.size(); ++i) text += std::to_string(shelf[i]) + (i + 1 < shelf.size() ? " " : "\n");
  return text;
}

void write_cases(const std::string& path, const std::vector<Shelf>& shelves) {
  std::string text = std::to_string(shelves.size()) + "\n";
  for (const Shelf& shelf : shelves) text += case_text(shelf);
  std::ofstream(path, std::ios::binary) << text;
}

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

std::vector<double> start_up_seconds(const std::string& input, const std::vector<Program>& programs,
                                     const std::string& work) {
  std::vector<double> seconds;
  for (const Program& program : programs)
    seconds.push_back(bench::run_timed(program.path, input, work + "/none.out", 10).seconds);
  return seconds;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// In process: each method's microseconds per case on each file, and its set-up.
void compare_methods(const std::vector<std::vector<Shelf>>& files, const std::vector<const char*>& names) {
  struct Method {
    const char* name;
    Options options;
  };
  const Method searches[] = {
      {"baseline's: breakpoints without the ends, every move", {false, false, false, false}},
      {"breakpoints with the ends (framed), every move", {true, false, false, false}},
      {"framed, cycle-graph bound, every move", {true, true, false, false}},
      {"framed, cycle-graph bound, moves cutting 3 breakpoints", {true, true, true, false}},
      {"the same, meeting in the middle with 2 moves left", {true, true, true, true}},
  };
  std::printf("methods in process (us per case:");
  for (const char* name : names) std::printf(" %s", name);
  std::printf(")\n");
  for (const Method& method : searches) {
    std::vector<NearSorted*> near(books + 1, static_cast<NearSorted*>(0));
    const std::chrono::steady_clock::time_point build = std::chrono::steady_clock::now();
    if (method.options.meet_in_middle)
      for (int n = 1; n <= books; ++n) near[static_cast<std::size_t>(n)] = new NearSorted(n);
    std::printf("  %-58s set-up %7.2f ms:", method.name, 1e3 * seconds_since(build));
    for (const std::vector<Shelf>& file : files) {
      const std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
      for (const Shelf& shelf : file) distance(shelf, method.options, near[shelf.size()]);
      std::printf(" %9.2f", 1e6 * seconds_since(start) / static_cast<double>(file.size()));
    }
    std::printf("\n");
    for (NearSorted* table : near) delete table;
  }
  const int tables[][2] = {{5, 0}, {7, 3}, {8, 2}, {8, 3}, {8, 4}, {8, 100}, {9, 3}};
  for (const int* table : tables) {
    const std::chrono::steady_clock::time_point build = std::chrono::steady_clock::now();
    const puzzle::ReducedDistanceTable distances(table[0], table[1]);
    const double build_seconds = seconds_since(build);
    const puzzle::BlockMovePuzzle puzzle(distances);
    std::printf("  the solver's model, table of %d points to depth %-3d          set-up %7.2f ms:", table[0], table[1],
                1e3 * build_seconds);
    for (const std::vector<Shelf>& file : files) {
      const std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
      for (const Shelf& shelf : file)
        puzzle::ida_star(puzzle, puzzle::make_block_permutation(shelf.data(), static_cast<int>(shelf.size())),
                         puzzle::IdaStarOptions<>().bound(4));
      std::printf(" %9.2f", 1e6 * seconds_since(start) / static_cast<double>(file.size()));
    }
    std::printf("\n");
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("booksort", argc)) return 2;
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
    std::printf("(peer %s not built: run bench/run.sh, docs/performance.md)\n", peer.c_str());
  }

  std::mt19937 random(3460);
  std::vector<Shelf> worst = hard_shelves(1000, 4, 4, any_shelf, random);
  const std::vector<Shelf> five_or_more = hard_shelves(1000, 0, 5, any_shelf, random);
  worst.insert(worst.end(), five_or_more.begin(), five_or_more.end());
  std::shuffle(worst.begin(), worst.end(), random);
  const std::vector<Shelf> hardest = hard_shelves(200, 0, 5, cycle_bound_at_most_4, random);
  std::vector<Shelf> uniform;
  for (int i = 0; i < 2000; ++i) {
    Shelf shelf(static_cast<std::size_t>(std::uniform_int_distribution<int>(1, books)(random)));
    std::iota(shelf.begin(), shelf.end(), 1);
    std::shuffle(shelf.begin(), shelf.end(), random);
    uniform.push_back(shelf);
  }
  write_cases(work + "/worst.in", worst);
  write_cases(work + "/hardest.in", hardest);
  write_cases(work + "/uniform.in", uniform);
  write_cases(work + "/one.in", std::vector<Shelf>(1, hardest.front()));
  std::ofstream(work + "/none.in", std::ios::binary) << "0\n";

  const std::vector<double> start_up = start_up_seconds(work + "/none.in", programs, work);
  compare("worst: 15 books, half at 4 moves, half 5+ with the baseline's estimate <= 4", work + "/worst.in", 2000,
          programs, start_up, work);
  compare("hardest: 15 books, 5+ with the cycle-graph bound <= 4 too", work + "/hardest.in", 200, programs, start_up,
          work);
  compare("uniform: 1-15 books, uniformly random", work + "/uniform.in", 2000, programs, start_up, work);
  compare("one of the hardest cases", work + "/one.in", 1, programs, std::vector<double>(), work);
  compare("no case (start-up and table)", work + "/none.in", 1, programs, std::vector<double>(), work);

  const char* compare_setting = std::getenv("BOOKSORT_BENCH_COMPARE");
  if (compare_setting != 0 && std::string(compare_setting) == "1") {
    std::vector<std::vector<Shelf>> files;
    files.push_back(worst);
    files.push_back(hardest);
    files.push_back(uniform);
    std::vector<const char*> names;
    names.push_back("worst");
    names.push_back("hardest");
    names.push_back("uniform");
    compare_methods(files, names);
  }
  return 0;
}
