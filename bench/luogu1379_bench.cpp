// Benchmark of `luogu1379` (Luogu P1379), whole process (sliding_format_bench.hpp): the farthest
// board (30 moves), 100 and 100,000 random boards, against a breadth-first search per board.
// usage: luogu1379_bench LUOGU1379_BINARY PEER_DIR WORK_DIR   (LUOGU1379_BENCH_RUNS=n: runs, default 5)
#include <string>
#include <vector>

#include "sliding_format_bench.hpp"

namespace {

// One token of 9 digits a board.
std::string file_of(const std::vector<bench::Board>& boards) {
  std::string text;
  for (const bench::Board& board : boards) {
    for (std::uint8_t tile : board) text += static_cast<char>('0' + tile);
    text += '\n';
  }
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("luogu1379", argc)) return 2;
  const bench::FormatBench format = {"luogu1379",
                                     3,
                                     3,
                                     {1, 2, 3, 8, 0, 4, 7, 6, 5},
                                     file_of,
                                     false,
                                     true,
                                     1.0,
                                     "1 s (Luogu's usual; the page's own not verified)"};
  bench::run_format_bench(format, argv[1], argv[3]);
  return 0;
}
