// Benchmark of `knights` (SCOI2005): whole-process times of the CMake build and of the bundle compiled
// as the judges compile it (g++ -std=gnu++98 -O2), against the textbook solution in the same run:
// IDA* with depth limits 0-15 over the 5 x 5 board, the estimate the knights out of place (a move
// places at most one), a move never undoing the last. Files: the 10 hardest boards for the textbook
// (of 3,000 candidates, fixed seed: random walks of 10-60 moves from the target, uniformly random
// boards, and the target with 1-3 pairs of knights exchanged, whose few misplaced knights leave the
// textbook's estimate weak: the 10 whose textbook search expands the most nodes, counted here), the
// judge's sample, and 10 random walks. Outputs must agree.
// usage: knights_bench KNIGHTS_BINARY PEER_DIR WORK_DIR   (PEER_DIR unused: the baseline is here)
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "textbook.hpp"

namespace {

// ---- the textbook solution, written from the statement ----

const char goal[5][6] = {"11111", "01111", "00*11", "00001", "00000"};
const int dr[8] = {-2, -2, -1, -1, 1, 1, 2, 2}, dc[8] = {-1, 1, -2, 2, -2, 2, -1, 1};

struct Textbook {
  char board[5][6];
  long long nodes = 0;

  int misplaced() const {
    int count = 0;
    for (int r = 0; r < 5; ++r)
      for (int c = 0; c < 5; ++c) count += board[r][c] != '*' && board[r][c] != goal[r][c];
    return count;
  }
  bool search(int depth, int limit, int r, int c, int last) {
    const int h = misplaced();
    if (h == 0) return true;
    if (depth + h > limit) return false;
    ++nodes;
    for (int d = 0; d < 8; ++d) {
      const int nr = r + dr[d], nc = c + dc[d];
      if (nr < 0 || nr > 4 || nc < 0 || nc > 4 || d == 7 - last) continue;  // 7 - d undoes d
      std::swap(board[r][c], board[nr][nc]);
      const bool found = search(depth + 1, limit, nr, nc, d);
      std::swap(board[r][c], board[nr][nc]);
      if (found) return true;
    }
    return false;
  }
  int solve() {
    int r = 0, c = 0;
    for (int i = 0; i < 25; ++i)
      if (board[i / 5][i % 5] == '*') r = i / 5, c = i % 5;
    for (int limit = 0; limit <= 15; ++limit)
      if (search(0, limit, r, c, -1)) return limit;
    return -1;
  }
};

int textbook_main() {
  int boards = 0;
  if (std::scanf("%d", &boards) != 1) return 0;
  while (boards-- > 0) {
    Textbook textbook;
    for (int r = 0; r < 5; ++r) std::scanf("%5s", textbook.board[r]);
    std::printf("%d\n", textbook.solve());
  }
  return 0;
}

// ---- the benchmark ----

std::string random_walk(int moves, std::mt19937& random) {
  std::string board =
      "11111"
      "01111"
      "00*11"
      "00001"
      "00000";
  int empty = 12, last = -1;
  for (int i = 0; i < moves; ++i) {
    int d = 0, to = -1;
    do {
      d = static_cast<int>(random() % 8);
      const int r = empty / 5 + dr[d], c = empty % 5 + dc[d];
      to = r < 0 || r > 4 || c < 0 || c > 4 || d == 7 - last ? -1 : 5 * r + c;
    } while (to < 0);
    std::swap(board[static_cast<std::size_t>(empty)], board[static_cast<std::size_t>(to)]);
    empty = to, last = d;
  }
  return board;
}

// The target with `swaps` pairs of a black and a white knight exchanged, and the empty square moved
// by a few random moves: few knights out of place, so a weak estimate, and often far from the target.
std::string swapped_knights(int swaps, std::mt19937& random) {
  std::string board = random_walk(static_cast<int>(random() % 4), random);
  for (int i = 0; i < swaps; ++i) {
    std::size_t black = 0, white = 0;
    do black = random() % 25;
    while (board[black] != '1');
    do white = random() % 25;
    while (board[white] != '0');
    std::swap(board[black], board[white]);
  }
  return board;
}

long long textbook_nodes(const std::string& board) {
  Textbook textbook;
  for (int i = 0; i < 25; ++i) textbook.board[i / 5][i % 5] = board[static_cast<std::size_t>(i)];
  for (int r = 0; r < 5; ++r) textbook.board[r][5] = 0;
  textbook.solve();
  return textbook.nodes;
}

std::string judge_file(const std::vector<std::string>& boards) {
  std::string text = std::to_string(boards.size()) + "\n";
  for (const std::string& board : boards)
    for (int r = 0; r < 5; ++r) text += board.substr(static_cast<std::size_t>(5 * r), 5) + "\n";
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  if (bench::called_as_textbook(argv[0])) return textbook_main();
  if (!bench::has_bench_arguments("knights", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string textbook = bench::textbook_program(work, "knights");
  const std::string bundle = work + "/knights_bundle";
  const bool with_bundle = bench::compile_bundle("knights", "g++ -std=gnu++98 -O2", bundle);

  std::mt19937 random(195);
  std::vector<std::pair<long long, std::string>> candidates;
  for (int i = 0; i < 3000; ++i) {
    std::string board = random_walk(10 + static_cast<int>(random() % 51), random);
    if (i % 3 == 0) std::shuffle(board.begin(), board.end(), random);
    if (i % 3 == 1) board = swapped_knights(1 + static_cast<int>(random() % 3), random);
    candidates.emplace_back(textbook_nodes(board), board);
  }
  std::sort(candidates.rbegin(), candidates.rend());
  std::vector<std::string> hardest, walks;
  for (int i = 0; i < 10; ++i) hardest.push_back(candidates[static_cast<std::size_t>(i)].second);
  for (int i = 0; i < 10; ++i) walks.push_back(random_walk(10 + i * 5, random));
  std::printf("hardest candidates: the textbook expands %lld to %lld nodes each (the file: %s/knights_hardest.in)\n",
              candidates[9].first, candidates[0].first, work.c_str());
  std::ofstream(work + "/knights_hardest.in") << judge_file(hardest);

  const struct {
    const char* title;
    std::string input;
  } files[] = {
      {"the 10 hardest boards for the textbook (of 3,000, seed 195)", judge_file(hardest)},
      {"the judge's sample (7, -1)", "2\n10110\n01*11\n10111\n01001\n00000\n01011\n110*1\n01110\n01010\n00100\n"},
      {"10 random walks of 10-55 moves", judge_file(walks)}};
  for (const auto& file : files) {
    std::ofstream(work + "/in.txt") << file.input;
    const bench::Comparison ours_against = bench::compare_alternately(ours, textbook, work + "/in.txt", work, 3);
    const bool agree = bench::read_file(work + "/ours.out") == bench::read_file(work + "/peer.out");
    bench::print_comparison(file.title, "knights", "textbook IDA*", ours_against);
    if (with_bundle) {
      const bench::Comparison bundle_against = bench::compare_alternately(bundle, textbook, work + "/in.txt", work, 3);
      bench::print_comparison("  the same, the bundle (gnu++98 -O2)", "bundle", "textbook IDA*", bundle_against);
    }
    std::printf("  answers %s\n", agree ? "agree" : "DISAGREE");
  }
  return 0;
}
