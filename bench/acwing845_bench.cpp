// Benchmark of `acwing845` (AcWing 845), whole process (sliding_format_bench.hpp): a farthest board
// (31 moves), 100 and 100,000 random boards (half cannot reach the goal), against a breadth-first
// search per board.
// usage: acwing845_bench ACWING845_BINARY PEER_DIR WORK_DIR   (ACWING845_BENCH_RUNS=n: runs, default 5)
#include <string>
#include <vector>

#include "sliding_format_bench.hpp"

namespace {

// 9 tokens a board, x the blank.
std::string file_of(const std::vector<bench::Board>& boards) {
  std::string text;
  for (const bench::Board& board : boards) text += bench::x_blank_line(board);
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("acwing845", argc)) return 2;
  const bench::FormatBench format = {"acwing845",
                                     3,
                                     3,
                                     {1, 2, 3, 4, 5, 6, 7, 8, 0},
                                     file_of,
                                     true,
                                     true,
                                     1.0,
                                     "1 s (AcWing's usual; the page's own not verified)"};
  bench::run_format_bench(format, argv[1], argv[3]);
  return 0;
}
