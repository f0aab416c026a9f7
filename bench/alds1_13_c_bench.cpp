// Benchmark of `alds1_13_c` (AOJ ALDS1_13_C "15 Puzzle", one board a run, at most 45 moves from the
// goal as the statement promises): 40 boards a process each, against the floor (bench_runner.hpp: a
// program that only reads its input and prints a line). Each board is a random walk of 45 moves from
// the goal (seed 1313) that never undoes its last move, so within the promise; most lie 25-40 moves away.
// usage: alds1_13_c_bench ALDS1_13_C_BINARY PEER_DIR WORK_DIR   (PEER_DIR unused)
#include <cstdio>
#include <fstream>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "bench_runner.hpp"

namespace {

// The goal, then 45 random slides of the blank, none undoing the one before.
std::vector<int> random_walk(std::mt19937& random) {
  std::vector<int> board = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};
  const int steps[4][2] = {{1, 0}, {0, -1}, {0, 1}, {-1, 0}};
  int blank = 15, last = -1;
  for (int moves = 0; moves < 45;) {
    const int step = static_cast<int>(random() % 4);
    const int row = blank / 4 + steps[step][0], col = blank % 4 + steps[step][1];
    if (row < 0 || row > 3 || col < 0 || col > 3 || step == 3 - last) continue;
    std::swap(board[blank], board[row * 4 + col]);
    blank = row * 4 + col, last = step, ++moves;
  }
  return board;
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("alds1_13_c", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  std::mt19937 random(1313);
  std::vector<std::string> inputs;
  for (int i = 0; i < 40; ++i) {
    const std::vector<int> board = random_walk(random);
    std::string text;
    for (int cell = 0; cell < 16; ++cell) text += std::to_string(board[cell]) + (cell % 4 == 3 ? "\n" : " ");
    inputs.push_back(work + "/board" + std::to_string(i) + ".in");
    std::ofstream(inputs.back()) << text;
  }
  bench::print_against_floor("one board a run, 40 random walks of 45 moves:", "alds1_13_c",
                             bench::against_floor(ours, inputs, work));
  return 0;
}
