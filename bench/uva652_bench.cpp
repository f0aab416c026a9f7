// Benchmark of `uva652` (UVa 652), whole process (sliding_format_bench.hpp): 100 and 100,000 random
// boards (half unsolvable; UVa's largest file is not published: 100,000 stands for it), against a
// breadth-first search per board; then 300 random solvable boards in one file (the size of the
// public solutions' own tests), against the textbook's plain IDA* on Manhattan distance, written
// below from the statement as the published IDA* solutions do it (textbook.hpp), answers compared.
// usage: uva652_bench UVA652_BINARY PEER_DIR WORK_DIR   (UVA652_BENCH_RUNS=n: runs, default 5)
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "sliding_format_bench.hpp"
#include "textbook.hpp"

namespace {

// ---- the textbook solution: IDA* on Manhattan distance, one board at a time ----

int tiles[9], blank;
char path[64];
const char letters[4] = {'d', 'l', 'r', 'u'};
const int row_step[4] = {1, 0, 0, -1}, col_step[4] = {0, -1, 1, 0};

int manhattan_of(int tile, int cell) {
  return std::abs((tile - 1) / 3 - cell / 3) + std::abs((tile - 1) % 3 - cell % 3);
}

// Depth-first to `bound` moves in d, l, r, u order, never undoing the last move; true once solved.
bool deepen(int depth, int bound, int estimate, int last) {
  if (estimate == 0) {
    path[depth] = 0;
    return true;
  }
  if (depth + estimate > bound) return false;
  for (int m = 0; m < 4; ++m) {
    if (last >= 0 && m == 3 - last) continue;
    const int row = blank / 3 + row_step[m], col = blank % 3 + col_step[m];
    if (row < 0 || row > 2 || col < 0 || col > 2) continue;
    const int cell = row * 3 + col, tile = tiles[cell];
    const int next = estimate - manhattan_of(tile, cell) + manhattan_of(tile, blank);
    tiles[blank] = tile, tiles[cell] = 0;
    const int from = blank;
    blank = cell;
    path[depth] = letters[m];
    if (deepen(depth + 1, bound, next, m)) return true;
    blank = from, tiles[cell] = tile, tiles[from] = 0;
  }
  return false;
}

int textbook_main() {
  int count = 0;
  if (std::scanf("%d", &count) != 1) return 0;
  for (int c = 0; c < count; ++c) {
    char token[8];
    int inversions = 0, estimate = 0;
    for (int cell = 0; cell < 9; ++cell) {
      if (std::scanf("%7s", token) != 1) return 0;
      tiles[cell] = token[0] == 'x' ? 0 : std::atoi(token);
      if (tiles[cell] == 0)
        blank = cell;
      else
        estimate += manhattan_of(tiles[cell], cell);
      for (int before = 0; before < cell; ++before) inversions += tiles[cell] && tiles[before] > tiles[cell];
    }
    if (c) std::printf("\n");
    if (inversions % 2) {
      std::printf("unsolvable\n");
      continue;
    }
    for (int bound = estimate;; bound += 2)
      if (deepen(0, bound, estimate, -1)) break;
    std::printf("%s\n", path);
  }
  return 0;
}

// ---- the benchmark ----

// N, then a blank line and 9 tokens (x the blank) a board.
std::string file_of(const std::vector<bench::Board>& boards) {
  std::string text = std::to_string(boards.size()) + "\n";
  for (const bench::Board& board : boards) text += "\n" + bench::x_blank_line(board);
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  if (bench::called_as_textbook(argv[0])) return textbook_main();
  if (!bench::has_bench_arguments("uva652", argc)) return 2;
  const bench::FormatBench format = {"uva652",
                                     3,
                                     3,
                                     {1, 2, 3, 4, 5, 6, 7, 8, 0},
                                     file_of,
                                     true,
                                     false,
                                     3.0,
                                     "3 s (UVa's usual; the problem's own not verified)"};
  const std::string ours = argv[1], work = argv[3];
  bench::run_format_bench(format, ours, work);

  std::mt19937 random(652);
  const std::vector<bench::Board> solvable = bench::random_boards(
      {"uva652", 3, 3, format.goal, file_of, false, false, 3.0, ""}, bench::distances_to(format.goal, 3), 300, random);
  std::ofstream(work + "/solvable300.in") << file_of(solvable);
  const std::string textbook = bench::textbook_program(work, "uva652");
  const bench::Comparison against =
      bench::compare_alternately(ours, textbook, work + "/solvable300.in", work, bench::bench_runs("uva652", 5) * 4);
  bench::print_comparison("300 random solvable boards in one file, against the textbook IDA* on Manhattan distance:",
                          "uva652", "IDA*", against);
  std::printf("  answers %s\n",
              bench::read_file(work + "/ours.out") == bench::read_file(work + "/peer.out") ? "agree" : "DISAGREE");
  return 0;
}
