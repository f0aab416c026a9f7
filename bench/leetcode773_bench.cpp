// Benchmark of `leetcode773` (LeetCode 773 / LintCode 941), whole process (sliding_format_bench.hpp):
// the farthest board (21 moves), 100 and 100,000 random boards (half unreachable), against a
// breadth-first search per board. In process: the table of all 360 boards of a goal against IDA* on
// Manhattan distance over every board (what five_puzzle_plan.hpp's choice rests on).
// usage: leetcode773_bench LEETCODE773_BINARY PEER_DIR WORK_DIR   (LEETCODE773_BENCH_RUNS=n: runs, default 5)
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "sliding_format_bench.hpp"
#include "puzzle/search/ida_star.hpp"
#include "puzzle/tables/shortest_path_table.hpp"
#include "puzzle/sliding/tiles/sliding_parity.hpp"
#include "puzzle/sliding/tiles/sliding_puzzle.hpp"
#include "puzzle/sliding/tiles/sliding_rank_puzzle.hpp"

namespace {

// LeetCode's test-case text a board: [[a,b,c],[d,e,f]].
std::string file_of(const std::vector<bench::Board>& boards) {
  std::string text;
  for (const bench::Board& board : boards) {
    text += "[[";
    for (std::size_t cell = 0; cell < 6; ++cell)
      text += std::to_string(board[cell]) + (cell == 2 ? "],[" : cell == 5 ? "]]\n" : ",");
  }
  return text;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// In process: the table's build against IDA* on Manhattan distance for each of the 360 boards.
void table_against_search(const bench::Board& goal) {
  double table = 1e30, search = 1e30;
  unsigned long long nodes = 0;
  for (int run = 0; run < 50; ++run) {
    auto start = std::chrono::steady_clock::now();
    const puzzle::SlidingRankPuzzle ranks(2, 3);
    const puzzle::ShortestPathTable<puzzle::SlidingRankPuzzle> paths(
        ranks, std::vector<puzzle::SlidingRankState>(1, ranks.make_state(goal.data())));
    table = std::min(table, seconds_since(start));
    const puzzle::SlidingPuzzle manhattan(2, 3, goal.data());
    bench::Board board = goal;
    std::sort(board.begin(), board.end());
    nodes = 0;
    start = std::chrono::steady_clock::now();
    do {
      if (puzzle::is_solvable(board.data(), goal.data(), 2, 3))
        nodes += puzzle::ida_star(manhattan, manhattan.make_state(board.data()), puzzle::IdaStarOptions<>()).expanded;
    } while (std::next_permutation(board.begin(), board.end()));
    search = std::min(search, seconds_since(start));
  }
  std::printf(
      "In process (best of 50): the table of all 360 boards built in %.1f us; IDA* on Manhattan distance on"
      " them all %.1f us (%llu nodes, %.1f us a board)\n",
      table * 1e6, search * 1e6, nodes, search * 1e6 / 360);
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("leetcode773", argc)) return 2;
  const bench::FormatBench format = {"leetcode773",
                                     2,
                                     3,
                                     {1, 2, 3, 4, 5, 0},
                                     file_of,
                                     true,
                                     true,
                                     1.0,
                                     "none published (LeetCode times a function; 1 s assumed)"};
  table_against_search(format.goal);
  bench::run_format_bench(format, argv[1], argv[3]);
  return 0;
}
