// Shared by the benchmarks of the binaries that answer one sliding board per case toward a fixed goal
// in a judge's format (luogu1379, acwing845, alds1_13_b, uva652, leetcode773): whole process (the
// binary spawned as a user runs it), the judge's largest legal input and a file of 100,000 random
// boards, each against the same binary answering by a plain breadth-first search per board
// (`--method bfs`), run alternately; and a file of 100,000 boards alone, against the 0.2 s the issue
// asks. A benchmark says its binary's format (FormatBench) and calls run_format_bench.
#ifndef PUZZLE_BENCH_SLIDING_FORMAT_BENCH_HPP
#define PUZZLE_BENCH_SLIDING_FORMAT_BENCH_HPP

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "puzzle/grid/grid_geometry.hpp"
#include "puzzle/ranking/permutation_rank.hpp"

namespace bench {

typedef std::vector<std::uint8_t> Board;  // tiles by cell, 0 the blank

struct FormatBench {
  const char* binary;
  int rows, cols;
  Board goal;
  std::string (*file)(const std::vector<Board>& boards);  // the input holding these boards
  bool any_board;                                         // the judge may give boards that cannot reach the goal
  bool one_board;  // the judge gives one board: its largest input is the farthest board
  double judge_seconds;
  const char* judge_limit;  // the limit, and where it is from
};

// Every board's distance to `goal` (by rank among the orderings of its cells; -1 when unreachable),
// by a plain breadth-first search.
inline std::vector<int> distances_to(const Board& goal, int cols) {
  const int cells = static_cast<int>(goal.size());
  const puzzle::GridGeometry geometry(cells / cols, cols);
  std::vector<int> distance(static_cast<std::size_t>(puzzle::factorial(cells)), -1);
  std::vector<std::uint32_t> queue(1, static_cast<std::uint32_t>(puzzle::rank_permutation(goal.data(), cells)));
  distance[queue[0]] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    Board board(goal.size());
    puzzle::unrank_permutation(queue[head], cells, board.data());
    const int blank = static_cast<int>(std::find(board.begin(), board.end(), 0) - board.begin());
    for (int m = 0; m < puzzle::slide_move_count; ++m) {
      const int target = geometry.target(blank, static_cast<puzzle::SlideMove>(m));
      if (target < 0) continue;
      Board child = board;
      std::swap(child[static_cast<std::size_t>(blank)], child[static_cast<std::size_t>(target)]);
      const std::uint32_t rank = static_cast<std::uint32_t>(puzzle::rank_permutation(child.data(), cells));
      if (distance[rank] >= 0) continue;
      distance[rank] = distance[queue[head]] + 1;
      queue.push_back(rank);
    }
  }
  return distance;
}

// `count` random boards: any board when the judge gives any, else boards that reach the goal.
inline std::vector<Board> random_boards(const FormatBench& format, const std::vector<int>& distance, int count,
                                        std::mt19937& random) {
  std::vector<Board> boards;
  Board board = format.goal;
  while (static_cast<int>(boards.size()) < count) {
    std::shuffle(board.begin(), board.end(), random);
    if (format.any_board || distance[puzzle::rank_permutation(board.data(), static_cast<int>(board.size()))] >= 0)
      boards.push_back(board);
  }
  return boards;
}

// The first board (in rank order) farthest from the goal.
inline Board farthest_board(const FormatBench& format, const std::vector<int>& distance) {
  const std::size_t rank =
      static_cast<std::size_t>(std::max_element(distance.begin(), distance.end()) - distance.begin());
  Board board(format.goal.size());
  puzzle::unrank_permutation(rank, static_cast<int>(board.size()), board.data());
  return board;
}

// A board's 9 tokens on one line, x the blank (the 8-puzzle judges' way: AcWing 845, UVa 652).
inline std::string x_blank_line(const Board& board) {
  std::string text;
  for (std::size_t cell = 0; cell < board.size(); ++cell)
    text +=
        (board[cell] == 0 ? std::string("x") : std::to_string(board[cell])) + (cell + 1 == board.size() ? "\n" : " ");
  return text;
}

// The whole benchmark of `format`'s binary `ours`, its files written into `work`.
inline void run_format_bench(const FormatBench& format, const std::string& ours, const std::string& work) {
  const int runs = bench_runs(format.binary, 5);
  const std::vector<int> distance = distances_to(format.goal, format.cols);
  std::mt19937 random(20260);
  const std::vector<Board> many = random_boards(format, distance, 100000, random);
  const std::vector<Board> few = random_boards(format, distance, 100, random);
  const Board farthest = farthest_board(format, distance);
  std::ofstream(work + "/many.in") << format.file(many);
  std::ofstream(work + "/few.in") << format.file(few);
  std::ofstream(work + "/farthest.in") << format.file(std::vector<Board>(1, farthest));
  const std::vector<std::string> bfs = {"--method", "bfs"};
  const std::string per_board = std::string(format.binary) + " --method bfs";

  std::printf("Whole process (spawned, start-up included), alternately, %d runs each; the judge's limit: %s\n", runs,
              format.judge_limit);
  if (format.one_board) {
    const Comparison one = compare_alternately(ours, ours, work + "/farthest.in", work, runs, bfs);
    print_comparison(
        ("the judge's largest input, one board " + std::to_string(*std::max_element(distance.begin(), distance.end())) +
         " moves from the goal, against a breadth-first search per board:")
            .c_str(),
        format.binary, per_board.c_str(), one);
    std::printf("  %.0fx under the judge's limit\n", format.judge_seconds / smallest(one.ours));
  }
  const Comparison hundred = compare_alternately(ours, ours, work + "/few.in", work, runs, bfs);
  print_comparison("100 random boards, against a breadth-first search per board:", format.binary, per_board.c_str(),
                   hundred);
  const RunFigures alone = run_timed(ours, work + "/many.in", work + "/many.out", runs);
  std::printf("100,000 random boards%s: best of %d %.1f ms (%.1f ms processor), peak %ld KiB: %s the 0.2 s asked%s\n",
              format.one_board ? " (more than the judge gives)" : "", runs, alone.seconds * 1e3,
              alone.cpu_seconds * 1e3, alone.peak_kib, alone.seconds < 0.2 ? "under" : "OVER",
              alone.succeeded ? "" : "  FAILED");
}

}  // namespace bench

#endif  // PUZZLE_BENCH_SLIDING_FORMAT_BENCH_HPP
