// Benchmark of `hdu4127`: whole-process times of the CMake build and of the bundle compiled as HDU and
// POJ compile it (g++ -std=gnu++98 -O2), against the textbook program of the practice judge's tests
// (tests/judge/programs/textbook/hdu4127.cpp: IDA* on the colours left), compiled into this bench and
// run through a link named hdu4127_textbook (textbook.hpp), in the same run. Files (fixed seed): 20 random 8 x 8 boards
// (the statement's most boards a file); 2 boards of 18 moves (colour (r + 2c) mod 3 + 3 ((r + c) mod 2), its colours
// renamed, the second transposed: the textbook takes seconds on each); the judges' sample. Outputs must agree. usage:
// hdu4127_bench HDU4127_BINARY PEER_DIR WORK_DIR   (PEER_DIR unused: the baseline is the textbook's)
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "bench_runner.hpp"
#include "textbook.hpp"

namespace textbook {
#define main textbook_main
#include "../tests/judge/programs/textbook/hdu4127.cpp"
#undef main
}  // namespace textbook

namespace {

typedef std::vector<std::vector<int>> Board;

std::string boards_text(const std::vector<Board>& boards) {
  std::string text;
  for (const Board& board : boards) {
    text += std::to_string(board.size()) + "\n";
    for (const auto& row : board)
      for (std::size_t c = 0; c < row.size(); ++c) text += std::to_string(row[c]) + (c + 1 < row.size() ? " " : "\n");
  }
  return text + "0\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (bench::called_as_textbook(argv[0])) return textbook::textbook_main();
  if (!bench::has_bench_arguments("hdu4127", argc)) return 2;
  const std::string ours = argv[1], work = argv[3];
  const std::string textbook = bench::textbook_program(work, "hdu4127");
  const std::string bundle = work + "/hdu4127_bundle";
  const bool with_bundle = bench::compile_bundle("hdu4127", "g++ -std=gnu++98 -O2", bundle);

  std::mt19937 random(4127);
  std::vector<Board> uniform, hard;
  for (int i = 0; i < 20; ++i) {
    Board board(8, std::vector<int>(8));
    for (auto& row : board)
      for (int& colour : row) colour = static_cast<int>(random() % 6);
    uniform.push_back(board);
    std::vector<int> names = {0, 1, 2, 3, 4, 5};
    std::shuffle(names.begin(), names.end(), random);
    for (int r = 0; r < 8; ++r)
      for (int c = 0; c < 8; ++c) {
        const int row = i % 2 ? c : r, column = i % 2 ? r : c;
        board[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] =
            names[static_cast<std::size_t>((row + 2 * column) % 3 + 3 * ((row + column) % 2))];
      }
    if (i < 2) hard.push_back(board);
  }
  const struct {
    const char* title;
    std::string input;
  } files[] = {{"20 random 8 x 8 boards", boards_text(uniform)},
               {"2 boards of 18 moves", boards_text(hard)},
               {"the judges' sample (0, 3)", "2\n0 0\n0 0\n3\n0 1 2\n1 1 2\n2 2 1\n0\n"}};
  for (const auto& file : files) {
    std::ofstream(work + "/in.txt") << file.input;
    const bench::Comparison ours_against = bench::compare_alternately(ours, textbook, work + "/in.txt", work, 3);
    const bool agree = bench::read_file(work + "/ours.out") == bench::read_file(work + "/peer.out");
    bench::print_comparison(file.title, "hdu4127", "textbook IDA*", ours_against);
    if (with_bundle) {
      const bench::Comparison bundle_against = bench::compare_alternately(bundle, textbook, work + "/in.txt", work, 3);
      bench::print_comparison("  the same, the bundle (gnu++98 -O2)", "bundle", "textbook IDA*", bundle_against);
    }
    std::printf("  answers %s\n", agree ? "agree" : "DISAGREE");
  }
  return 0;
}
