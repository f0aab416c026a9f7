// Benchmark of `rotation`: 1,000-case files (weighted toward the shapes that cost most, uniformly random,
// and full targets, the published solution's cheapest shape) timed against rotation_bfs on the same
// files; then one case and none, which show what start-up and the table cost.
// usage: rotation_bench ROTATION_BINARY PEER_DIR WORK_DIR   (PEER_DIR: the published solutions as bench/run.sh builds
// them; docs/performance.md)
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "bench_runner.hpp"

namespace {

typedef std::vector<int> Board;  // tiles 1-9 in reading order; 0 in a target: *

std::string board_text(const Board& board) {
  std::string text;
  for (int cell = 0; cell < 9; ++cell) {
    text += board[static_cast<std::size_t>(cell)] == 0 ? '*'
                                                       : static_cast<char>('0' + board[static_cast<std::size_t>(cell)]);
    text += cell % 3 == 2 ? '\n' : ' ';
  }
  return text;
}

// Parity of the permutation that takes `start` to the completed `target` (0: reachable).
int relative_parity(const Board& start, const Board& target) {
  std::vector<int> cell_in_start(10);
  for (int cell = 0; cell < 9; ++cell)
    cell_in_start[static_cast<std::size_t>(start[static_cast<std::size_t>(cell)])] = cell;
  int inversions = 0;
  for (int i = 0; i < 9; ++i)
    for (int j = i + 1; j < 9; ++j)
      inversions += cell_in_start[static_cast<std::size_t>(target[static_cast<std::size_t>(j)])] <
                    cell_in_start[static_cast<std::size_t>(target[static_cast<std::size_t>(i)])];
  return inversions & 1;
}

// One case: a random start, and a random target with `fixed` digits kept (the rest *). With
// `unsolvable`, the target is a full board of the other parity.
std::string random_case(std::mt19937& random, int fixed, bool unsolvable) {
  Board start(9), target(9);
  std::iota(start.begin(), start.end(), 1);
  std::shuffle(start.begin(), start.end(), random);
  target = start;
  do std::shuffle(target.begin(), target.end(), random);
  while (unsolvable && relative_parity(start, target) == 0);
  std::vector<int> cells(9);
  std::iota(cells.begin(), cells.end(), 0);
  std::shuffle(cells.begin(), cells.end(), random);
  for (int i = fixed; i < 9; ++i) target[static_cast<std::size_t>(cells[static_cast<std::size_t>(i)])] = 0;
  return board_text(start) + board_text(target);
}

// A file of 1,000 cases; fixed_digits(i) gives the digits kept in case i (-1: an unsolvable full target).
template <class Shape>
void write_cases(const std::string& path, unsigned seed, Shape fixed_digits) {
  std::mt19937 random(seed);
  std::string text = "1000\n";
  for (int i = 0; i < 1000; ++i) {
    const int fixed = fixed_digits(i, random);
    text += random_case(random, fixed < 0 ? 9 : fixed, fixed < 0);
  }
  std::ofstream(path, std::ios::binary) << text;
}

// 30% one fixed digit, 30% two, 15% three (the most look-ups per case for us), 25% unsolvable.
int weighted_shape(int i, std::mt19937&) {
  const int slot = i % 20;
  if (slot < 6) return 1;
  if (slot < 12) return 2;
  if (slot < 15) return 3;
  return -1;
}

// The number of wildcards uniform in 0..9.
int uniform_shape(int, std::mt19937& random) { return std::uniform_int_distribution<int>(0, 9)(random); }

int full_target(int, std::mt19937&) { return 9; }

// Times ours (best of 5) and the peer (once: it is slow) on one file; prints the times, the ratio and
// whether the answers are identical.
void compare(const char* title, const std::string& input, const std::string& ours, const std::string& peer,
             const std::string& work) {
  const bench::RunFigures mine = bench::run_timed(ours, input, work + "/ours.out", 5);
  std::printf("%-38s rotation: %8.4f s  peak %6ld KiB%s\n", title, mine.seconds, mine.peak_kib,
              mine.succeeded ? "" : "  FAILED");
  if (peer.empty()) return;
  const bench::RunFigures theirs = bench::run_timed(peer, input, work + "/peer.out", 1);
  const bool same = bench::read_file(work + "/ours.out") == bench::read_file(work + "/peer.out");
  std::printf("%-38s     peer: %8.4f s  peak %6ld KiB  -> rotation is %.0fx faster; answers %s\n", "", theirs.seconds,
              theirs.peak_kib, theirs.seconds / mine.seconds, same ? "identical" : "DIFFER");
}

}  // namespace

int main(int argc, char** argv) {
  if (!bench::has_bench_arguments("rotation", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string peer = std::string(argv[2]) + "/rotation_bfs";
  const std::string peer_if_built = bench::file_exists(peer) ? peer : "";
  if (peer_if_built.empty()) std::printf("(peer %s not built: run bench/run.sh, docs/performance.md)\n", peer.c_str());

  write_cases(work + "/weighted.in", 485, weighted_shape);
  write_cases(work + "/uniform.in", 2011, uniform_shape);
  write_cases(work + "/full.in", 9, full_target);
  std::ofstream(work + "/one.in", std::ios::binary) << "1\n1 2 3\n4 5 6\n7 8 9\n1 2 3\n4 5 6\n7 9 8\n";
  std::ofstream(work + "/none.in", std::ios::binary) << "0\n";

  compare("weighted: 1-3 digits, 25% unsolvable", work + "/weighted.in", ours, peer_if_built, work);
  compare("uniform: 0-9 wildcards", work + "/uniform.in", ours, peer_if_built, work);
  compare("full targets (the peer's cheapest)", work + "/full.in", ours, peer_if_built, work);
  compare("one case (start-up and table)", work + "/one.in", ours, "", work);
  compare("no case (start-up only)", work + "/none.in", ours, "", work);
  return 0;
}
