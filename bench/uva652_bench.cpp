// Benchmark of `uva652` (UVa 652), whole process (sliding_format_bench.hpp): 100 and 100,000 random
// boards (half unsolvable; UVa's largest file is not published: 100,000 stands for it), against a
// breadth-first search per board.
// usage: uva652_bench UVA652_BINARY PEER_DIR WORK_DIR   (UVA652_BENCH_RUNS=n: runs, default 5)
#include <string>
#include <vector>

#include "sliding_format_bench.hpp"

namespace {

// N, then a blank line and 9 tokens (x the blank) a board.
std::string file_of(const std::vector<bench::Board>& boards) {
  std::string text = std::to_string(boards.size()) + "\n";
  for (const bench::Board& board : boards) text += "\n" + bench::x_blank_line(board);
  return text;
}

}  // namespace

int main(int argc, char** argv) {
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
  bench::run_format_bench(format, argv[1], argv[3]);
  return 0;
}
