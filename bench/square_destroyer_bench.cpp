// Benchmark of `square_destroyer` (POJ 1084): whole-process times of the CMake build and of the bundle
// compiled as POJ compiles it (g++ -std=gnu++98 -O2), against the textbook solution in the same run:
// IDA* on the number of sticks taken, the estimate "take a whole square, count 1, take all its
// sticks, repeat" over the squares smallest first, branching on the sticks of the first whole square.
// Files: the worst grids of n = 5 for the textbook (of the whole grid and the 60 grids missing one
// stick, the 10 whose search expands the most nodes, counted here), the judge's sample, and 100
// random grids. Outputs must agree. Then, in process, the search beyond the judges' sizes: the whole
// grids of n = 6 and 7 and random grids of those sizes, by the core's solver (3 words a set) and by
// the textbook's search (given up past 10^9 nodes).
// usage: square_destroyer_bench SQUARE_DESTROYER_BINARY PEER_DIR WORK_DIR   (PEER_DIR unused)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "puzzle/square_destroyer/square_destroyer_solver.hpp"
#include "textbook.hpp"

namespace {

// ---- the textbook solution, written from the statement ----

struct Textbook {
  int n = 0;
  std::vector<std::vector<int>> squares;  // sticks of each square, 0-based, smallest squares first
  std::vector<char> gone;                 // by stick: missing or taken
  long long nodes = 0, node_limit = -1;   // a limit (in process only): give up past it

  void set_grid(int size) {
    n = size;
    squares.clear();
    for (int side = 1; side <= n; ++side)
      for (int row = 0; row + side <= n; ++row)
        for (int column = 0; column + side <= n; ++column) {
          std::vector<int> sticks;
          for (int i = 0; i < side; ++i) {
            sticks.push_back(row * (2 * n + 1) + column + i);
            sticks.push_back((row + side) * (2 * n + 1) + column + i);
            sticks.push_back((row + i) * (2 * n + 1) + n + column);
            sticks.push_back((row + i) * (2 * n + 1) + n + column + side);
          }
          squares.push_back(sticks);
        }
    gone.assign(static_cast<std::size_t>(2 * n * (n + 1)), 0);
  }
  bool whole(const std::vector<int>& square, const std::vector<char>& taken) const {
    for (int stick : square)
      if (taken[static_cast<std::size_t>(stick)]) return false;
    return true;
  }
  int estimate() const {
    std::vector<char> taken = gone;
    int count = 0;
    for (const std::vector<int>& square : squares)
      if (whole(square, taken)) {
        ++count;
        for (int stick : square) taken[static_cast<std::size_t>(stick)] = 1;
      }
    return count;
  }
  bool search(int depth, int limit) {
    if (depth + estimate() > limit || (node_limit >= 0 && nodes > node_limit)) return false;
    ++nodes;
    for (const std::vector<int>& square : squares)
      if (whole(square, gone)) {
        for (int stick : square) {
          gone[static_cast<std::size_t>(stick)] = 1;
          const bool found = search(depth + 1, limit);
          gone[static_cast<std::size_t>(stick)] = 0;
          if (found) return true;
        }
        return false;
      }
    return true;
  }
  // The fewest sticks, or -1 past the node limit.
  int solve() {
    for (int limit = estimate();; ++limit) {
      if (search(0, limit)) return limit;
      if (node_limit >= 0 && nodes > node_limit) return -1;
    }
  }
};

int textbook_main() {
  int grids = 0;
  if (std::scanf("%d", &grids) != 1) return 0;
  while (grids-- > 0) {
    Textbook textbook;
    int n = 0, k = 0;
    if (std::scanf("%d %d", &n, &k) != 2) return 1;
    textbook.set_grid(n);
    for (int i = 0, stick = 0; i < k && std::scanf("%d", &stick) == 1; ++i)
      textbook.gone[static_cast<std::size_t>(stick - 1)] = 1;
    std::printf("%d\n", textbook.solve());
  }
  return 0;
}

// ---- the benchmark ----

struct Grid {
  int n;
  std::vector<int> missing;  // 1-based, as the judges number sticks
};

long long textbook_nodes(const Grid& grid, long long limit, int& answer, double& seconds) {
  Textbook textbook;
  textbook.set_grid(grid.n);
  textbook.node_limit = limit;
  for (int stick : grid.missing) textbook.gone[static_cast<std::size_t>(stick - 1)] = 1;
  const auto start = std::chrono::steady_clock::now();
  answer = textbook.solve();
  seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return textbook.nodes;
}

std::string judge_file(const std::vector<Grid>& grids) {
  std::string text = std::to_string(grids.size()) + "\n";
  for (const Grid& grid : grids) {
    text += std::to_string(grid.n) + "\n" + std::to_string(grid.missing.size());
    for (int stick : grid.missing) text += " " + std::to_string(stick);
    text += "\n";
  }
  return text;
}

Grid random_grid(int n, int percent, std::mt19937& random) {
  Grid grid = {n, {}};
  for (int stick = 1; stick <= 2 * n * (n + 1); ++stick)
    if (static_cast<int>(random() % 100) < percent) grid.missing.push_back(stick);
  return grid;
}

// The core's solver beyond the judges' sizes, in process.
void beyond_the_judges(const Grid& grid, const char* title) {
  puzzle::BasicSquareDestroyerSolver<3> solver;
  puzzle::StickGridCase<3> question = {grid.n, puzzle::BitSet<3>::none()};
  for (int stick : grid.missing) question.missing.insert(stick - 1);
  auto start = std::chrono::steady_clock::now();
  const puzzle::SearchResult<int> ours = solver.solve(question);
  const double ours_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  int textbook_answer = 0;
  double textbook_seconds = 0;
  const long long textbook_expanded = textbook_nodes(grid, 1000000000LL, textbook_answer, textbook_seconds);
  std::printf("%s: %d sticks; ours %.3f s (%llu nodes); textbook ", title, puzzle::fewest_moves(ours), ours_seconds,
              static_cast<unsigned long long>(ours.expanded));
  if (textbook_answer < 0)
    std::printf("gave up after %lld nodes, %.1f s\n", textbook_expanded, textbook_seconds);
  else
    std::printf("%d sticks, %.3f s (%lld nodes)%s\n", textbook_answer, textbook_seconds, textbook_expanded,
                textbook_answer == puzzle::fewest_moves(ours) ? "" : "  DISAGREE");
}

}  // namespace

int main(int argc, char** argv) {
  if (bench::called_as_textbook(argv[0])) return textbook_main();
  if (!bench::has_bench_arguments("square_destroyer", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string textbook = bench::textbook_program(work, "square_destroyer");
  const std::string bundle = work + "/square_destroyer_bundle";
  const bool with_bundle = bench::compile_bundle("square_destroyer", "g++ -std=gnu++98 -O2", bundle);

  std::vector<std::pair<long long, Grid>> candidates;
  std::vector<Grid> grids(1, Grid{5, {}});
  for (int stick = 1; stick <= 60; ++stick) grids.push_back(Grid{5, {stick}});
  for (const Grid& grid : grids) {
    int answer = 0;
    double seconds = 0;
    candidates.emplace_back(textbook_nodes(grid, -1, answer, seconds), grid);
  }
  std::stable_sort(
      candidates.begin(), candidates.end(),
      [](const std::pair<long long, Grid>& a, const std::pair<long long, Grid>& b) { return a.first > b.first; });
  std::vector<Grid> worst, random_grids;
  for (int i = 0; i < 10; ++i) worst.push_back(candidates[static_cast<std::size_t>(i)].second);
  std::printf("worst grids of n = 5: the textbook expands %lld to %lld nodes each (the whole grid: %s)\n",
              candidates[9].first, candidates[0].first, worst[0].missing.empty() ? "the worst" : "not the worst");
  std::mt19937 random(1084);
  for (int i = 0; i < 100; ++i)
    random_grids.push_back(random_grid(1 + static_cast<int>(random() % 5), static_cast<int>(random() % 30), random));

  const struct {
    const char* title;
    std::string input;
  } files[] = {{"the 10 worst grids of n = 5 for the textbook", judge_file(worst)},
               {"the judge's sample (3, 3)", "2\n2\n0\n3\n3 12 17 23\n"},
               {"100 random grids of n = 1-5, 0-29% of the sticks missing (seed 1084)", judge_file(random_grids)}};
  for (const auto& file : files) {
    std::ofstream(work + "/in.txt") << file.input;
    const bench::Comparison ours_against = bench::compare_alternately(ours, textbook, work + "/in.txt", work, 3);
    const bool agree = bench::read_file(work + "/ours.out") == bench::read_file(work + "/peer.out");
    bench::print_comparison(file.title, "square_destroyer", "textbook IDA*", ours_against);
    if (with_bundle) {
      const bench::Comparison bundle_against = bench::compare_alternately(bundle, textbook, work + "/in.txt", work, 3);
      bench::print_comparison("  the same, the bundle (gnu++98 -O2)", "bundle", "textbook IDA*", bundle_against);
    }
    std::printf("  answers %s\n", agree ? "agree" : "DISAGREE");
  }

  std::printf("beyond the judges' n <= 5, in process:\n");
  beyond_the_judges(Grid{6, {}}, "  the whole 6 x 6 grid");
  beyond_the_judges(Grid{7, {}}, "  the whole 7 x 7 grid");
  for (int i = 0; i < 3; ++i) beyond_the_judges(random_grid(7, 5, random), "  a 7 x 7 grid, 5% of the sticks missing");
  return 0;
}
