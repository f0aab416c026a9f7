// Benchmark of `alds1_13_b` (AOJ ALDS1_13_B), whole process (sliding_format_bench.hpp): a farthest
// board (31 moves), 100 and 100,000 random solvable boards, against a breadth-first search per board.
// usage: alds1_13_b_bench ALDS1_13_B_BINARY PEER_DIR WORK_DIR   (ALDS1_13_B_BENCH_RUNS=n: runs, default 5)
#include <string>
#include <vector>

#include "sliding_format_bench.hpp"

namespace {

// 3 rows of 3 numbers a board, 0 the blank.
std::string file_of(const std::vector<bench::Board>& boards) {
  std::string text;
  for (const bench::Board& board : boards)
    for (std::size_t cell = 0; cell < 9; ++cell) text += std::to_string(board[cell]) + (cell % 3 == 2 ? "\n" : " ");
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("alds1_13_b", argc)) return 2;
  const bench::FormatBench format = {"alds1_13_b",
                                     3,
                                     3,
                                     {1, 2, 3, 4, 5, 6, 7, 8, 0},
                                     file_of,
                                     false,
                                     true,
                                     1.0,
                                     "1 s (AOJ's usual; the page's own not verified)"};
  bench::run_format_bench(format, argv[1], argv[3]);
  return 0;
}
