// Benchmark of Magic Squares between two boards (`hdu1430`): whole-process times of the CMake build and
// of the bundle compiled as HDU compiles it (g++ -std=gnu++98 -O2), against the textbook solution in
// the same run: one breadth-first search from 12345678 in the order A, B, C over the 40,320 boards
// (Cantor-numbered, a parent and a letter each), then per pair the pieces renamed so that the start
// reads 12345678 and the target's path read back through the parents. Files (fixed seeds): 100,000
// random pairs, 100,000 pairs 22 moves apart (the farthest), one pair, none. Outputs must agree.
// Then one random pair a run, 40 pairs a process each, against the floor (bench_runner.hpp).
// usage: hdu1430_bench HDU1430_BINARY PEER_DIR WORK_DIR   (PEER_DIR unused: the baseline is here)
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

const int factorial[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};

int cantor(const char* s) {
  int rank = 0;
  for (int i = 0; i < 8; ++i) {
    int smaller = 0;
    for (int j = i + 1; j < 8; ++j) smaller += s[j] < s[i];
    rank += smaller * factorial[7 - i];
  }
  return rank;
}

void move(const char* s, char letter, char* out) {
  if (letter == 'A')
    for (int i = 0; i < 8; ++i) out[i] = s[7 - i];
  if (letter == 'B') {
    const int from[8] = {3, 0, 1, 2, 5, 6, 7, 4};
    for (int i = 0; i < 8; ++i) out[i] = s[from[i]];
  }
  if (letter == 'C') {
    const int from[8] = {0, 6, 1, 3, 4, 2, 5, 7};
    for (int i = 0; i < 8; ++i) out[i] = s[from[i]];
  }
}

int textbook_main() {
  static int parent[40320];
  static char letter[40320];
  static char board[40320][9];
  std::vector<int> queue;
  std::memset(parent, -1, sizeof parent);
  std::strcpy(board[0], "12345678");
  parent[0] = 0;
  queue.push_back(0);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int at = queue[head];
    for (char l = 'A'; l <= 'C'; ++l) {
      char next[9] = {0};
      move(board[at], l, next);
      const int rank = cantor(next);
      if (parent[rank] >= 0) continue;
      parent[rank] = at;
      letter[rank] = l;
      std::memcpy(board[rank], next, 9);
      queue.push_back(rank);
    }
  }
  char start[16], target[16];
  while (std::scanf("%15s %15s", start, target) == 2) {
    char renamed[9] = {0}, name[128] = {0};
    for (int i = 0; i < 8; ++i) name[static_cast<unsigned char>(start[i])] = static_cast<char>('1' + i);
    for (int i = 0; i < 8; ++i) renamed[i] = name[static_cast<unsigned char>(target[i])];
    std::string path;
    for (int rank = cantor(renamed); rank != 0; rank = parent[rank]) path += letter[rank];
    std::reverse(path.begin(), path.end());
    std::printf("%s\n", path.c_str());
  }
  return 0;
}

// ---- the benchmark ----

std::string random_board(std::mt19937& random) {
  std::string board = "12345678";
  std::shuffle(board.begin(), board.end(), random);
  return board;
}

// The boards 22 moves from 12345678 (the farthest), by the textbook's own search.
std::vector<std::string> farthest_boards() {
  std::vector<std::string> level(1, "12345678"), next;
  std::vector<char> seen(40320, 0);
  seen[0] = 1;
  for (int depth = 0; depth < 22; ++depth, level.swap(next)) {
    next.clear();
    for (const std::string& board : level)
      for (char l = 'A'; l <= 'C'; ++l) {
        char moved[9] = {0};
        move(board.c_str(), l, moved);
        if (!seen[cantor(moved)]) seen[cantor(moved)] = 1, next.push_back(moved);
      }
  }
  return level;
}

}  // namespace

int main(int argc, char** argv) {
  if (bench::called_as_textbook(argv[0])) return textbook_main();
  if (!bench::has_bench_arguments("hdu1430", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string textbook = bench::textbook_program(work, "hdu1430");
  const std::string bundle = work + "/hdu1430_bundle";
  const bool with_bundle = bench::compile_bundle("hdu1430", "g++ -std=gnu++98 -O2", bundle);

  std::mt19937 random(1430);
  const std::vector<std::string> farthest = farthest_boards();
  std::string random_pairs, farthest_pairs;
  for (int i = 0; i < 100000; ++i) {
    random_pairs += random_board(random) + "\n" + random_board(random) + "\n";
    // A farthest board renamed by a random start is 22 moves from that start.
    const std::string start = random_board(random), far = farthest[random() % farthest.size()];
    std::string target;
    for (char piece : far) target += start[static_cast<std::size_t>(piece - '1')];
    farthest_pairs += start + "\n" + target + "\n";
  }
  const struct {
    const char* title;
    std::string input;
  } files[] = {{"100,000 random pairs (seed 1430)", random_pairs},
               {"100,000 pairs 22 moves apart, the farthest", farthest_pairs},
               {"one pair (start-up, table, one answer)", "12345678\n82754631\n"},
               {"no pair (start-up only)", ""}};
  for (const auto& file : files) {
    std::ofstream(work + "/in.txt") << file.input;
    const bench::Comparison ours_against = bench::compare_alternately(ours, textbook, work + "/in.txt", work, 5);
    const bool agree = bench::read_file(work + "/ours.out") == bench::read_file(work + "/peer.out");
    bench::print_comparison(file.title, "hdu1430", "textbook BFS", ours_against);
    if (with_bundle) {
      const bench::Comparison bundle_against = bench::compare_alternately(bundle, textbook, work + "/in.txt", work, 5);
      bench::print_comparison("  the same, the bundle (gnu++98 -O2)", "bundle", "textbook BFS", bundle_against);
    }
    std::printf("  answers %s\n", agree ? "agree" : "DISAGREE");
  }
  std::vector<std::string> inputs;
  for (int i = 0; i < 40; ++i) {
    inputs.push_back(work + "/pair" + std::to_string(i) + ".in");
    std::ofstream(inputs.back()) << random_board(random) << "\n" << random_board(random) << "\n";
  }
  bench::print_against_floor("one random pair a run, 40 pairs:", "hdu1430", bench::against_floor(ours, inputs, work));
  return 0;
}
